/**
 * Offline OCR of card images: one long-lived tesseract.js worker (WebAssembly, one thread) per
 * process, created on first use, fed one job at a time through a queue; sharp prepares the image.
 *
 * Nothing is fetched from the network: the language data is read from the installed
 * `@tesseract.js-data/eng`, `@tesseract.js-data/hin` and `@tesseract.js-data/mar` packages (gzipped
 * `.traineddata.gz`: tesseract's own tessdata_best models, Apache License 2.0, repackaged for npm
 * under MIT by the tesseract.js project; no other copy is needed at run time); the
 * WebAssembly core is `tesseract.js-core` from node_modules (tesseract.js loads it with `require`
 * in Node; `corePath` is not used there); the worker script is a file (`workerBlobURL: false`).
 * tesseract.js takes a single `langPath` for all languages while the packages are separate
 * folders, so a folder of symbolic links (copies where links fail) to the files is made once
 * under the cache folder. Decompressed data is not cached (`cacheMethod: 'none'`): decompressing
 * the 6 MB takes ~50 ms per process start and no file is ever written next to the working folder.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import Tesseract from 'tesseract.js';

const require = createRequire(import.meta.url);

/** Thrown for input that is not a decodable image (the server answers 400). */
export class UnreadableImageError extends Error {
  override readonly name = 'UnreadableImageError';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** Thrown when too many cards are already waiting for the one OCR worker (the server answers 503). */
export class OcrBusyError extends Error {
  override readonly name = 'OcrBusyError';
}

/** The language data variant: `4.0.0_best_int` (LSTM, integer "best" model) or `4.0.0` (standard, also carries the legacy engine). */
export type TessdataVariant = '4.0.0_best_int' | '4.0.0';

export interface OcrConfig {
  /** Languages loaded in the worker, '+'-separated; the first is the main one. Default 'eng+hin+mar'. */
  languages: string;
  variant: TessdataVariant;
  /** Where the folder of links to the language data is made. Default `<os tmpdir>/agrim-tesseract`. */
  cacheDir: string;
  /** Cards that may wait for the worker before OcrBusyError. */
  maxQueue: number;
  /** A job running longer than this kills the worker (a new one is made for the next job). */
  jobTimeoutMs: number;
}

const DEFAULT_CONFIG: OcrConfig = {
  languages: 'eng+hin+mar',
  variant: '4.0.0_best_int',
  cacheDir: path.join(os.tmpdir(), 'agrim-tesseract'),
  maxQueue: 16,
  jobTimeoutMs: 60_000,
};

let config: OcrConfig = { ...DEFAULT_CONFIG };

/** Changes the worker configuration; a running worker with another configuration is closed first. */
export async function configureOcr(patch: Partial<OcrConfig>): Promise<void> {
  const next = { ...config, ...patch };
  const restart = next.languages !== config.languages || next.variant !== config.variant || next.cacheDir !== config.cacheDir;
  config = next;
  if (restart) await closeOcr();
}

export function ocrConfig(): Readonly<OcrConfig> {
  return config;
}

// ---------------------------------------------------------------- language data

/** The folder of `<lang>.traineddata.gz` for tesseract.js's `langPath`, made (once) from the installed packages. */
export function languageDataDir(languages: string, variant: TessdataVariant, cacheDir: string): string {
  const dir = path.join(cacheDir, `tessdata-${variant}`);
  fs.mkdirSync(dir, { recursive: true });
  for (const lang of languages.split('+')) {
    const pkg = path.dirname(require.resolve(`@tesseract.js-data/${lang}/package.json`));
    const source = path.join(pkg, variant, `${lang}.traineddata.gz`);
    if (!fs.existsSync(source)) throw new Error(`Tesseract language data missing: ${source}`);
    const target = path.join(dir, `${lang}.traineddata.gz`);
    let ok = false;
    try {
      ok = fs.realpathSync(target) === fs.realpathSync(source) || fs.statSync(target).size === fs.statSync(source).size;
    } catch {
      ok = false;
    }
    if (ok) continue;
    const tmp = `${target}.${process.pid}.${randomUUID()}`;
    try {
      fs.symlinkSync(source, tmp);
    } catch {
      fs.copyFileSync(source, tmp);
    }
    fs.renameSync(tmp, target); // atomic: a concurrent process sees the old or the new link, never half a file
  }
  return dir;
}

// ---------------------------------------------------------------- the worker and its queue

type TWorker = Tesseract.Worker;
interface Live {
  worker: TWorker;
  /** Rejects the job in progress when the worker thread dies. */
  onDeath: Set<(err: Error) => void>;
}

let live: Promise<Live> | null = null;
/** The started worker `live` resolved to (to tell whether a dying thread is the current one). */
let liveWorker: Live | null = null;
let tail: Promise<unknown> = Promise.resolve();
let waiting = 0;

async function startWorker(c: OcrConfig): Promise<Live> {
  const langPath = languageDataDir(c.languages, c.variant, c.cacheDir);
  const onDeath = new Set<(err: Error) => void>();
  const worker = await Tesseract.createWorker(c.languages, Tesseract.OEM.LSTM_ONLY, {
    langPath,
    gzip: true,
    cachePath: langPath,
    cacheMethod: 'none',
    workerBlobURL: false,
    // Without an errorHandler tesseract.js rethrows a failed job inside its message listener: an uncaught exception.
    errorHandler: () => {},
    logger: () => {},
  });
  // Tesseract's own diagnostics ("Detected 16 diacritics") would go to stderr.
  await worker.setParameters({ debug_file: '/dev/null' });
  const self: Live = { worker, onDeath };
  const died = (why: string) => {
    if (liveWorker === self) {
      live = null;
      liveWorker = null;
    }
    for (const fn of onDeath) fn(new Error(`OCR worker ${why}`));
  };
  // tesseract.js keeps the Node worker thread as `worker.worker`; a dead thread would leave the job pending forever.
  const thread = (worker as unknown as { worker?: { on(ev: string, fn: (x: unknown) => void): void } }).worker;
  thread?.on('exit', (code) => died(`exited (${String(code)})`));
  thread?.on('error', (err) => died(`failed: ${err instanceof Error ? err.message : String(err)}`));
  return self;
}

function getWorker(): Promise<Live> {
  if (!live) {
    const p = startWorker(config);
    live = p;
    p.then(
      (l) => {
        if (live === p) liveWorker = l;
      },
      () => {
        if (live === p) live = null;
      },
    );
  }
  return live;
}

/** Runs `job` with the worker, one job at a time, in arrival order. */
export function withOcrWorker<T>(job: (worker: TWorker) => Promise<T>): Promise<T> {
  if (waiting >= config.maxQueue) return Promise.reject(new OcrBusyError(`OCR queue full (${config.maxQueue} waiting)`));
  waiting++;
  const run = tail.then(async () => {
    waiting--;
    const l = await getWorker();
    let timer: NodeJS.Timeout | undefined;
    let onDeath: ((err: Error) => void) | undefined;
    try {
      return await Promise.race([
        job(l.worker),
        new Promise<never>((_, reject) => {
          onDeath = reject;
          l.onDeath.add(reject);
          timer = setTimeout(() => {
            reject(new Error(`OCR job took longer than ${config.jobTimeoutMs} ms`));
            // A stuck wasm call cannot be interrupted: drop the worker, the next job makes a new one.
            if (liveWorker === l) {
              live = null;
              liveWorker = null;
            }
            void l.worker.terminate();
          }, config.jobTimeoutMs);
          timer.unref();
        }),
      ]);
    } finally {
      if (timer) clearTimeout(timer);
      if (onDeath) l.onDeath.delete(onDeath);
    }
  });
  tail = run.catch(() => {});
  return run;
}

const loadedLanguages = new WeakMap<TWorker, string>();

/**
 * Switches the worker to `languages` (all of them loaded at start, see OcrConfig.languages):
 * re-initialising tesseract takes ~0.1 s, much less than reading a page with a language it does not need.
 */
export async function useLanguages(worker: TWorker, languages: string): Promise<void> {
  const current = loadedLanguages.get(worker) ?? config.languages;
  if (current === languages) return;
  const available = config.languages.split('+');
  const wanted = languages.split('+').filter((l) => available.includes(l));
  if (wanted.length === 0) return;
  await worker.reinitialize(wanted.join('+'), Tesseract.OEM.LSTM_ONLY);
  await worker.setParameters({ debug_file: '/dev/null' });
  loadedLanguages.set(worker, languages);
}

/** Terminates the worker (after the jobs already queued). Safe to call more than once; the next job starts a new worker. */
export async function closeOcr(): Promise<void> {
  const closing = tail.then(async () => {
    const l = live;
    live = null;
    liveWorker = null;
    if (!l) return;
    try {
      const { worker } = await l;
      await worker.terminate();
    } catch {
      // The worker never started or already died: nothing to close.
    }
  });
  tail = closing.catch(() => {});
  await closing;
}

/** True while a worker exists (started or starting). */
export function ocrStarted(): boolean {
  return live !== null;
}

// ---------------------------------------------------------------- images

/** Largest input accepted (pixels): a 48-megapixel photo; more is refused before decoding. */
export const MAX_INPUT_PIXELS = 48_000_000;
/** The prepared image's longest side is at most this on the first reading (time grows with the area)… */
const FIRST_PREPARED_SIDE = 2800;
/** …and at most this when the text measured on the first reading asks for more. */
const MAX_PREPARED_SIDE = 4000;

export interface PreparedImage {
  /** Greyscale, 8-bit, one channel, `width` × `height`. */
  grey: Buffer;
  width: number;
  height: number;
  /** Prepared pixels per input pixel. */
  scale: number;
  /** PNG of `grey`, as handed to tesseract. */
  png: Buffer;
}

/** How much to enlarge an image of this width so that table text is ~30 px high. */
export function upscaleFactor(width: number): number {
  if (width < 700) return 4;
  if (width < 1100) return 3;
  if (width < 1600) return 2;
  return 1;
}

/**
 * Decodes and prepares an image for OCR (`scale`: enlargement, default by `upscaleFactor` and at
 * most 2,800 px on the longest side): EXIF rotation, alpha flattened on white, any colour space
 * (CMYK included) to sRGB, enlarged when small (`upscaleFactor`), then to grey by the lightest
 * channel (black text stays black while coloured table cells — green, orange, red, blue — turn
 * light) and contrast-stretched.
 */
export async function prepareImage(input: Buffer, opts: { scale?: number } = {}): Promise<PreparedImage> {
  if (!Buffer.isBuffer(input) || input.length === 0) throw new UnreadableImageError('Empty upload: no image.');
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch (err) {
    throw new UnreadableImageError('Not an image this server can read (JPEG, PNG, WebP, TIFF, GIF, HEIF/AVIF).', { cause: err });
  }
  if (!meta.width || !meta.height) throw new UnreadableImageError('The image has no size.');
  if (meta.width * meta.height > MAX_INPUT_PIXELS)
    throw new UnreadableImageError(`The image is too large (over ${MAX_INPUT_PIXELS / 1e6} megapixels).`);
  // EXIF orientations 5–8 swap width and height.
  const rotated = (meta.orientation ?? 1) >= 5;
  const w = rotated ? meta.height : meta.width;
  const h = rotated ? meta.width : meta.height;
  const scale = opts.scale
    ? Math.min(opts.scale, MAX_PREPARED_SIDE / Math.max(w, h))
    : Math.min(upscaleFactor(w), Math.max(1, FIRST_PREPARED_SIDE / Math.max(w, h)), MAX_PREPARED_SIDE / Math.max(w, h));
  const width = Math.max(1, Math.round(w * scale));
  let rgb: { data: Buffer; info: OutputInfo };
  try {
    rgb = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated' })
      .rotate()
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .resize({ width, kernel: 'lanczos3' })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (err) {
    throw new UnreadableImageError('The image could not be decoded (truncated or corrupt).', { cause: err });
  }
  const { data, info } = rgb;
  const n = info.width * info.height;
  const channels = info.channels;
  const grey = Buffer.allocUnsafe(n);
  for (let i = 0, j = 0; i < n; i++, j += channels) {
    const r = data[j]!;
    const g = channels > 1 ? data[j + 1]! : r;
    const b = channels > 2 ? data[j + 2]! : r;
    grey[i] = r > g ? (r > b ? r : b) : g > b ? g : b;
  }
  const stretched = await sharp(grey, { raw: { width: info.width, height: info.height, channels: 1 } })
    .normalise()
    .toColourspace('b-w')
    .raw()
    .toBuffer();
  const png = await sharp(stretched, { raw: { width: info.width, height: info.height, channels: 1 } })
    .toColourspace('b-w')
    .png({ compressionLevel: 1 })
    .toBuffer();
  return { grey: stretched, width: info.width, height: info.height, scale: info.width / w, png };
}

// ---------------------------------------------------------------- recognition → rows

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}
export interface OcrWord {
  text: string;
  confidence: number;
  bbox: Box;
}
export interface OcrRow {
  text: string;
  words: OcrWord[];
  bbox: Box;
}

interface TLine {
  words: OcrWord[];
  bbox: Box;
}

/**
 * Rebuilds table rows from tesseract's lines: the layout analysis often cuts a table into column
 * blocks (labels in one, values in another), so lines whose vertical extents mostly overlap and
 * that do not overlap horizontally are joined left to right into one row.
 */
export function linesToRows(lines: TLine[]): OcrRow[] {
  const sorted = lines.filter((l) => l.words.length > 0).sort((a, b) => a.bbox.y0 + a.bbox.y1 - (b.bbox.y0 + b.bbox.y1));
  const rows: TLine[][] = [];
  const clash = (a: Box, b: Box) => a.x0 < b.x1 - 2 && b.x0 < a.x1 - 2;
  for (const line of sorted) {
    const h = line.bbox.y1 - line.bbox.y0;
    let best: TLine[] | null = null;
    let bestOverlap = 0;
    for (const row of rows.slice(-12)) {
      // The words must not collide (a line may span the row's other words when tesseract skipped a cell).
      if (row.some((o) => o.words.some((ow) => line.words.some((w) => clash(ow.bbox, w.bbox))))) continue;
      for (const o of row) {
        const oh = o.bbox.y1 - o.bbox.y0;
        const overlap = Math.min(o.bbox.y1, line.bbox.y1) - Math.max(o.bbox.y0, line.bbox.y0);
        const ratio = overlap / Math.max(1, Math.min(h, oh));
        // Heights must be alike too: a tall line (a wrapped cell) must not swallow two rows.
        if (ratio > 0.5 && ratio > bestOverlap && Math.max(h, oh) < 2.5 * Math.min(h, oh)) {
          best = row;
          bestOverlap = ratio;
        }
      }
    }
    if (best) best.push(line);
    else rows.push([line]);
  }
  return rows
    .map((row) => {
      const words = row.flatMap((l) => l.words).sort((a, b) => a.bbox.x0 - b.bbox.x0);
      const bbox = {
        x0: Math.min(...row.map((l) => l.bbox.x0)),
        y0: Math.min(...row.map((l) => l.bbox.y0)),
        x1: Math.max(...row.map((l) => l.bbox.x1)),
        y1: Math.max(...row.map((l) => l.bbox.y1)),
      };
      return { text: words.map((w) => w.text).join(' '), words, bbox };
    })
    .sort((a, b) => a.bbox.y0 + a.bbox.y1 - (b.bbox.y0 + b.bbox.y1));
}

export interface PageResult {
  rows: OcrRow[];
  /** tesseract's plain text of the page. */
  text: string;
  confidence: number;
}

export interface PageOptions {
  /** Page segmentation mode: '3' automatic layout (finds the panels of a full card), '6' one uniform block (keeps table rows whole). */
  psm: '3' | '4' | '6' | '11' | '12';
  /** tesseract's binarisation: '0' Otsu (global), '1' LeptonicaOtsu (tiled), '2' Sauvola (local). */
  threshold?: '0' | '1' | '2';
  /** Tell tesseract the resolution instead of letting it estimate one from the text size. */
  dpi?: number;
}

/** Reads the whole prepared page; the result's rows are rebuilt from the lines (see linesToRows). */
export async function recognisePage(worker: TWorker, image: PreparedImage, opts: PageOptions): Promise<PageResult> {
  await worker.setParameters({
    tessedit_pageseg_mode: opts.psm as Tesseract.PSM,
    tessedit_char_whitelist: '',
    preserve_interword_spaces: '0',
    user_defined_dpi: opts.dpi ? String(opts.dpi) : '0',
    thresholding_method: opts.threshold ?? '0',
  });
  const res = await worker.recognize(image.png, {}, { text: true, blocks: true });
  const lines: TLine[] = [];
  for (const block of res.data.blocks ?? []) {
    for (const para of block.paragraphs) {
      for (const line of para.lines) {
        const words = line.words
          .filter((w) => w.text.trim().length > 0)
          .map((w) => ({ text: w.text.trim(), confidence: w.confidence, bbox: { ...w.bbox } }));
        lines.push({ words, bbox: { ...line.bbox } });
      }
    }
  }
  return { rows: linesToRows(lines), text: res.data.text, confidence: res.data.confidence };
}

/**
 * Reads one number (a table cell) again on its own: the cell cut out with a margin, enlarged ×2,
 * one text line (psm 7), digits and the point only. Small blurred decimals are read more often here
 * than on the page.
 */
export async function recogniseNumberCell(worker: TWorker, image: PreparedImage, box: Box): Promise<string> {
  const h = box.y1 - box.y0;
  const left = Math.max(0, Math.floor(box.x0 - h * 0.4));
  const top = Math.max(0, Math.floor(box.y0 - h * 0.35));
  const right = Math.min(image.width, Math.ceil(box.x1 + h * 0.4));
  const bottom = Math.min(image.height, Math.ceil(box.y1 + h * 0.35));
  if (right - left < 4 || bottom - top < 4) return '';
  const png = await sharp(image.grey, { raw: { width: image.width, height: image.height, channels: 1 } })
    .extract({ left, top, width: right - left, height: bottom - top })
    .resize({ height: Math.min(200, (bottom - top) * 2), kernel: 'lanczos3' })
    .toColourspace('b-w')
    .extend({ top: 12, bottom: 12, left: 12, right: 12, background: '#ffffff' })
    .png({ compressionLevel: 1 })
    .toBuffer();
  await worker.setParameters({
    tessedit_pageseg_mode: '7' as Tesseract.PSM,
    tessedit_char_whitelist: '0123456789.',
  });
  try {
    const res = await worker.recognize(png);
    return res.data.text.trim();
  } finally {
    await worker.setParameters({ tessedit_char_whitelist: '' });
  }
}
