import type { Locator } from '@playwright/test';

/** The option a drop-down (a native select, components/SelectField.tsx) shows as chosen. */
export const chosen = (select: Locator) => select.locator('option:checked');

/** Picks the option whose whole text is `label`, or the first whose text matches it. */
export async function choose(select: Locator, label: string | RegExp) {
  if (typeof label === 'string') return select.selectOption({ label });
  await select.locator('option').first().waitFor({ state: 'attached' });
  const texts = await select.locator('option').allTextContents();
  const found = texts.find((text) => label.test(text));
  if (found === undefined) throw new Error(`no option matches ${label}: ${texts.join(' | ')}`);
  return select.selectOption({ label: found });
}
