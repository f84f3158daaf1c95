import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Issue 39, item 6: the WCAG 2.1 A and AA rules of axe-core. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe-core's violations on the page as it is now (an open dialog included), one line per element:
 * `where: rule (impact) selector — what to fix`. Empty when the page passes.
 */
export async function axeProblems(page: Page, where: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  return violations.flatMap((v) =>
    v.nodes.map((node) => {
      const fix = (node.failureSummary ?? v.help).split('\n').slice(1).join(' ').trim() || v.help;
      return `${where}: ${v.id} (${v.impact ?? 'n/a'}) ${node.target.join(' ')} — ${fix.slice(0, 200)}`;
    }),
  );
}
