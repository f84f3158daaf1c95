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
  // Issue 39's layout: numbers in no-break spans, the derivation and sources in a fold.
  'span',
  'details',
  'summary',
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

describe('AdviceMarkdown on a phone (issue 39)', () => {
  const ADVICE = [
    '## What to buy',
    '',
    'Your dose: 120-60-40 kg/ha.',
    '',
    '| Product | Grade | Per acre | Bags |',
    '|---|---|---|---|',
    '| DAP | 18-46-0 | 52.4 kg | 1.05 bags |',
    '',
    '## When to apply',
    '',
    '- At sowing: 125 % of the P',
    '',
    '## Soil test ratings',
    '',
    '| Nutrient | Value |',
    '|---|---|',
    '| N | 31 |',
    '',
    '## Recommended dose for Wheat',
    '',
    'The crop takes 120 kg/ha N.',
    '',
    '## Sources',
    '',
    '- ICAR 2020',
  ].join('\n');

  it('labels every cell with its column, for the cards of a phone', () => {
    const html = render(ADVICE);
    expect(html).toContain('<td data-label="Product">DAP</td>');
    expect(html).toMatch(/<td data-label="Grade"><span class="advice-nowrap">18-46-0<\/span><\/td>/);
    expect(html).toMatch(/<td data-label="Bags"><span class="advice-nowrap">1.05 bags<\/span><\/td>/);
    // The heading row is still there (desktop tables, screen readers).
    expect(html).toContain('<th>Product</th>');
    // A table that scrolls sideways in its frame is reachable by keyboard.
    expect(html).toContain('<table tabindex="0">');
  });

  it('keeps numbers with their unit on one line', () => {
    const html = render(ADVICE);
    expect(html).toContain('<span class="advice-nowrap">125 %</span>');
    expect(html).toContain('<span class="advice-nowrap">120-60-40 kg/ha</span>');
    expect(html).toContain('<span class="advice-nowrap">52.4 kg</span>');
  });

  it('folds the derivation and the sources after what to buy and when to apply; the headings keep their order', () => {
    const html = render(ADVICE);
    expect([...html.matchAll(/<h4>([^<]*)<\/h4>/g)].map((m) => m[1])).toEqual([
      'What to buy',
      'When to apply',
      'Soil test ratings',
      'Recommended dose for Wheat',
      'Sources',
    ]);
    const folds = [...html.matchAll(/<details class="advice-fold"[^>]*><summary><h4>([^<]*)<\/h4><\/summary>/g)].map((m) => m[1]);
    expect(folds).toEqual(['Soil test ratings', 'Recommended dose for Wheat', 'Sources']);
    expect(html.indexOf('What to buy')).toBeLessThan(html.indexOf('<details'));
    expect(html.slice(0, html.indexOf('<details'))).toContain('At sowing');
    // The first paragraph is still the dose line (the browser walks read it).
    expect(/<p>(.*?)<\/p>/.exec(html)![1]).toContain('Your dose:');
  });

  it('folds the Hindi headings too', () => {
    const html = render('## क्या खरीदें\n\nयूरिया\n\n## मिट्टी जाँच की रेटिंग\n\nN कम\n\n## गेहूँ के लिए अनुशंसित मात्रा\n\nx\n\n## स्रोत\n\n- ICAR');
    expect((html.match(/<details/g) ?? []).length).toBe(3);
    expect(html.indexOf('क्या खरीदें')).toBeLessThan(html.indexOf('<details'));
  });
});
