import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAILS, refreshCookie, startTestApp, type TestApp } from '../../test/harness.js';

/** The second layer behind SameSite=Strict on the cookie-authorised routes (auth/csrf.ts). */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await t.seedRoles();
});
afterAll(() => t.close());

const HOST = 'agrim.example:8080';
const WEB_APP = { 'x-requested-with': 'agrim' };

async function freshCookie() {
  const cookie = refreshCookie(await t.login(EMAILS.user));
  expect(cookie).toBeTruthy();
  return cookie!;
}

const post = (url: string, cookie: string | undefined, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url, headers: { host: HOST, ...headers }, cookies: cookie ? { agrim_refresh: cookie } : {} });

function expectRefused(res: Awaited<ReturnType<typeof post>>) {
  expect(res.statusCode, res.body).toBe(403);
  expect(res.json()).toMatchObject({ status: 'error', code: 'FORBIDDEN' });
  expect(typeof res.json().message).toBe('string');
  // A refused call neither rotates nor clears the cookie.
  expect(refreshCookie(res)).toBeUndefined();
}

describe.each(['/api/auth/refresh', '/api/auth/logout'])('POST %s with the refresh cookie', (url) => {
  it('refuses a cross-site Origin even with the header', async () => {
    expectRefused(await post(url, await freshCookie(), { ...WEB_APP, origin: 'https://evil.example' }));
  });

  it('refuses an Origin on our host name but another port, and the opaque "null" Origin', async () => {
    const cookie = await freshCookie();
    expectRefused(await post(url, cookie, { ...WEB_APP, origin: 'http://agrim.example:9999' }));
    expectRefused(await post(url, cookie, { ...WEB_APP, origin: 'null' }));
  });

  it('refuses what the browser marks cross-site or same-site', async () => {
    const cookie = await freshCookie();
    for (const site of ['cross-site', 'same-site']) {
      expectRefused(await post(url, cookie, { ...WEB_APP, origin: `http://${HOST}`, 'sec-fetch-site': site }));
    }
  });

  it('refuses a same-origin request without the header (what a plain form post sends)', async () => {
    const cookie = await freshCookie();
    expectRefused(await post(url, cookie, { origin: `http://${HOST}`, 'sec-fetch-site': 'same-origin' }));
    expectRefused(await post(url, cookie, { origin: `http://${HOST}`, 'x-requested-with': 'XMLHttpRequest' }));
    expectRefused(await post(url, cookie, {}));
  });

  it('accepts a same-origin request with the header, as the web app sends it', async () => {
    const res = await post(url, await freshCookie(), { ...WEB_APP, origin: `http://${HOST}`, 'sec-fetch-site': 'same-origin' });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('accepts the header without Origin (a non-browser client)', async () => {
    const res = await post(url, await freshCookie(), WEB_APP);
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('the refused cookie still works for its owner', () => {
  it('a cross-site attempt leaves the session intact for the next same-origin refresh', async () => {
    const cookie = await freshCookie();
    expectRefused(await post('/api/auth/logout', cookie, { origin: 'https://evil.example' }));
    const res = await post('/api/auth/refresh', cookie, { ...WEB_APP, origin: `http://${HOST}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().token.split('.')).toHaveLength(3);
    expect(refreshCookie(res)).toBeTruthy();
  });
});

describe('without the cookie there is nothing to forge', () => {
  it('refresh answers 401 and logout 200, as before', async () => {
    const refresh = await post('/api/auth/refresh', undefined, { origin: 'https://evil.example' });
    expect(refresh.statusCode).toBe(401);
    expect(refresh.json().code).toBe('UNAUTHENTICATED');
    expect((await post('/api/auth/logout', undefined, {})).statusCode).toBe(200);
  });
});
