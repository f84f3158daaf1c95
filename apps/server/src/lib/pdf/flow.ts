/** The writing position on the current page, and a new page when the next block would not fit. */
import type { Doc, Margins } from './document.js';
import { PdfText } from './text.js';

export class PageFlow {
  /** The top of the next block. */
  y: number;
  readonly left: number;
  /** Between the side margins. */
  readonly width: number;
  readonly text: PdfText;

  /** `topAfterBreak`: where a block starts on a new page (default the top margin). */
  constructor(
    readonly doc: Doc,
    readonly margins: Margins,
    private readonly topAfterBreak = margins.top,
  ) {
    this.y = margins.top;
    this.left = margins.left;
    this.width = doc.page.width - margins.left - margins.right;
    this.text = new PdfText(doc);
  }

  get bottom() {
    return this.doc.page.height - this.margins.bottom;
  }

  /** Starts a new page unless `height` points fit below the current position. */
  ensure(height: number) {
    if (this.y + height <= this.bottom) return;
    this.doc.addPage();
    this.y = this.topAfterBreak;
  }

  /** A horizontal line across the text width at the current position. */
  rule(color: string, lineWidth: number) {
    this.doc
      .moveTo(this.left, this.y)
      .lineTo(this.left + this.width, this.y)
      .lineWidth(lineWidth)
      .strokeColor(color)
      .stroke();
  }
}
