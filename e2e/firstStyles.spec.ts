import type { Role } from '@agrim/contracts';
import { expect, test } from '@playwright/test';
import { styleIdsOf } from '../apps/web/scripts/firstStyles';
import { signIn } from './accounts';

/*
 * A screen's page holds the styles its first view has Emotion write (apps/web/first-styles.json, recorded by
 * bench/first-styles.ts), so the app takes them as written instead of compiling and inserting them in its first
 * commit (issue 43 item 5). This fails when the page brings none, when Emotion does not take them, and when the file
 * has fallen behind the screens' styles (a new theme, a screen restyled): record it again then.
 */
const RECORD_AGAIN = 'record the first styles again: npm run build -w @agrim/web && node --import tsx bench/first-styles.ts';

test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

const SCREENS: [Role, string][] = [
  ['user', '/home'],
  ['user', '/fertilizer-recommendation'],
  ['user', '/soil-testing'],
  ['superAdmin', '/account'],
  ['superAdmin', '/user_management'],
];

for (const [role, path] of SCREENS) {
  test(`${path} as ${role} comes with its first styles written`, async ({ page }) => {
    await signIn(page, role);
    // Every rule Emotion inserts into its sheet once the page is loaded: the styles the page did not bring.
    await page.addInitScript(() => {
      const inserted: string[] = [];
      (window as unknown as { inserted: string[] }).inserted = inserted;
      const insertRule = CSSStyleSheet.prototype.insertRule;
      CSSStyleSheet.prototype.insertRule = function (rule: string, index?: number) {
        if (this.ownerNode instanceof Element && this.ownerNode.getAttribute('data-emotion') === 'css') inserted.push(rule);
        return insertRule.call(this, rule, index);
      };
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[role="progressbar"], .MuiSkeleton-root')).toHaveCount(0, { timeout: 15_000 });
    await page.waitForTimeout(500);
    const { written, rules } = await page.evaluate(() => ({
      written: (document.querySelector('style[data-emotion^="css "]')?.getAttribute('data-emotion') ?? '').split(' ').slice(1),
      rules: (window as unknown as { inserted: string[] }).inserted,
    }));
    const inserted = [...styleIdsOf(rules).keys()];
    expect(written.length, 'the page brings the styles of its first view').toBeGreaterThan(20);
    // Emotion took what the page brought: none of its classes was written again (a new class writes its
    // keyframes again whether or not they are there).
    expect(inserted.filter((id) => !id.startsWith('animation-') && written.includes(id))).toEqual([]);
    // A screen's data differs from the recording's (its own accounts, devices and readings), so a few of its
    // styles may still be new here (none when recorded: 0 of 65–90 on these five); more means the file is behind.
    expect(inserted.length, RECORD_AGAIN).toBeLessThanOrEqual(written.length / 10);
  });
}
