import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startSeededApp } from '../../test/harness.js';

/** Headers on every kind of answer: API reads, errors, the web app's pages and its assets (issue 38). */

let t: Awaited<ReturnType<typeof startSeededApp>>;
let web: string;

beforeAll(async () => {
  web = await mkdtemp(path.join(tmpdir(), 'agrim-web-'));
  await mkdir(path.join(web, 'assets'));
  await writeFile(path.join(web, 'index.html'), '<!doctype html><html><head><title>Agrim</title></head><body></body></html>');
  await writeFile(path.join(web, 'assets', 'app-abc123.js'), 'console.log(1);');
  await writeFile(path.join(web, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  t = await startSeededApp({ WEB_DIST: web });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await rm(web, { recursive: true, force: true });
});

const page = { accept: 'text/html' };

describe('Permissions-Policy', () => {
  it('is on every answer: no camera, no microphone, location for our own pages only', async () => {
    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/health' }),
      t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(t.tokens.user) }),
      t.app.inject({ method: 'GET', url: '/api/no-such-thing' }),
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'nobody@agrim.test', password: 'x' } }),
      t.app.inject({ method: 'GET', url: '/soil-testing', headers: page }),
      t.app.inject({ method: 'GET', url: '/' }),
      t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' }),
    ]);
    for (const res of answers) {
      expect(res.headers['permissions-policy'], `${res.statusCode} ${res.body.slice(0, 80)}`).toBe(
        'camera=(), microphone=(), geolocation=(self)',
      );
    }
  });
});

describe('Cache-Control', () => {
  it('a signed-in caller’s JSON reads are private, no-store: staff lists, farms, alarms, deliveries, own account', async () => {
    for (const [url, token] of [
      ['/api/users/farmers', t.tokens.Admin],
      ['/api/v1/get/user', t.tokens.Admin],
      ['/api/farms', t.tokens.user],
      ['/api/alerts/alarms', t.tokens.user],
      ['/api/alerts/deliveries', t.tokens.user],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url, headers: { ...bearer(token), accept: 'application/json' } });
      expect(res.statusCode, `${url} ${res.body.slice(0, 80)}`).toBe(200);
      expect(res.headers['cache-control'], url).toBe('private, no-store');
    }
  });

  it('the web app’s files keep their own caching', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const index = await t.app.inject({ method: 'GET', url: '/soil-testing', headers: page });
    expect(index.headers['cache-control']).toBe('no-cache');
  });
});

describe('Content-Security-Policy', () => {
  it('is the one docs/security.md spells out, directive by directive', async () => {
    const doc = await readFile(path.resolve(import.meta.dirname, '../../../../docs/security.md'), 'utf8');
    // The code span that starts with default-src, over its wrapped lines; notes in parentheses dropped.
    const start = doc.indexOf('`default-src') + 1;
    const documented = doc
      .slice(start, doc.indexOf('`', start))
      .replace(/\s+/g, ' ')
      .replace(/ \([^)]*\)/g, '');
    const directives = (policy: string) =>
      policy
        .split(';')
        .map((d) => d.trim())
        .filter((d) => d && !d.startsWith('frame-src'))
        .sort();
    const header = (await t.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy'] as string;
    expect(directives(documented)).toEqual(directives(header));
  });
});
