/** 'Page x of y' on every page, drawn once the whole document is laid out (its pages are buffered). */
import type { Doc, PdfLanguage } from './document.js';

/** 'Page 2 of 5', 'पृष्ठ 2 / 5' or 'पान 2 / 5'. */
export function pageOf(language: PdfLanguage, page: number, pages: number): string {
  return { en: `Page ${page} of ${pages}`, hi: `पृष्ठ ${page} / ${pages}`, mr: `पान ${page} / ${pages}` }[language];
}

/**
 * Calls `draw` on every page with its number (from 1) and the page count. The bottom margin is lifted meanwhile:
 * text below it would otherwise make pdfkit open a page.
 */
export function forEveryPage(doc: Doc, draw: (page: number, pages: number) => void) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    draw(i - range.start + 1, range.count);
    doc.page.margins.bottom = bottom;
  }
}
