import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AdviceMarkdown } from './AdviceMarkdown';

/** The advice body as the browser would get it, without emotion's style element. */
function render(text: string): string {
  const html = renderToStaticMarkup(createElement(AdviceMarkdown, { text, language: 'english' }));
  const body = /<div[^>]*data-testid="advice"[^>]*>([\s\S]*)<\/div>$/.exec(html);
  expect(body, html).not.toBeNull();
  return body![1]!;
}

/** Every tag name in the output: what the parser would build from it. */
const tags = (html: string) => [...html.matchAll(/<([a-zA-Z][\w-]*)/g)].map((m) => m[1]!.toLowerCase());
const hrefs = (html: string) => [...html.matchAll(/\s(?:href|src)="([^"]*)"/g)].map((m) => m[1]!);

const SAFE_TAGS = new Set([
  'p',
  'a',
  'strong',
  'em',
  'ul',
  'ol',
  'li',
  'h3',
  'h4',
  'h5',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'code',
  'pre',
  'br',
  'del',
  'blockquote',
  'hr',
]);

const PAYLOADS: Array<[string, string]> = [
  ['script element', '<script>window.__xss=1</script>'],
  ['img onerror', '<img src=x onerror="window.__xss=1">'],
  ['svg onload', '<svg onload="window.__xss=1"><circle r=5 /></svg>'],
  ['iframe', '<iframe src="https://evil.example/"></iframe>'],
  ['object and embed', '<object data="x.swf"></object><embed src="x.swf">'],
  ['inline style and form', '<style>body{display:none}</style><form action="https://evil.example"><input name=q></form>'],
  ['html inside a table cell', '| Nutrient | Dose |\n|---|---|\n| <img src=x onerror=alert(1)> | <b onmouseover=alert(1)>10</b> |'],
  ['html inside a list and heading', '# <script>alert(1)</script>\n\n- <a href="javascript:alert(1)">click</a>'],
  ['html entities spelling a tag', '&lt;script&gt;alert(1)&lt;/script&gt; &#60;img src=x onerror=alert(1)&#62;'],
  ['markdown image with a javascript: source', '![x](javascript:alert(1))'],
  ['markdown image from another host', '![track](https://evil.example/pixel.png)'],
];

describe('AdviceMarkdown renders hostile text inertly', () => {
  it.each(PAYLOADS)('%s: no element beyond plain markdown, no handler, no script URL', (_name, payload) => {
    const html = render(payload);
    expect(tags(html).filter((t) => !SAFE_TAGS.has(t))).toEqual([]);
    // Inside a real tag: escaped text may well read 'onerror=', which is harmless.
    expect(html).not.toMatch(/<[a-z][^>]*\son\w+\s*=/i);
    for (const url of hrefs(html)) expect(url).not.toMatch(/^\s*(javascript|vbscript|data):/i);
  });

  it('shows raw HTML as the literal text it is', () => {
    expect(render('<img src=x onerror=alert(1)>')).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(render('<script>alert(1)</script>')).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('keeps entities as text rather than decoding them into markup', () => {
    const html = render('&lt;b&gt;bold?&lt;/b&gt; N &amp; P');
    expect(html).toContain('&lt;b&gt;bold?&lt;/b&gt; N &amp; P');
    expect(tags(html)).toEqual(['p']);
  });

  it.each([
    ['javascript:', '[x](javascript:alert(1))'],
    ['mixed case', '[x](JaVaScRiPt:alert(1))'],
    ['entity-split scheme', '[x](java&#x09;script:alert(1))'],
    ['leading space in angle brackets', '[x](< javascript:alert(1)>)'],
    ['vbscript:', '[x](vbscript:msgbox(1))'],
    ['data: HTML', '[x](data:text/html,<script>alert(1)</script>)'],
    ['data: SVG', '[x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)'],
    ['reference link', '[x][r]\n\n[r]: javascript:alert(1)'],
  ])('empties a %s link', (_name, payload) => {
    const html = render(payload);
    for (const url of hrefs(html)) expect(url).not.toMatch(/script|data:/i);
  });

  it('keeps ordinary links, tables and emphasis (the filter is not blanket)', () => {
    const html = render('**Urea** 50 kg/ha, see [ICAR](https://icar.org.in/).\n\n| N | P |\n|---|---|\n| 1 | 2 |');
    expect(html).toContain('<strong>Urea</strong>');
    expect(html).toContain('<a href="https://icar.org.in/">ICAR</a>');
    expect(tags(html)).toEqual(expect.arrayContaining(['table', 'th', 'td']));
  });

  it('drops images, even from our own origin', () => {
    expect(tags(render('![chart](/logo.svg)'))).not.toContain('img');
  });
});
