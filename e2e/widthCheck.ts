import { type Browser, expect, type Page, test } from '@playwright/test';

/** Whether a screen is wider than its window, and what sticks out (the phone-first check, issue 22). */

export interface Width {
  viewport: number;
  html: number;
  body: number;
  /** The elements that stick out of the window on the right, widest first, each described once. */
  offenders: string[];
}

/**
 * The document's and body's scroll widths against the window, and what sticks out: elements whose
 * right edge passes the window's and that no frame of their own (an ancestor that scrolls or clips
 * and itself fits) holds in.
 */
export function measure(page: Page, viewport: number): Promise<Width> {
  return page.evaluate((viewport) => {
    const limit = Math.min(window.innerWidth, viewport);
    const describe = (el: Element) => {
      const id = el.getAttribute('data-testid') ?? el.getAttribute('aria-label') ?? el.id;
      const cls =
        typeof el.className === 'string'
          ? el.className
              .split(/\s+/)
              .filter((c) => c && !/^css-/.test(c))
              .slice(0, 3)
              .join('.')
          : '';
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const r = el.getBoundingClientRect();
      return `<${el.tagName.toLowerCase()}${id ? ` "${id}"` : ''}${cls ? ` .${cls}` : ''}> ${Math.round(r.left)}–${Math.round(r.right)} px "${text}"`;
    };
    const framed = (el: Element) => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const style = getComputedStyle(a);
        if (style.overflowX !== 'visible' && a.getBoundingClientRect().right <= limit + 1) return true;
        if (style.position === 'fixed') return false;
      }
      return false;
    };
    const out: Array<{ el: Element; width: number }> = [];
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.right <= limit + 1) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      if (framed(el)) continue;
      out.push({ el, width: r.width });
    }
    // The outermost offenders say where to look; their children would repeat them.
    const outer = out.filter(({ el }) => !out.some((o) => o.el !== el && o.el.contains(el) && o.el !== document.body));
    outer.sort((a, b) => b.width - a.width);
    return {
      viewport: limit,
      html: document.documentElement.scrollWidth,
      body: document.body.scrollWidth,
      offenders: outer.slice(0, 5).map(({ el }) => describe(el)),
    };
  }, viewport);
}

export function overflow(where: string, w: Width): string | null {
  if (w.html <= w.viewport && w.body <= w.viewport) return null;
  return `${where}: document ${w.html} px, body ${w.body} px wide in a ${w.viewport} px window; widest offenders:\n    ${w.offenders.join('\n    ') || '(none found outside a frame)'}`;
}

/** A browser context at this width: a touch phone below 600 px, a laptop otherwise. */
export async function openAt(browser: Browser, width: number) {
  const phone = width < 600;
  const context = await browser.newContext({ viewport: { width, height: phone ? 844 : 768 }, isMobile: phone, hasTouch: phone });
  return { context, page: await context.newPage() };
}

/**
 * The screen has its heading and nothing is loading any more. A screen still loading after 15 s is
 * measured anyway (and named in the test's annotations): the width check is not a speed check.
 */
export async function settled(page: Page, where = '') {
  await page.locator('h1').first().waitFor({ timeout: 15_000 });
  const gone = (selector: string) =>
    expect(page.locator(selector))
      .toHaveCount(0, { timeout: 15_000 })
      .catch(() => test.info().annotations.push({ type: 'still loading', description: where }));
  const loading = '[role="progressbar"], .MuiSkeleton-root';
  await gone(loading);
  // Parts below the fold are drawn when their place comes near the screen (WhenNear, DeferredEChart): the page is
  // scrolled through, and back, so that they are drawn, and measured and checked with the rest. Each step waits
  // two frames: the browser tells an IntersectionObserver only at a frame, and a place scrolled past between two
  // frames (a busy machine's frames are late) would never count as near.
  await page.evaluate(async () => {
    // A frame that never comes (seen once: a walk stalled here for its whole 14 minutes, the page idle) ends the
    // wait after a second; a part left undrawn is then reported as still loading.
    const frames = () =>
      new Promise((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(resolve));
        setTimeout(resolve, 1000);
      });
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await frames();
    }
    window.scrollTo(0, 0);
  });
  // …and the charts among them drawn (DeferredEChart's empty box is gone).
  await gone(`${loading}, [data-deferred="chart"]`);
  // Charts and grids lay out once more after their data arrives.
  await page.waitForTimeout(400);
}
