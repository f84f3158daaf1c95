// Chromium for the bench scripts that load the web app's screens (lighthouse.ts, cpu-profile.ts,
// long-tasks.ts): a phone-sized page and the bench admin's session.
import { type LoginResponse, SESSION_KEYS } from '@agrim/contracts';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { ADMIN } from './server.js';

/** Debian's Chromium, headless, with one page the size of Lighthouse's phone (Moto G Power). */
export async function phoneBrowser(): Promise<{ browser: Browser; page: Page }> {
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--headless=new'],
  });
  const page = await browser.newPage();
  await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  return { browser, page };
}

/** Signs the bench admin in over the API; answers the session as the web app keeps it in localStorage. */
export async function adminSession(base: string): Promise<Record<string, string>> {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { token, user } = (await login.json()) as LoginResponse;
  return {
    [SESSION_KEYS.isAuthenticated]: 'true',
    [SESSION_KEYS.name]: user.name,
    [SESSION_KEYS.userRole]: user.role,
    [SESSION_KEYS.userToken]: token,
  };
}

/**
 * Writes the session into the app's origin from a JSON page of the same origin (`/api/health`), so that none
 * of the app's files are loaded, or cached, before the screen is measured.
 */
export async function storeSession(page: Page, base: string, session: Record<string, string>): Promise<void> {
  await page.goto(`${base}/api/health`);
  await page.evaluate((keys: Record<string, string>) => {
    const storage = (globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } }).localStorage;
    for (const [key, value] of Object.entries(keys)) storage.setItem(key, value);
  }, session);
}
