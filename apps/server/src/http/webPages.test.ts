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

  it('writes a screen’s first styles into its page in Emotion’s server-rendered form, in the file’s order (issue 43)', async () => {
    await writeFile(
      path.join(dir, 'first-styles.json'),
      JSON.stringify({
        styles: {
          a1: '.css-a1{display:flex;}',
          b2: '.css-b2{color:red;}@media (min-width:600px){.css-b2{color:blue;}}',
          k3: '@keyframes animation-k3{}',
        },
        routes: { '/home': ['a1', 'b2'], '/alerts': ['a1', 'k3', 'gone'] },
      }),
    );
    const page = webPages(dir);
    const styleOf = (html: string | null) => /<style data-emotion="([^"]*)">([^<]*)<\/style>/.exec(html ?? '')?.slice(1);
    expect(styleOf(page('/home'))).toEqual([
      'css a1 b2',
      '.css-a1{display:flex;}.css-b2{color:red;}@media (min-width:600px){.css-b2{color:blue;}}',
    ]);
    // An id the file names for a route but holds no CSS for is left out (Emotion then writes that style itself).
    expect(styleOf(page('/alerts'))).toEqual(['css a1 k3', '.css-a1{display:flex;}@keyframes animation-k3{}']);
    // With its preloads, before </head>; a route the file does not name, and /login, have none.
    expect(page('/home')!.indexOf('<style')).toBeGreaterThan(page('/home')!.indexOf('home-c.js'));
    expect(page('/home')!.indexOf('<style')).toBeLessThan(page('/home')!.indexOf('</head>'));
    expect(preloads(page('/alerts'))).toEqual(['/assets/frame-a.js', '/assets/frame.en-b.js']);
    expect(styleOf(page('/soil-testing'))).toBeUndefined();
    expect(page('/login')).toBeNull();
  });

  it('refuses styles that could end their element', async () => {
    await writeFile(
      path.join(dir, 'first-styles.json'),
      JSON.stringify({ styles: { x: '.css-x{}</style><script>' }, routes: { '/home': ['x'] } }),
    );
    expect(() => webPages(dir)).toThrow(/hold a '<'/);
  });
});
