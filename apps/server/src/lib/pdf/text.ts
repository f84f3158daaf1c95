/**
 * Text in two scripts: Helvetica (WinAnsi) where it can show the text, Noto Sans Devanagari for Devanagari and
 * anything else; Devanagari runs carry their text as /ActualText so that it can be copied and searched.
 */
import type { Doc } from './document.js';
import { DEVA, LATIN, type Weight } from './fonts.js';

export interface TextStyle {
  size?: number;
  weight?: Weight;
  color?: string;
}

/** Body text size and colour. */
export const BODY = 10;
export const INK = '#212121';
/** Helvetica's ascender: where pdfkit puts the baseline below a line's top. */
const HELVETICA_ASCENT = 0.718;

/** Characters the standard Helvetica (WinAnsi encoding) can show. */
const WIN_ANSI_EXTRA = new Set('ŒœŠšŸŽžƒˆ˜–—‘’‚“”„†‡•…‰‹›€™');
const isWinAnsi = (ch: string) => {
  const cp = ch.codePointAt(0) ?? 0;
  return (cp >= 0x20 && cp <= 0x7e) || (cp >= 0xa0 && cp <= 0xff) || WIN_ANSI_EXTRA.has(ch);
};
/** Latin-1 and WinAnsi characters missing from Noto Sans Devanagari. */
const NOTO_LACKS = new Set('¤¦¬±²³µ¹¼½¾ƒ†‡‰');
const NOTO_SUBSTITUTES: Record<string, string> = { '±': '+/-', '²': '2', '³': '3', µ: 'u', '¹': '1', '¼': '1/4', '½': '1/2', '¾': '3/4' };
const DEVANAGARI = /\p{Script=Devanagari}/u;

/** NFC, ordinary spaces for the narrow and no-break spaces Intl emits, no control characters. */
export function clean(text: string): string {
  return (
    text
      .normalize('NFC')
      .replace(/[\u00a0\u2000-\u200a\u202f\u205f\u3000]/gu, ' ')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u200b\ufeff]/gu, '')
  );
}

/** Noto Sans Devanagari for Devanagari and anything Helvetica cannot encode; Helvetica otherwise. */
const needsNoto = (text: string) => [...text].some((ch) => !isWinAnsi(ch) && ch !== '\n');

interface Run {
  text: string;
  deva: boolean;
}

/** Splits one line into runs of one font each: Noto for a Devanagari line, except the few signs it lacks. */
function runsOf(text: string): Run[] {
  if (!needsNoto(text)) return [{ text, deva: false }];
  const runs: Run[] = [];
  for (const ch of text) {
    const deva = !(NOTO_LACKS.has(ch) && isWinAnsi(ch));
    const last = runs.at(-1);
    if (last && last.deva === deva) last.text += ch;
    else runs.push({ text: ch, deva });
  }
  return runs;
}

/** The font a wrapped paragraph uses, and its text with the signs that font lacks replaced. */
function paragraph(text: string): Run {
  const cleaned = clean(text);
  if (!needsNoto(cleaned)) return { text: cleaned, deva: false };
  return { text: [...cleaned].map((ch) => (NOTO_LACKS.has(ch) ? (NOTO_SUBSTITUTES[ch] ?? '') : ch)).join(''), deva: true };
}

/** Writes text on a pdfkit document in whichever of the two fonts each part needs. */
export class PdfText {
  constructor(readonly doc: Doc) {}

  private font(deva: boolean, weight: Weight, size: number) {
    this.doc.font((deva ? DEVA : LATIN)[weight]).fontSize(size);
  }

  /** Width of a single line of text. */
  measure(text: string, style: TextStyle = {}): number {
    let width = 0;
    for (const run of runsOf(clean(text))) {
      this.font(run.deva, style.weight ?? 'regular', style.size ?? BODY);
      width += this.doc.widthOfString(run.text);
    }
    return width;
  }

  /** One line at baseline y, mixing fonts where needed. */
  line(text: string, x: number, baseline: number, style: TextStyle = {}) {
    const { doc } = this;
    doc.fillColor(style.color ?? INK);
    let at = x;
    for (const run of runsOf(clean(text))) {
      this.font(run.deva, style.weight ?? 'regular', style.size ?? BODY);
      const span = DEVANAGARI.test(run.text);
      if (span) doc.markContent('Span', { actual: run.text });
      doc.text(run.text, at, baseline, { lineBreak: false, baseline: 'alphabetic' });
      if (span) doc.endMarkedContent();
      at += doc.widthOfString(run.text);
    }
  }

  /** Number of lines and line height of a paragraph wrapped to `width`. */
  layout(text: string, width: number, style: TextStyle = {}) {
    const p = paragraph(text);
    this.font(p.deva, style.weight ?? 'regular', style.size ?? BODY);
    const lineHeight = this.doc.currentLineHeight(true);
    const lines = Math.max(1, Math.round(this.doc.heightOfString(p.text, { width }) / lineHeight));
    return { lines, lineHeight };
  }

  /** A paragraph wrapped to `width`, its first baseline at `baseline`. */
  wrapped(text: string, x: number, baseline: number, width: number, style: TextStyle = {}) {
    const { doc } = this;
    const p = paragraph(text);
    this.font(p.deva, style.weight ?? 'regular', style.size ?? BODY);
    doc.fillColor(style.color ?? INK);
    const span = DEVANAGARI.test(p.text);
    if (span) doc.markContent('Span', { actual: p.text });
    // A tall box: the caller has made room, so pdfkit must not start a page of its own.
    doc.text(p.text, x, baseline, { width, height: 100_000, baseline: 'alphabetic' });
    if (span) doc.endMarkedContent();
  }

  /**
   * Text placed by the top of its line, as pdfkit places it; wrapped to `width` when given. Helvetica-only text is
   * written as one piece; other text goes through `line` or `wrapped` with Helvetica's baseline.
   */
  atTop(text: string, x: number, top: number, style: TextStyle & { width?: number } = {}) {
    const cleaned = clean(text);
    const size = style.size ?? BODY;
    if (needsNoto(cleaned)) {
      const baseline = top + size * HELVETICA_ASCENT;
      if (style.width === undefined) this.line(cleaned, x, baseline, style);
      else this.wrapped(cleaned, x, baseline, style.width, style);
      return;
    }
    this.doc
      .font(LATIN[style.weight ?? 'regular'])
      .fontSize(size)
      .fillColor(style.color ?? INK)
      .text(cleaned, x, top, { lineBreak: style.width !== undefined, width: style.width, height: 1000 });
  }
}
