/**
 * Reads a photographed or scanned Soil Health Card offline: sharp prepares the image, tesseract.js
 * (one worker per process, see ocr.ts) reads the page, extract.ts turns the text into the soil
 * test results. Numbers read without their decimal point are read again cell by cell.
 *
 * Wiring: call `closeOcr()` when the server shuts down (the worker is a thread that would keep the
 * process alive); map `UnreadableImageError` to 400 and `OcrBusyError` to 429.
 */
import { SHC_PARAMETERS, type ShcParameter, type ShcParameters } from '@agrim/contracts';
import { extractShcParameters, type ShcExtraction } from './extract.js';
import {
  prepareImage,
  recogniseNumberCell,
  recognisePage,
  useLanguages,
  withOcrWorker,
  type Box,
  type OcrRow,
  type OcrWord,
  type PageOptions,
  type PreparedImage,
} from './ocr.js';

export { closeOcr, configureOcr, ocrConfig, OcrBusyError, UnreadableImageError } from './ocr.js';
export { extractShcParameters, type ShcExtraction } from './extract.js';

export interface ReadSoilHealthCardOptions {
  /** Read missing values and numbers without a decimal point again, cell by cell (default true). */
  refine?: boolean;
  /**
   * A second page reading (different segmentation and binarisation; agreeing values support each
   * other) is made when the first is incomplete or uncertain, or when both fit in this time
   * (estimated from the first; default 5,000 ms).
   */
  timeBudgetMs?: number;
  /**
   * The language the card is likely printed in, when known (the app language of the person who
   * sends it): a Marathi card is then read with Marathi first. Any card is read whatever the hint.
   */
  language?: 'english' | 'hindi' | 'marathi';
}

type Pass = PageOptions & { languages: string };
/** The Devanagari language data a card is read with: Hindi (`hin`) or Marathi (`mar`). */
type Devanagari = 'hin' | 'mar';

/**
 * The page readings, chosen on the real cards and 40 synthetic ones (bench/shc.ts): automatic
 * layout with local (Sauvola) binarisation reads full cards with several panels; one uniform block
 * at 300 dpi keeps rows whole where the layout analysis splits the table. Hindi and Marathi cards
 * are read with English first (digits and units read better) and Hindi or Marathi: one language
 * pair at a time, as English + Hindi + Marathi together read no more values and took a quarter
 * longer (6 synthetic Hindi and Marathi cards: 72/72 fields either way, 97 s of CPU against 77 s).
 */
const PASSES: { english: [Pass, Pass]; devanagari: Record<Devanagari, [Pass, Pass]> } = {
  english: [
    { languages: 'eng', psm: '3', threshold: '2' },
    { languages: 'eng', psm: '6', threshold: '2', dpi: 300 },
  ],
  devanagari: {
    hin: [
      { languages: 'eng+hin', psm: '6', threshold: '0' },
      { languages: 'eng+hin', psm: '6', threshold: '2', dpi: 300 },
    ],
    mar: [
      { languages: 'eng+mar', psm: '6', threshold: '0' },
      { languages: 'eng+mar', psm: '6', threshold: '2', dpi: 300 },
    ],
  },
};

const TARGET_TEXT_PX = 32;

/** Median height of the words of two or more letters or digits, or null when there are too few. */
function medianWordHeight(rows: OcrRow[]): number | null {
  const hs = rows
    .flatMap((r) => r.words)
    .filter((w) => /[A-Za-z0-9\p{Script=Devanagari}]{2,}/u.test(w.text) && w.confidence > 50)
    .map((w) => w.bbox.y1 - w.bbox.y0)
    .sort((a, b) => a - b);
  return hs.length >= 8 ? hs[Math.floor(hs.length / 2)]! : null;
}

function scaleBox(b: Box, f: number): Box {
  return { x0: b.x0 * f, y0: b.y0 * f, x1: b.x1 * f, y1: b.y1 * f };
}

/** Every parameter read, each with its decimal point as printed (none restored, none read as bare digits). */
function clean(e: ShcExtraction): boolean {
  return e.missing.length === 0 && Object.values(e.sources).every((s) => !s.pointRestored && s.raw.includes('.'));
}

export interface SoilHealthCardReading {
  /** True when pH and at least two of N, P, K were read (see extract.ts). */
  readable: boolean;
  parameters: ShcParameters;
  /** Parameters the card did not show or OCR could not read. */
  missing: ShcParameter[];
  /** The OCR text the values were read from, one table row a line. */
  text: string;
  /** Wall time of the whole reading (preparation, waiting for the worker, OCR, extraction). */
  ms: number;
  /** E.g. "P is given as P2O5 …", values dropped as implausible. */
  notes: string[];
}

