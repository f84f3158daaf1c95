import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webPages } from './webPages.js';

let dir: string;
const INDEX = '<!doctype html><html><head><title>Agrim</title></head><body><div id="root"></div></body></html>';

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'agrim-pages-'));
  await writeFile(path.join(dir, 'index.html'), INDEX);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const preloads = (html: string | null) =>
  [...(html ?? '').matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

describe('web pages with their code preloaded (issue 24)', () => {
  it('sends index.html as built when the build wrote no preloads', () => {
    expect(webPages(dir)('/home')).toBeNull();
  });

  it('names the frame on signed-in pages, and a route’s own code on that route; never on /login', async () => {
    await writeFile(
      path.join(dir, 'route-preloads.json'),
      JSON.stringify({ signedIn: ['/assets/frame-a.js', '/assets/frame.en-b.js'], routes: { '/home': ['/assets/home-c.js'] } }),
    );
    const page = webPages(dir);
    expect(preloads(page('/home'))).toEqual(['/assets/frame-a.js', '/assets/frame.en-b.js', '/assets/home-c.js']);
    expect(preloads(page('/soil-testing'))).toEqual(['/assets/frame-a.js', '/assets/frame.en-b.js']);
    expect(page('/login')).toBeNull();
    // In the head, before the page's own scripts run; the rest of the page is untouched.
    expect(page('/home')!.replace(/<link rel="modulepreload"[^>]+>/g, '')).toBe(INDEX);
    expect(page('/home')!.indexOf('home-c.js')).toBeLessThan(page('/home')!.indexOf('</head>'));
  });
});
