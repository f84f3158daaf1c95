// Chromium for the bench scripts that load the web app's screens (lighthouse.ts, cpu-profile.ts,
// long-tasks.ts): a phone-sized page and the bench admin's session.
import { type LoginResponse, type Role, SESSION_KEYS } from '@agrim/contracts';
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
  return sessionOf(base, ADMIN);
}

/**
 * A session of `role`: the bench admin (the server's first account, a superAdmin) for that role, otherwise an
 * account of the role registered by the admin over the API, as e2e/seed.setup.ts registers its accounts.
 */
export async function roleSession(base: string, role: Role): Promise<Record<string, string>> {
  if (role === 'superAdmin') return adminSession(base);
  const admin = await adminSession(base);
  const account = { email: `bench-${role.toLowerCase()}@agrim.test`, password: 'bench-password' };
  const created = await fetch(`${base}/api/create/user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${admin[SESSION_KEYS.userToken]}` },
    body: JSON.stringify({ ...account, display_name: `Bench ${role}`, role: role === 'user' ? 'User' : role }),
  });
  // 409: registered by an earlier call against the same server.
  if (!created.ok && created.status !== 409) throw new Error(`registering a bench ${role}: ${created.status} ${await created.text()}`);
  return sessionOf(base, account);
}

async function sessionOf(base: string, account: { email: string; password: string }): Promise<Record<string, string>> {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (!login.ok) throw new Error(`signing ${account.email} in: ${login.status} ${await login.text()}`);
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
