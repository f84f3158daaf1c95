import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/harness.js';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { Database } from '../db/client.js';

/** The web build's files as the precompress step leaves them: a .br beside a hashed asset. */
const ASSET = `console.log(${JSON.stringify('agrim '.repeat(400))});`;

let app: Awaited<ReturnType<typeof buildApp>>;
let database: Database;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'agrim-compress-'));
  const web = path.join(dir, 'web');
  await mkdir(path.join(web, 'assets'), { recursive: true });
  await writeFile(path.join(web, 'index.html'), '<!doctype html><head><title>Agrim</title></head>');
  await writeFile(path.join(web, 'route-preloads.json'), JSON.stringify({ signedIn: ['/assets/index-abc123.js'], routes: {} }));
  await writeFile(path.join(web, 'assets', 'index-abc123.js'), ASSET);
  await writeFile(path.join(web, 'assets', 'index-abc123.js.br'), brotliCompressSync(ASSET));
  database = await openTestDatabase();
  const config = loadConfig({ JWT_SECRET: 'compress-test-secret-'.padEnd(48, 'c'), DATA_DIR: dir, WEB_DIST: web });
  app = await buildApp({ config, database, logger: false });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  await rm(dir, { recursive: true, force: true });
});

describe('compression and caching (issue 24)', () => {
  it('sends the pre-compressed brotli copy of a hashed asset, cached for a year', async () => {
    const res = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(ASSET);
  });

  it('never lets a browser keep index.html without asking', async () => {
    const page = await app.inject({ url: '/home', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    // A signed-in page names the code it will need (webPages.ts); /login is index.html as built.
    expect(page.body).toContain('<link rel="modulepreload" crossorigin href="/assets/index-abc123.js">');
    const login = await app.inject({ url: '/login?next=%2Fhome', headers: { accept: 'text/html' } });
    expect(login.headers['cache-control']).toBe('no-cache');
    expect(login.body).not.toContain('modulepreload');
    const root = await app.inject({ url: '/' });
    expect(root.headers['cache-control']).toBe('no-cache');
  });

  it('compresses API JSON on the fly, with brotli or gzip as the client accepts', async () => {
    const br = await app.inject({ url: '/docs/json', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString()).openapi).toBeDefined();
    const gz = await app.inject({ url: '/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString()).openapi).toBeDefined();
    const plain = await app.inject({ url: '/docs/json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
  });
});
