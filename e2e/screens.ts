import type { Role } from '@agrim/contracts';
import { type APIRequestContext, type Browser, expect, type Locator, type Page } from '@playwright/test';
import { ACCOUNTS, apiToken, shot } from './accounts';
import { choose, chosen } from './select';

/** Helpers the screen walks share: the phone viewport, screenshots, the API's own answers, the demo probe. */

export const DEMO_DEVICE = 'Demo soil probe';
export const devanagari = /[\u0900-\u097F]/;

/** A number as the screens print it (en-IN grouping). */
export const en = (v: number, digits = 2) => new Intl.NumberFormat('en-IN', { maximumFractionDigits: digits }).format(v);

export const phone = (browser: Browser) => browser.newContext({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });

/** A chart is drawn when its place comes near the screen (DeferredEChart): scrolled to, then its canvas is there. */
export const canvas = async (chart: Locator) => {
  await chart.scrollIntoViewIfNeeded();
  await expect(chart.locator('canvas').first()).toBeVisible();
};

/** A full-page screenshot from the top (taken while scrolled, the sticky top bar lands mid-page). */
export async function topShot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, name);
}

/** The server's answer to GET `path` for a role, e.g. to compare with what the screen shows. */
export async function apiGet<T>(request: APIRequestContext, role: Role, path: string): Promise<T> {
  const token = await apiToken(request, ACCOUNTS[role].email, ACCOUNTS[role].password);
  const res = await request.get(path, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as T;
}

export async function demoDeviceId(request: APIRequestContext, role: Role): Promise<string> {
  const { data } = await apiGet<{ data: Array<{ id: string; name: string }> }>(request, role, '/api/devices');
  const demo = data.find((d) => d.name === DEMO_DEVICE);
  expect(demo, 'the simulator registers its demo probe').toBeTruthy();
  return demo!.id;
}

/** Opens a screen from the menu and, with `device`, picks the demo probe when the caller sees more than one device. */
export async function openScreen(page: Page, label: string, path: string, device = true) {
  await page.getByTestId('sidebar').getByRole('link', { name: label, exact: true }).click();
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(label);
  if (device) await pickDemoDevice(page);
}

/** Picks the demo probe when the caller sees more than one device (else the screen shows its only one). */
export async function pickDemoDevice(page: Page) {
  const select = page.getByRole('combobox', { name: 'Device' });
  if (!(await select.isVisible())) return;
  await choose(select, new RegExp(DEMO_DEVICE));
  await expect(chosen(select)).toContainText(DEMO_DEVICE);
}
