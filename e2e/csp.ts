import { expect, type Page } from '@playwright/test';

/** The web app under its Content-Security-Policy: what the browser reports as blocked. */

/** Records CSP violations in the page, from the first script on, and the browser's console reports of them. */
export async function watchCsp(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      w.__csp.push(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber}) ${e.sample}`);
    });
  });
  page.on('console', (msg) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(msg.text())) seen.push(`${page.url()}: ${msg.text()}`);
  });
  return seen;
}

export async function violations(page: Page, console: string[]): Promise<string[]> {
  const inPage = await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
  return [...console, ...inPage.map((v) => `${page.url()}: ${v}`)];
}

/** The policy as a map from directive to its sources. */
export function parseCsp(header: string | undefined): Map<string, string[]> {
  expect(header, 'the document carries a Content-Security-Policy').toBeTruthy();
  return new Map(
    header!
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!.toLowerCase(), sources]),
  );
}
