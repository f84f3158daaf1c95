/** A table of one-line cells: a shaded header row, striped body rows, a page break before any row that does not fit. */
import type { PageFlow } from './flow.js';

export interface Table {
  header: string[];
  body: string[][];
  /** Column widths in points. */
  widths: number[];
  /** Columns from this index on are right-aligned (numbers). */
  alignRightFrom: number;
}

const ROW_HEIGHT = 18;
const SIZE = 9.5;
const PAD = 6;

export function drawTable(flow: PageFlow, { header, body, widths, alignRightFrom }: Table) {
  const draw = (cells: string[], bold: boolean, fill?: string) => {
    flow.ensure(ROW_HEIGHT);
    if (fill) flow.doc.rect(flow.left, flow.y, flow.width, ROW_HEIGHT).fill(fill);
    const style = { size: SIZE, weight: bold ? ('bold' as const) : ('regular' as const) };
    let x = flow.left;
    cells.forEach((cell, i) => {
      const w = widths[i]!;
      const tx = i >= alignRightFrom ? x + w - PAD - flow.text.measure(cell, style) : x + PAD;
      flow.text.atTop(cell, tx, flow.y + 5, style);
      x += w;
    });
    flow.y += ROW_HEIGHT;
  };
  draw(header, true, '#e8f5e9');
  body.forEach((cells, i) => draw(cells, false, i % 2 ? '#fafafa' : undefined));
  flow.rule('#bdbdbd', 0.5);
  flow.y += 14;
}
