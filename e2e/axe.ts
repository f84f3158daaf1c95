import type { Page } from '@playwright/test';
import axe from 'axe-core';

/** Issue 39, item 6: the WCAG 2.1 A and AA rules of axe-core. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe-core's violations on the page as it is now (an open dialog included), one line per element:
 * `where: rule (impact) selector — what to fix`. Empty when the page passes.
 *
 * axe-core is run in the page itself, put there once per document. @axe-core/playwright sent its
 * 500 KB source twice a check and merged the results in a blank page of its own (for cross-origin
 * frames): over half of a walk's time. The only frame a screen holds is the external crop report,
 * another site's page, which is not ours to check (`iframes: false`).
 */
export async function axeProblems(page: Page, where: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(async (tags) => {
    const { violations: found } = await window.axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
      iframes: false,
    });
    return found.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target.map(String), failureSummary: n.failureSummary })),
    }));
  }, WCAG_21_AA);
  return violations.flatMap((v) =>
    v.nodes.map((node) => {
      const fix = (node.failureSummary ?? v.help).split('\n').slice(1).join(' ').trim() || v.help;
      return `${where}: ${v.id} (${v.impact ?? 'n/a'}) ${node.target.join(' ')} — ${fix.slice(0, 200)}`;
    }),
  );
}

declare global {
  interface Window {
    axe: typeof axe;
  }
}