/**
 * Reads the soil test results of a Soil Health Card image (JPEG, PNG, WebP, TIFF…).
 *
 * 1. English, automatic layout, local (Sauvola) binarisation: copes with full cards whose table
 *    shares the page with other panels.
 * 2. When that found an English table: a second reading as one uniform block at 300 dpi, which
 *    keeps rows whole where the layout analysis split or dropped a column — made when the first
 *    reading is incomplete or uncertain, or when both fit in `timeBudgetMs`. The rows of all
 *    readings are merged and extract.ts keeps the best-supported reading of each parameter
 *    (agreeing values support each other). When fewer than 8 labels were found: English + Hindi
 *    (English + Marathi when `language` is Marathi), one uniform block (Hindi and Marathi cards),
 *    and, if that is incomplete and only two readings were made, once more: in the other of the two
 *    languages when the labels read are that language's (नत्र, स्फुरद, पालाश are Marathi;
 *    नाइट्रोजन, फॉस्फोरस, पोटाश Hindi), else with the other binarisation. At most three page readings.
 *    Before the second reading, an image whose text came out far from ~32 px high is prepared
 *    again at the scale that gives it.
 * 3. The "Test Value" column is located from the values read; the value cells that were not read,
 *    or read without a decimal point, are read again one by one (psm 7, digits and point only).
 */
export async function readSoilHealthCard(image: Buffer, opts: ReadSoilHealthCardOptions = {}): Promise<SoilHealthCardReading> {
  const started = performance.now();
  let prepared = await prepareImage(image);
  const budget = opts.timeBudgetMs ?? 5000;
  const { extraction, rows } = await withOcrWorker(async (worker) => {
    const jobStart = performance.now();
    const distinct = (e: ShcExtraction) => new Set(e.labels.map((l) => l.param)).size;
    let rows: OcrRow[] = [];
    let extraction = extractShcParameters('');
    let lastPassMs = 0;
    const pass = async (p: Pass) => {
      const t = performance.now();
      await useLanguages(worker, p.languages);
      const page = await recognisePage(worker, prepared, p);
      rows = [...rows, ...page.rows];
      extraction = extractShcParameters(rowsText(rows));
      lastPassMs = performance.now() - t;
    };
    // Another pass when the reading is not clean, or when there is time for one (it cross-checks the values).
    const another = () => !clean(extraction) || performance.now() - jobStart + lastPassMs <= budget;
    await pass(PASSES.english[0]);
    // Text much larger or smaller than tesseract likes (~32 px) costs time or accuracy in the next passes: prepare the image again.
    const h = medianWordHeight(rows);
    if (h !== null && (h > 38 || h < 20)) {
      const factor = TARGET_TEXT_PX / h;
      const again = await prepareImage(image, { scale: prepared.scale * factor });
      const f = again.width / prepared.width;
      rows = rows.map((r) => ({ ...r, bbox: scaleBox(r.bbox, f), words: r.words.map((w) => ({ ...w, bbox: scaleBox(w.bbox, f) })) }));
      prepared = again;
    }
    let passes = 1;
    if (distinct(extraction) >= 3 && another()) {
      await pass(PASSES.english[1]);
      passes++;
    }
    if (distinct(extraction) < 8) {
      // No English table (or a poor one): a Hindi or Marathi card, or no card at all. Hindi first unless the sender reads Marathi.
      const first: Devanagari = opts.language === 'marathi' ? 'mar' : 'hin';
      await pass(PASSES.devanagari[first][0]);
      passes++;
      // English then Hindi reads Hindi cards well on its own (a second such pass added nothing on 16 synthetic Hindi cards);
      // a card whose labels are the other language's (नत्र, स्फुरद, पालाश are Marathi) is read again in that language.
      if (passes < 3 && distinct(extraction) >= 3 && !clean(extraction)) {
        const { hindi, marathi } = extraction.devanagariLabels;
        const card: Devanagari = marathi > hindi ? 'mar' : hindi > marathi ? 'hin' : first;
        await pass(card === first ? PASSES.devanagari[first][1] : PASSES.devanagari[card][0]);
      }
    }
    if (opts.refine !== false) {
      const changed = await rereadCells(worker, prepared, rows, extraction);
      if (changed) extraction = extractShcParameters(rowsText(rows));
    }
    return { extraction, rows };
  });
  return result(extraction, rowsText(rows), started);
}

type Worker = Parameters<Parameters<typeof withOcrWorker>[0]>[0];

