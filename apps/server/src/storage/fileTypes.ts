import { AppError } from '../http/errors.js';
import { checkImage } from './images.js';

/**
 * The document and data files Experts upload (feedback evidence, datasets, CVs). A file is
 * identified by its bytes; its name only chooses between text formats and must not contradict the
 * content. Nothing here ever decompresses or renders a file.
 */
export const FILE_KINDS = {
  jpeg: { ext: 'jpg', extensions: ['jpg', 'jpeg'], contentType: 'image/jpeg' },
  png: { ext: 'png', extensions: ['png'], contentType: 'image/png' },
  webp: { ext: 'webp', extensions: ['webp'], contentType: 'image/webp' },
  pdf: { ext: 'pdf', extensions: ['pdf'], contentType: 'application/pdf' },
  csv: { ext: 'csv', extensions: ['csv'], contentType: 'text/csv; charset=utf-8' },
  txt: { ext: 'txt', extensions: ['txt'], contentType: 'text/plain; charset=utf-8' },
  json: { ext: 'json', extensions: ['json'], contentType: 'application/json; charset=utf-8' },
  xlsx: { ext: 'xlsx', extensions: ['xlsx'], contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  docx: { ext: 'docx', extensions: ['docx'], contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
} as const;
export type FileKind = keyof typeof FILE_KINDS;

/** Reference files of a feedback, datasets of a profile, and a CV. */
export const FEEDBACK_FILE_KINDS: readonly FileKind[] = ['jpeg', 'png', 'webp', 'pdf', 'csv', 'txt', 'xlsx', 'docx'];
export const DATASET_FILE_KINDS: readonly FileKind[] = ['csv', 'xlsx', 'json', 'txt', 'pdf'];
export const CV_FILE_KINDS: readonly FileKind[] = ['pdf', 'docx'];

/** Office files: what their zip directory may declare once expanded (they are never expanded here). */
const MAX_ZIP_ENTRIES = 10_000;
const MAX_ZIP_EXPANDED_BYTES = 256 * 1024 * 1024;
const MAX_ZIP_RATIO = 200;
const TEXT_EXTENSIONS = new Set(['csv', 'txt', 'json']);
const KNOWN_EXTENSIONS = new Map<string, FileKind>(
  (Object.entries(FILE_KINDS) as Array<[FileKind, (typeof FILE_KINDS)[FileKind]]>).flatMap(([kind, k]) =>
    k.extensions.map((e) => [e, kind] as const),
  ),
);
const MAX_NAME_LENGTH = 120;

export interface CheckedFile {
  kind: FileKind;
  /** Extension of the storage key. */
  ext: string;
  contentType: string;
  /** The sanitised name to show and to offer the download under; its extension matches the content. */
  name: string;
  bytes: Buffer;
}

const describe = (kinds: readonly FileKind[]) => [...new Set(kinds.map((k) => FILE_KINDS[k].ext.toUpperCase()))].join(', ');

/** Identifies `bytes`, refuses (415) what is not one of `allowed`, and sanitises the name. */
export function checkFile(bytes: Buffer, filename: string, allowed: readonly FileKind[]): CheckedFile {
  const name = sanitiseFileName(filename);
  const claimed = KNOWN_EXTENSIONS.get(extensionOf(name));
  const refuse = (why: string) => new AppError('UNSUPPORTED_MEDIA_TYPE', `${name}: ${why} Accepted: ${describe(allowed)}.`);
  const kind = identify(bytes, name, refuse);
  if (!allowed.includes(kind)) throw refuse(`${FILE_KINDS[kind].ext.toUpperCase()} files are not accepted here.`);
  // A name that claims another type than the content is refused, so what the user sees is what they get.
  if (claimed && claimed !== kind) throw refuse(`the content is not ${claimed.toUpperCase()} as the name says.`);
  const ext = FILE_KINDS[kind].ext;
  return {
    kind,
    ext,
    contentType: FILE_KINDS[kind].contentType,
    name: claimed ? name : withExtension(name, ext),
    bytes,
  };
}

function identify(bytes: Buffer, name: string, refuse: (why: string) => AppError): FileKind {
  const image = sniffImage(bytes);
  if (image) return checkImage(bytes, name).kind;
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (bytes.length >= 4 && bytes.readUInt32LE(0) === 0x04034b50) return officeKind(bytes, name, refuse);
  const text = decodeText(bytes);
  if (text === null) throw refuse('not a file type we recognise.');
  const head = text.trimStart().slice(0, 512).toLowerCase();
  if (head.startsWith('<') || /<(script|html|svg|iframe|!doctype)/.test(head)) {
    throw refuse('markup (HTML, SVG or XML) is not accepted.');
  }
  const ext = extensionOf(name);
  if (ext !== '' && !TEXT_EXTENSIONS.has(ext)) {
    const claimed = KNOWN_EXTENSIONS.get(ext);
    throw refuse(claimed ? `the content is not ${claimed.toUpperCase()} as the name says.` : `.${ext} files are not accepted.`);
  }
  if (ext === 'json') {
    try {
      JSON.parse(text);
    } catch {
      throw new AppError('VALIDATION_FAILED', `${name}: the JSON cannot be read.`);
    }
    return 'json';
  }
  return ext === 'csv' ? 'csv' : 'txt';
}

function sniffImage(b: Buffer): boolean {
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return true;
  if (b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return true;
  return b.length >= 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP';
}

/** UTF-8 text (a BOM is allowed) without NUL or other binary control characters; null otherwise. */
function decodeText(bytes: Buffer): string | null {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return null;
  }
  // Tab, line feed, carriage return and form feed are text; other C0 controls (NUL first) are not.
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  return /[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text) ? null : text;
}

/**
 * DOCX or XLSX, told apart by the names in the zip's central directory, which is read but never
 * expanded: the declared sizes must stay modest (a zip bomb is refused before anyone opens it),
 * macros (vbaProject.bin) and entries with unsafe paths are refused.
 */
function officeKind(b: Buffer, name: string, refuse: (why: string) => AppError): FileKind {
  const entries = zipDirectory(b);
  if (!entries) throw refuse('a damaged or unsupported zip archive.');
  const names = new Set(entries.names);
  if (entries.names.some((n) => n.startsWith('/') || n.includes('\\') || n.split('/').includes('..'))) {
    throw refuse('the archive holds unsafe paths.');
  }
  if (entries.names.some((n) => n.toLowerCase().endsWith('vbaproject.bin'))) throw refuse('documents with macros are not accepted.');
  if (entries.expanded > MAX_ZIP_EXPANDED_BYTES || entries.expanded > MAX_ZIP_RATIO * Math.max(b.length, 1024)) {
    throw new AppError('VALIDATION_FAILED', `${name}: the document declares ${entries.expanded} bytes once expanded; that is too much.`);
  }
  if (!names.has('[Content_Types].xml')) throw refuse('a zip archive, not a Word or Excel document.');
  if (names.has('word/document.xml')) return 'docx';
  if (names.has('xl/workbook.xml')) return 'xlsx';
  throw refuse('a zip archive, not a Word (.docx) or Excel (.xlsx) document.');
}

function zipDirectory(b: Buffer): { names: string[]; expanded: number } | null {
  const EOCD = 0x06054b50;
  const CDH = 0x02014b50;
  let end = -1;
  for (let i = b.length - 22; i >= Math.max(0, b.length - 22 - 0xffff); i--) {
    if (b.readUInt32LE(i) === EOCD) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const count = b.readUInt16LE(end + 10);
  const size = b.readUInt32LE(end + 12);
  const offset = b.readUInt32LE(end + 16);
  // ZIP64 (markers 0xffff / 0xffffffff) is not needed for files of a few megabytes.
  if (count === 0xffff || offset === 0xffffffff || count > MAX_ZIP_ENTRIES || offset + size > end) return null;
  const names: string[] = [];
  let expanded = 0;
  let p = offset;
  for (let n = 0; n < count; n++) {
    if (p + 46 > end || b.readUInt32LE(p) !== CDH) return null;
    const uncompressed = b.readUInt32LE(p + 24);
    const nameLength = b.readUInt16LE(p + 28);
    const extraLength = b.readUInt16LE(p + 30);
    const commentLength = b.readUInt16LE(p + 32);
    if (uncompressed === 0xffffffff || p + 46 + nameLength > end) return null;
    names.push(b.toString('utf8', p + 46, p + 46 + nameLength));
    expanded += uncompressed;
    p += 46 + nameLength + extraLength + commentLength;
  }
  return { names, expanded };
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

function withExtension(name: string, ext: string): string {
  return `${name.slice(0, MAX_NAME_LENGTH - ext.length - 1)}.${ext}`;
}

/**
 * A name safe to show and to offer as a download: the last path segment, NFC, without control,
 * bidirectional-override or reserved characters, at most 120 characters (the extension kept).
 */
export function sanitiseFileName(filename: string): string {
  let name = (filename.split(/[\\/]/).pop() ?? '')
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069"*:<>?|]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+/, '')
    .replace(/[.\s]+$/, '');
  if (name === '') name = 'file';
  if (name.length > MAX_NAME_LENGTH) {
    const ext = extensionOf(name);
    name = ext && ext.length <= 8 ? withExtension(name.slice(0, -ext.length - 1), ext) : name.slice(0, MAX_NAME_LENGTH);
  }
  return name;
}

/** `Content-Disposition` with an ASCII fallback and the UTF-8 name (RFC 6266 / 5987). */
export function contentDisposition(type: 'attachment' | 'inline', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Is `bytes` really the image `contentType` says (so it may be shown inline)? */
export function isRealImage(bytes: Buffer, contentType: string): boolean {
  if (!sniffImage(bytes)) return false;
  const kind = bytes[0] === 0xff ? 'image/jpeg' : bytes[0] === 0x89 ? 'image/png' : 'image/webp';
  return kind === contentType;
}
