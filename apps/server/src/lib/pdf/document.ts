/**
 * Document set-up shared by the PDFs: A4 portrait, pages buffered (for 'Page x of y'), the language and the
 * metadata, the Devanagari font registered, and the finished file collected into one Buffer.
 */
import type { Language } from '@agrim/contracts';
import PDFDocument from 'pdfkit';
import { devanagariRegistrar } from './fonts.js';

export type Doc = PDFKit.PDFDocument;
/** Every language of the product: Hindi and Marathi print in Noto Sans Devanagari (which has ळ and the eyelash ऱ). */
export type PdfLanguage = Language;

export interface Margins {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

export interface DocumentSetup {
  language: PdfLanguage;
  margins: Margins;
  title: string;
  subject?: string;
  keywords?: string;
  /** Creation and modification date. */
  generatedAt: Date;
}

/** Draws a document with `draw` (synchronously) and resolves with the PDF file. */
export async function renderPdf(setup: DocumentSetup, draw: (doc: Doc) => void): Promise<Buffer> {
  const registerFonts = await devanagariRegistrar();
  return new Promise<Buffer>((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      layout: 'portrait',
      margins: setup.margins,
      bufferPages: true,
      lang: { en: 'en-IN', hi: 'hi-IN', mr: 'mr-IN' }[setup.language],
      displayTitle: true,
      info: {
        Title: setup.title,
        Author: 'Agrim',
        ...(setup.subject === undefined ? {} : { Subject: setup.subject }),
        ...(setup.keywords === undefined ? {} : { Keywords: setup.keywords }),
        Creator: 'Agrim',
        CreationDate: setup.generatedAt,
        ModDate: setup.generatedAt,
      },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      registerFonts(doc);
      draw(doc);
      doc.end();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}