/**
 * Reads value cells again: the value column is where the values read so far are (their words'
 * extent, the unit of a glued "480.00kg/ha" left out); a cell is that column on a label's row. Cells
 * whose parameter is missing or whose number lacks its decimal point are read again; the words
 * inside the cell are replaced by the new reading when it is a better number. True when a row changed.
 */
async function rereadCells(worker: Worker, image: PreparedImage, rows: OcrRow[], extraction: ShcExtraction): Promise<boolean> {
  // The value column, from the values read.
  const spans: Array<{ x0: number; x1: number; h: number }> = [];
  for (const param of SHC_PARAMETERS) {
    const src = extraction.sources[param];
    if (!src) continue;
    const word = rows[src.line]?.words.find((w) => w.text.includes(src.raw));
    if (!word) continue;
    const at = word.text.indexOf(src.raw);
    const cw = (word.bbox.x1 - word.bbox.x0) / Math.max(1, word.text.length);
    spans.push({ x0: word.bbox.x0 + at * cw, x1: word.bbox.x0 + (at + src.raw.length) * cw, h: word.bbox.y1 - word.bbox.y0 });
  }
  if (spans.length < 3) return false;
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const h = median(spans.map((s) => s.h));
  // Values are right-aligned in their column: the column ends at the median right edge and is as wide as the widest value.
  const colX1 = median(spans.map((s) => s.x1)) + 0.25 * h;
  const colX0 = colX1 - Math.max(...spans.map((s) => s.x1 - s.x0)) - 0.9 * h;

  const reread = new Set<number>();
  for (const label of extraction.labels) {
    const src = extraction.sources[label.param];
    const bare = extraction.bareNumbers.some((b) => b.param === label.param && b.line === label.line);
    if (!src || (src.line === label.line && (src.pointRestored || bare))) reread.add(label.line);
  }
  let changed = false;
  for (const line of reread) {
    const row = rows[line];
    if (!row) continue;
    const labelWords = extraction.labels.filter((l) => l.line === line).flatMap((l) => row.words.slice(l.firstWord, l.lastWord + 1));
    if (labelWords.length === 0) continue;
    // The cell's height: the label's line (a merged row may be taller than one table row).
    const y0 = Math.min(...labelWords.map((w) => w.bbox.y0));
    const y1 = Math.max(...labelWords.map((w) => w.bbox.y1));
    const labelX1 = Math.max(...labelWords.map((w) => w.bbox.x1));
    if (labelX1 > colX1) continue; // the label reaches into the column: not this table's layout
    const cell = { x0: Math.max(colX0, labelX1 + 2), y0, x1: colX1, y1 };
    const text = await recogniseNumberCell(worker, image, cell);
    if (!/^\d{1,5}(\.\d{1,3})?$/.test(text)) continue;
    const inside = (w: OcrWord) => (w.bbox.x0 + w.bbox.x1) / 2 > cell.x0 && (w.bbox.x0 + w.bbox.x1) / 2 < cell.x1;
    const old = row.words.filter(inside);
    const oldNumber = old
      .map((w) => stripPunctuation(w.text))
      .join('')
      .replace(/[^\d.]/g, '');
    if (old.length > 0 && !betterNumber(text, oldNumber)) continue;
    const word: OcrWord = { text, confidence: 0, bbox: { x0: cell.x0, y0, x1: cell.x1, y1 } };
    const kept = row.words.filter((w) => !inside(w));
    const at = kept.findIndex((w) => w.bbox.x0 > cell.x0);
    kept.splice(at < 0 ? kept.length : at, 0, word);
    row.words = kept;
    changed = true;
  }
  return changed;
}

function rowsText(rows: OcrRow[]): string {
  return rows.map((r) => r.words.map((w) => w.text).join(' ')).join('\n');
}

function stripPunctuation(s: string): string {
  return s.replace(/^[(|[~]+|[)|\]:;,~]+$/g, '');
}

/** The cell read again is better when it has the decimal point the page read lacked, or more digits. */
function betterNumber(again: string, raw: string): boolean {
  if (/^\d+\.\d{1,3}$/.test(again)) return !/^\d+\.\d{2}$/.test(raw);
  return /^\d+$/.test(again) && again.length > raw.replace(/\./g, '').length;
}

function result(extraction: ShcExtraction, text: string, started: number): SoilHealthCardReading {
  return {
    readable: extraction.readable,
    parameters: extraction.parameters,
    missing: extraction.missing,
    text,
    ms: Math.round(performance.now() - started),
    notes: extraction.notes,
  };
}
