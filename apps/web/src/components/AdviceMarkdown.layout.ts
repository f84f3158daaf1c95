/**
 * Issue 39: the advice read on a phone. A rehype step over the parsed advice (no HTML of the text's own is ever
 * parsed: it only adds attributes and wrappers to what markdown made):
 * - every table cell gets its column's heading as `data-label`, so below 600 px a row draws as a card of
 *   "label: value" lines (CSS in AdviceMarkdown);
 * - numbers with their unit ("18-46-0", "125 %", "2.5 bags") are wrapped in a span that never breaks;
 * - the derivation (soil test ratings, the crop's dose) and the sources fold into a <details>, after what to buy and
 *   when to apply; open on a wide screen, closed on a phone.
 */
import type { Element, ElementContent, Root, RootContent, Text } from 'hast';

/** Headings (h1 or h2 of the advice) whose sections fold: how the dose was worked out, and the sources. */
const FOLDED = [
  /^soil test ratings$/i,
  /^recommended dose for\b/i,
  /^sources?$/i,
  /^references?$/i,
  /^मिट्टी जाँच की रेटिंग$/,
  /के लिए अनुशंसित मात्रा$/,
  /^स्रोत$/,
];

/** A number, ranges and N-P-K grades included, with the unit that follows it. */
const NUMBER =
  /\d[\d.,]*(?:\s?[-–]\s?\d[\d.,]*)*(?:\s?(?:%|kg\/ha|kg|q\/ha|t\/ha|g\/l|ml\/l|mg\/kg|ppm|ds\/m|µs\/cm|bags?|ha|acres?|days?|बोरे|बोरी|किलो|दिन|हेक्टेयर|एकड़)(?![\p{L}]))?/giu;

export const NOWRAP_CLASS = 'advice-nowrap';

export function textOf(node: Root | RootContent | ElementContent): string {
  if (node.type === 'text') return node.value;
  if ('children' in node) return (node.children as RootContent[]).map(textOf).join('');
  return '';
}

const isElement = (node: RootContent | ElementContent, ...names: string[]): node is Element =>
  node.type === 'element' && (names.length === 0 || names.includes(node.tagName));

/** Splits a text node around its numbers, each number in a no-break span. */
function splitNumbers(node: Text): ElementContent[] {
  const out: ElementContent[] = [];
  let at = 0;
  for (const m of node.value.matchAll(NUMBER)) {
    // One digit alone ("1." of a list, "N 1") gains nothing from a span.
    if (m[0].length < 2) continue;
    if (m.index > at) out.push({ type: 'text', value: node.value.slice(at, m.index) });
    out.push({ type: 'element', tagName: 'span', properties: { className: [NOWRAP_CLASS] }, children: [{ type: 'text', value: m[0] }] });
    at = m.index + m[0].length;
  }
  if (out.length === 0) return [node];
  if (at < node.value.length) out.push({ type: 'text', value: node.value.slice(at) });
  return out;
}

function wrapNumbers(parent: Root | Element) {
  const next: (RootContent | ElementContent)[] = [];
  for (const child of parent.children) {
    if (child.type === 'text') next.push(...splitNumbers(child));
    else {
      if (child.type === 'element' && !['code', 'pre', 'a'].includes(child.tagName)) wrapNumbers(child);
      next.push(child);
    }
  }
  parent.children = next as never;
}

function labelCells(table: Element) {
  // A wide table scrolls sideways inside its own frame on a laptop: a keyboard must be able to reach it (WCAG 2.1.1).
  table.properties = { ...table.properties, tabIndex: 0 };
  const rows: Element[] = [];
  const collect = (node: Element) => {
    for (const c of node.children) {
      if (!isElement(c)) continue;
      if (c.tagName === 'tr') rows.push(c);
      else if (c.tagName === 'thead' || c.tagName === 'tbody') collect(c);
    }
  };
  collect(table);
  const head = rows.find((r) => r.children.some((c) => isElement(c, 'th')));
  const labels = head ? head.children.filter((c): c is Element => isElement(c, 'th')).map((th) => textOf(th).trim()) : [];
  for (const row of rows) {
    if (row === head) continue;
    row.children
      .filter((c): c is Element => isElement(c, 'td'))
      .forEach((td, i) => {
        const label = labels[i];
        if (label) td.properties = { ...td.properties, dataLabel: label };
      });
  }
}

function visitTables(node: Root | Element) {
  for (const c of node.children) {
    if (c.type !== 'element') continue;
    if (c.tagName === 'table') labelCells(c);
    else visitTables(c);
  }
}

/** Moves each folded section (its heading and what follows up to the next heading of its level or above) into a <details>. */
function foldSections(root: Root, open: boolean) {
  const level = (n: RootContent) => (n.type === 'element' && /^h[1-6]$/.test(n.tagName) ? Number(n.tagName[1]) : 0);
  const out: RootContent[] = [];
  let fold: Element | null = null;
  let foldLevel = 0;
  for (const node of root.children) {
    const l = level(node);
    if (fold && l > 0 && l <= foldLevel) fold = null;
    if (!fold && l > 0 && l <= 2 && FOLDED.some((re) => re.test(textOf(node).trim()))) {
      fold = {
        type: 'element',
        tagName: 'details',
        properties: { className: ['advice-fold'], ...(open ? { open: true } : {}) },
        children: [{ type: 'element', tagName: 'summary', properties: {}, children: [node as Element] }],
      };
      foldLevel = l;
      out.push(fold);
      continue;
    }
    if (fold) fold.children.push(node as ElementContent);
    else out.push(node);
  }
  root.children = out;
}

/** The rehype plugin: `open` says whether the folds start open (a wide screen) or closed (a phone). */
export function adviceLayout({ open }: { open: boolean }) {
  return (tree: Root) => {
    visitTables(tree);
    wrapNumbers(tree);
    foldSections(tree, open);
  };
}
