import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  IMAGE_UPLOAD_MAX_BYTES,
  TRAINING_MIN_IMAGES_PER_CLASS,
  TRAINING_ZIP_MAX_ENTRIES,
  TRAINING_ZIP_MAX_UNCOMPRESSED,
} from '@agrim/contracts';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { AppError } from '../http/errors.js';
import { checkImage } from '../storage/images.js';

/**
 * Unpacks an Admin's zip of class-named folders of photos for training, defensively:
 *
 * - the central directory is the truth (yauzl); at most `maxEntries` entries;
 * - the uncompressed total is capped twice: by the sizes the headers declare (an honest zip bomb
 *   is refused before anything is inflated) and by the bytes actually inflated, counted while
 *   inflating (yauzl also fails an entry whose data is longer than its header says);
 * - names that are absolute, contain `..`, belong to `__MACOSX` or are dotfiles, symbolic links,
 *   encrypted entries and files at the top level are ignored; nothing is written outside `outDir`
 *   (every file is written as `<outDir>/<class>/<n>.<ext>` under a name of our own);
 * - one top-level folder holding all class folders (`photos/Good/1.jpg`) is unwrapped;
 * - every file is checked by its bytes (JPEG, PNG or WebP); other files are skipped and counted;
 * - at least two classes with TRAINING_MIN_IMAGES_PER_CLASS images each, else 422.
 */

export interface ZipLimits {
  maxEntries: number;
  maxUncompressed: number;
  /** A file larger than this is skipped (counted as skipped). */
  maxFileBytes: number;
  minImagesPerClass: number;
}

export const ZIP_LIMITS: ZipLimits = {
  maxEntries: TRAINING_ZIP_MAX_ENTRIES,
  maxUncompressed: TRAINING_ZIP_MAX_UNCOMPRESSED,
  maxFileBytes: IMAGE_UPLOAD_MAX_BYTES,
  minImagesPerClass: TRAINING_MIN_IMAGES_PER_CLASS,
};

export interface TrainingImages {
  /** The folder with one subfolder per class. */
  dir: string;
  classes: Array<{ name: string; images: number }>;
  /** Files that were not JPEG, PNG or WebP images (or were too large). */
  skipped: number;
  /** Entries ignored for their name or kind (paths outside the folder, links, dotfiles, __MACOSX, top-level files). */
  ignored: number;
}

const MB = 1024 * 1024;
const EXT = { jpeg: 'jpg', png: 'png', webp: 'webp' } as const;
/**
 * A class folder name becomes a label and a folder: printable, not too long, and (checked once trimmed,
 * as it is used) not `.`, `..` or any other name starting with a dot (issue 38: " .." was written above the folder).
 */
const CLASS_NAME = /^(?!\.)[^\p{Cc}\p{Cf}/\\]{1,80}$/u;

const tooBig = (limits: ZipLimits) =>
  new AppError(
    'PAYLOAD_TOO_LARGE',
    `The zip unpacks to more than ${Math.round(limits.maxUncompressed / MB)} MB; send fewer or smaller photos.`,
  );

/** Extracts `zipPath` into `outDir` (which must not exist yet or be empty). Throws AppError (413/422) for a zip it refuses. */
export async function extractTrainingZip(zipPath: string, outDir: string, limits: ZipLimits = ZIP_LIMITS): Promise<TrainingImages> {
  let zip: ZipFile;
  try {
    zip = await yauzl.openPromise(zipPath, { lazyEntries: true, autoClose: false, decodeStrings: false, validateEntrySizes: true });
  } catch {
    throw new AppError('UNPROCESSABLE', 'file: not a zip archive (or a damaged one).');
  }
  try {
    if (zip.entryCount > limits.maxEntries) {
      throw new AppError('PAYLOAD_TOO_LARGE', `The zip has ${zip.entryCount} entries; at most ${limits.maxEntries}.`);
    }
    const entries = await readEntries(zip);
    let ignored = 0;
    const files: Array<{ entry: Entry; parts: string[] }> = [];
    let declared = 0;
    for (const entry of entries) {
      const parts = safeParts(entry);
      if (!parts) {
        ignored++;
        continue;
      }
      declared += entry.uncompressedSize;
      files.push({ entry, parts });
    }
    if (declared > limits.maxUncompressed) throw tooBig(limits);

    // One folder around all the class folders is unwrapped (files directly inside it are then top-level files, ignored).
    const tops = new Set(files.map((f) => f.parts[0]));
    const unwrap = tops.size === 1 && files.some((f) => f.parts.length >= 3);
    const counts = new Map<string, number>();
    let skipped = 0;
    let inflated = 0;
    for (const { entry, parts } of files) {
      const rel = unwrap ? parts.slice(1) : parts;
      const className = rel[0]!.trim();
      if (rel.length < 2 || !CLASS_NAME.test(className)) {
        ignored++;
        continue;
      }
      if (entry.uncompressedSize > limits.maxFileBytes) {
        skipped++;
        continue;
      }
      const bytes = await inflate(zip, entry, limits.maxUncompressed - inflated, limits);
      inflated += bytes.length;
      let kind: keyof typeof EXT;
      try {
        kind = checkImage(bytes, rel.join('/')).kind;
      } catch {
        skipped++;
        continue;
      }
      const n = (counts.get(className) ?? 0) + 1;
      counts.set(className, n);
      const dir = path.join(outDir, className);
      if (n === 1) await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, `${n}.${EXT[kind]}`), bytes, { flag: 'wx' });
    }
    const classes = [...counts.entries()].map(([name, images]) => ({ name, images })).sort((a, b) => a.name.localeCompare(b.name));
    checkClasses(classes, skipped, limits);
    return { dir: outDir, classes, skipped, ignored };
  } finally {
    zip.close();
  }
}

