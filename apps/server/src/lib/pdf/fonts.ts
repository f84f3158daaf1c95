/**
 * The fonts of the PDFs: pdfkit's built-in Helvetica for Latin text and Noto Sans Devanagari (a TTF: pdfkit shapes it
 * with fontkit's Indic shaper) for Hindi and anything else Helvetica cannot encode.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Doc } from './document.js';

export const LATIN = { regular: 'Helvetica', bold: 'Helvetica-Bold' } as const;
export const DEVA = { regular: 'Deva', bold: 'Deva-Bold' } as const;
export type Weight = keyof typeof LATIN;

interface FontFiles {
  regular: Buffer;
  bold: Buffer;
}

let fontFiles: Promise<FontFiles> | undefined;

/** Reads the two Noto Sans Devanagari files once per process (again after a failed read). */
function loadDevanagari(): Promise<FontFiles> {
  if (!fontFiles) {
    const pkg = createRequire(import.meta.url).resolve('@expo-google-fonts/noto-sans-devanagari/package.json');
    const dir = dirname(pkg);
    fontFiles = Promise.all([
      readFile(join(dir, '400Regular', 'NotoSansDevanagari_400Regular.ttf')),
      readFile(join(dir, '700Bold', 'NotoSansDevanagari_700Bold.ttf')),
    ]).then(([regular, bold]) => ({ regular, bold }));
    fontFiles.catch(() => (fontFiles = undefined));
  }
  return fontFiles;
}

/** Registers Noto Sans Devanagari on `doc` as DEVA.regular and DEVA.bold (embedded only where used). */
export async function devanagariRegistrar(): Promise<(doc: Doc) => void> {
  const fonts = await loadDevanagari();
  return (doc) => {
    doc.registerFont(DEVA.regular, fonts.regular);
    doc.registerFont(DEVA.bold, fonts.bold);
  };
}