function checkClasses(classes: TrainingImages['classes'], skipped: number, limits: ZipLimits): void {
  const min = limits.minImagesPerClass;
  const layout = `Put the photos of each class in a folder named after the class (e.g. Good/1.jpg, Broken/1.jpg) and zip the folders.`;
  const skippedNote = skipped ? ` ${skipped} file(s) were not JPEG, PNG or WebP images and were skipped.` : '';
  if (classes.length < 2) {
    throw new AppError(
      'UNPROCESSABLE',
      `The zip has ${classes.length === 0 ? 'no class folders with images' : `only one class (${classes[0]!.name})`}; at least 2 classes of at least ${min} images each are needed. ${layout}${skippedNote}`,
    );
  }
  const short = classes.filter((c) => c.images < min);
  if (short.length) {
    throw new AppError(
      'UNPROCESSABLE',
      `Each class needs at least ${min} images: ${short.map((c) => `${c.name} has ${c.images}`).join(', ')}.${skippedNote}`,
    );
  }
}

function readEntries(zip: ZipFile): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    zip.on('entry', (entry: Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.once('end', () => resolve(entries));
    zip.once('error', () => reject(new AppError('UNPROCESSABLE', 'file: the zip archive is damaged.')));
    zip.readEntry();
  });
}

/** The entry's path segments when it is a regular file at a safe relative path; null to ignore it. */
function safeParts(entry: Entry): string[] | null {
  if (entry.isEncrypted()) return null;
  // Unix file type in the high 16 bits of the external attributes: 0o120000 is a symbolic link.
  const made = entry.versionMadeBy >> 8;
  const mode = entry.externalFileAttributes >>> 16;
  if (made === 3 && (mode & 0o170000) !== 0 && (mode & 0o170000) !== 0o100000) return null;
  const name = yauzl.getFileNameLowLevel(entry.generalPurposeBitFlag, entry.fileNameRaw, entry.extraFields, false);
  if (name.endsWith('/')) return null; // a folder
  if (yauzl.validateFileName(name) !== null) return null; // absolute, `..` or backslashes
  const parts = name.split('/');
  if (parts.some((p) => p === '' || p === '.' || p.startsWith('.'))) return null;
  if (parts[0] === '__MACOSX') return null;
  return parts;
}

/** Inflates one entry into memory, failing as soon as more than `budget` bytes come out. */
async function inflate(zip: ZipFile, entry: Entry, budget: number, limits: ZipLimits): Promise<Buffer> {
  let stream: Readable;
  try {
    stream = await new Promise<Readable>((resolve, reject) => zip.openReadStream(entry, (err, s) => (err ? reject(err) : resolve(s))));
  } catch {
    throw new AppError('UNPROCESSABLE', 'file: the zip archive is damaged.');
  }
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of stream) {
      total += (chunk as Buffer).length;
      if (total > budget) {
        stream.destroy();
        throw tooBig(limits);
      }
      chunks.push(chunk as Buffer);
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    // yauzl: data longer or shorter than the header says, a bad deflate stream.
    throw new AppError('UNPROCESSABLE', 'file: the zip archive is damaged (an entry does not match its header).');
  }
  return Buffer.concat(chunks);
}
