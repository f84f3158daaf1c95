/**
 * The 'Soil Testing Report' PDF (spec 2.7 detail dialog, spec 9): A4 portrait, two vector logos, every field of the
 * test as label/value rows, the soil image(s), a blank 'Lab Test Fields' block and 'Page x of y' on every page.
 * English or Hindi; Hindi text is set in Noto Sans Devanagari (a TTF: pdfkit shapes it with fontkit's Indic shaper).
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { crc32, inflateSync } from 'node:zlib';
import {
  DEVICE_ERROR_MESSAGE,
  DEVICE_OFFLINE_MESSAGE,
  type SoilTest,
  type SoilTestStatus,
  TEST_COMPLETED_REMARK,
  TIMEZONE,
} from '@agrim/contracts';
import PDFDocument from 'pdfkit';

/** An uploaded soil image: JPEG or PNG only. */
export interface ReportImage {
  bytes: Buffer;
  contentType: string;
}

export interface ReportOptions {
  language: 'en' | 'hi';
  images: ReportImage[];
  generatedAt: Date;
  ownerName: string;
  deviceName: string;
}

type Lang = ReportOptions['language'];

// ---------------------------------------------------------------------------------------------------------------
// Texts

const TEXT = {
  en: {
    title: 'Soil Testing Report',
    subtitle: 'Agrim · Soil monitoring and agronomy advice',
    details: 'Test Details',
    testId: 'Test ID',
    startTime: 'Test Start Time',
    soilType: 'Soil Type',
    depth: 'Depth (inch)',
    latitude: 'Latitude',
    longitude: 'Longitude',
    status: 'Status',
    probePlaced: 'Probe placed',
    placementValidated: 'Placement validated',
    testConfirmed: 'Test confirmed',
    timerStarted: 'Timer started',
    timerCompleted: 'Timer completed',
    farmer: 'Farmer',
    device: 'Device',
    nitrogen: 'Nitrogen (mg/kg)',
    phosphorus: 'Phosphorus (mg/kg)',
    potassium: 'Potassium (mg/kg)',
    moisture: 'Moisture (%RH)',
    temperature: 'Temperature (°C)',
    conductivity: 'Conductivity (µS/cm)',
    ph: 'pH',
    remarks: 'Remarks',
    abortReason: 'Abort reason',
    deviceError: 'Device error',
    yes: 'Yes',
    no: 'No',
    image: 'Soil Image',
    images: 'Soil Images',
    noImage: 'No image was uploaded for this test.',
    imageFailed: 'Image could not be included',
    lab: 'Lab Test Fields',
    labHint: 'To be filled in by the laboratory.',
    labValue: 'Lab Value',
    labNames: ['Nitrogen', 'Phosphorus', 'Potassium', 'Moisture', 'Temperature', 'Conductivity', 'pH'],
    analyst: 'Lab Analyst Name',
    signature: 'Signature',
    labRemarks: 'Remarks (Lab)',
    otherNutrients: 'Other Soil Nutrients',
    generated: 'Generated',
    test: 'Test',
    page: (x: number, y: number) => `Page ${x} of ${y}`,
    statuses: { started: 'Started', running: 'Running', complete: 'Complete', aborted: 'Aborted' },
  },
  hi: {
    title: 'मृदा परीक्षण रिपोर्ट',
    subtitle: 'Agrim · मृदा निगरानी और कृषि सलाह',
    details: 'परीक्षण विवरण',
    testId: 'परीक्षण आईडी',
    startTime: 'परीक्षण आरंभ समय',
    soilType: 'मिट्टी का प्रकार',
    depth: 'गहराई (इंच)',
    latitude: 'अक्षांश',
    longitude: 'देशांतर',
    status: 'स्थिति',
    probePlaced: 'प्रोब लगाया गया',
    placementValidated: 'स्थापना सत्यापित',
    testConfirmed: 'परीक्षण की पुष्टि',
    timerStarted: 'टाइमर आरंभ',
    timerCompleted: 'टाइमर पूर्ण',
    farmer: 'किसान',
    device: 'उपकरण',
    nitrogen: 'नाइट्रोजन (mg/kg)',
    phosphorus: 'फॉस्फोरस (mg/kg)',
    potassium: 'पोटैशियम (mg/kg)',
    moisture: 'नमी (%RH)',
    temperature: 'तापमान (°C)',
    conductivity: 'विद्युत चालकता (µS/cm)',
    ph: 'pH',
    remarks: 'टिप्पणियाँ',
    abortReason: 'रद्द करने का कारण',
    deviceError: 'उपकरण त्रुटि',
    yes: 'हाँ',
    no: 'नहीं',
    image: 'मिट्टी की छवि',
    images: 'मिट्टी की छवियाँ',
    noImage: 'इस परीक्षण के लिए कोई छवि अपलोड नहीं की गई।',
    imageFailed: 'छवि शामिल नहीं की जा सकी',
    lab: 'प्रयोगशाला परीक्षण विवरण',
    labHint: 'प्रयोगशाला द्वारा भरा जाए।',
    labValue: 'प्रयोगशाला मान',
    labNames: ['नाइट्रोजन', 'फॉस्फोरस', 'पोटैशियम', 'नमी', 'तापमान', 'विद्युत चालकता', 'pH'],
    analyst: 'प्रयोगशाला विश्लेषक का नाम',
    signature: 'हस्ताक्षर',
    labRemarks: 'टिप्पणियाँ (प्रयोगशाला)',
    otherNutrients: 'अन्य मृदा पोषक तत्व',
    generated: 'तैयार किया गया',
    test: 'परीक्षण',
    page: (x: number, y: number) => `पृष्ठ ${x} / ${y}`,
    statuses: { started: 'आरंभ हुआ', running: 'चल रहा है', complete: 'पूर्ण', aborted: 'रद्द' },
  },
} satisfies Record<Lang, unknown>;

/** System messages stored in English, shown translated in the Hindi report. */
const HINDI_MESSAGES: Record<string, string> = {
  [TEST_COMPLETED_REMARK]: 'परीक्षण सफलतापूर्वक पूरा हुआ',
  [DEVICE_OFFLINE_MESSAGE]: 'उपकरण ऑफ़लाइन है',
  [DEVICE_ERROR_MESSAGE]: 'एक अप्रत्याशित त्रुटि हुई। कृपया पुनः प्रयास करें।',
};

const LAB_UNITS = ['mg/kg', 'mg/kg', 'mg/kg', '%RH', '°C', 'µS/cm', ''];
const MISSING = '—';

// ---------------------------------------------------------------------------------------------------------------
// Formatting (all times in Asia/Kolkata)

const locale = (lang: Lang) => (lang === 'hi' ? 'hi-IN' : 'en-IN');

function formatTime(iso: string | Date | null | undefined, lang: Lang, seconds = false): string {
  if (iso === null || iso === undefined) return MISSING;
  const date = iso instanceof Date ? iso : new Date(iso);
  if (Number.isNaN(date.getTime())) return MISSING;
  const text = new Intl.DateTimeFormat(locale(lang), {
    timeZone: TIMEZONE,
    dateStyle: 'medium',
    timeStyle: seconds ? 'medium' : 'short',
    hour12: true,
  }).format(date);
  return `${text} IST`;
}

function formatNumber(value: number | null | undefined, lang: Lang, digits = 2): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return MISSING;
  return new Intl.NumberFormat(locale(lang), { maximumFractionDigits: digits }).format(value);
}

function formatDepth(cm: number | null, lang: Lang): string {
  if (cm === null || !Number.isFinite(cm)) return MISSING;
  return `${formatNumber(cm, lang)} cm (${formatNumber(cm / 2.54, lang, 1)} in)`;
}

const formatCoordinate = (v: number | null) => (v === null || !Number.isFinite(v) ? MISSING : v.toFixed(6));

function orMissing(text: string | null | undefined): string {
  const t = text?.trim();
  return t ? t : MISSING;
}

/** yyyymmdd-hhmmss in Asia/Kolkata. */
function kolkataStamp(at: Date): string {
  const parts: Record<string, string> = {};
  const format = new Intl.DateTimeFormat('en-GB', {
    timeZone: TIMEZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  for (const p of format.formatToParts(at)) parts[p.type] = p.value;
  return `${parts.year}${parts.month}${parts.day}-${parts.hour}${parts.minute}${parts.second}`;
}

/** `soil-test-{id}-{timestamp}.pdf`, the timestamp like 20261121-153000 in Asia/Kolkata (spec 9). */
export function reportFileName(test: SoilTest, generatedAt: Date): string {
  return `soil-test-${test.id}-${kolkataStamp(generatedAt)}.pdf`;
}

// ---------------------------------------------------------------------------------------------------------------
// Fonts and text runs

const LATIN = { regular: 'Helvetica', bold: 'Helvetica-Bold' } as const;
const DEVA = { regular: 'Deva', bold: 'Deva-Bold' } as const;
type Weight = keyof typeof LATIN;

let fontFiles: Promise<{ regular: Buffer; bold: Buffer }> | undefined;

function loadFonts() {
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
function clean(text: string): string {
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

// ---------------------------------------------------------------------------------------------------------------
// Images: only JPEG and PNG that pdfkit can embed without failing later (its PNG decoding runs in a callback whose
// errors cannot be caught), so both formats are checked here first.

const MAX_PIXELS = 40_000_000;

function jpegIsUsable(b: Buffer): boolean {
  if (b.length < 8 || b[0] !== 0xff || b[1] !== 0xd8) return false;
  let pos = 2;
  let frame = false;
  while (pos + 4 <= b.length) {
    if (b[pos] !== 0xff) return false;
    const marker = b[pos + 1] ?? 0;
    if (marker === 0xff) {
      pos += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      pos += 2;
      continue;
    }
    if (marker === 0xd9) return false;
    const length = b.readUInt16BE(pos + 2);
    if (length < 2 || pos + 2 + length > b.length) return false;
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      // Baseline, extended and progressive 8-bit frames are what PDF's DCTDecode shows everywhere.
      if (marker > 0xc2 || length < 8) return false;
      const bits = b[pos + 4];
      const height = b.readUInt16BE(pos + 5);
      const width = b.readUInt16BE(pos + 7);
      const components = b[pos + 9] ?? 0;
      if (bits !== 8 || height === 0 || width === 0 || width * height > MAX_PIXELS || ![1, 3, 4].includes(components)) return false;
      frame = true;
    }
    if (marker === 0xda) return frame && b.lastIndexOf(Buffer.from([0xff, 0xd9])) > pos + 2 + length;
    pos += 2 + length;
  }
  return false;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PNG_DEPTHS: Record<number, { channels: number; depths: number[] }> = {
  0: { channels: 1, depths: [1, 2, 4, 8, 16] },
  2: { channels: 3, depths: [8, 16] },
  3: { channels: 1, depths: [1, 2, 4, 8] },
  4: { channels: 2, depths: [8, 16] },
  6: { channels: 4, depths: [8, 16] },
};
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

function pngIsUsable(b: Buffer): boolean {
  if (b.length < 57 || !b.subarray(0, 8).equals(PNG_SIGNATURE)) return false;
  let pos = 8;
  let header: Buffer | undefined;
  let palette = false;
  let transparency = false;
  let ended = false;
  const data: Buffer[] = [];
  while (pos + 12 <= b.length) {
    const length = b.readUInt32BE(pos);
    if (length > b.length - pos - 12) return false;
    const type = b.toString('latin1', pos + 4, pos + 8);
    const body = b.subarray(pos + 8, pos + 8 + length);
    if (crc32(b.subarray(pos + 4, pos + 8 + length)) !== b.readUInt32BE(pos + 8 + length)) return false;
    if (!header && type !== 'IHDR') return false;
    if (type === 'IHDR') header = body;
    else if (type === 'PLTE') palette = true;
    else if (type === 'tRNS') transparency = true;
    else if (type === 'IDAT') data.push(body);
    else if (type === 'IEND') {
      ended = true;
      break;
    }
    pos += 12 + length;
  }
  if (!header || header.length !== 13 || !ended || data.length === 0) return false;
  const width = header.readUInt32BE(0);
  const height = header.readUInt32BE(4);
  const depth = header[8] ?? 0;
  const colorType = header[9] ?? 0;
  const interlaced = header[12] === 1;
  const kind = PNG_DEPTHS[colorType];
  if (!kind || !kind.depths.includes(depth) || header[10] !== 0 || header[11] !== 0 || (header[12] ?? 2) > 1) return false;
  if (width === 0 || height === 0 || width * height > MAX_PIXELS || (colorType === 3 && !palette)) return false;
  // pdfkit decodes the pixels of these itself and mishandles sub-byte samples there.
  if (depth < 8 && (interlaced || (colorType === 3 && transparency))) return false;
  const bits = kind.channels * depth;
  const passes = interlaced
    ? ADAM7.map(([x0, y0, dx, dy]) => [Math.ceil((width - x0) / dx), Math.ceil((height - y0) / dy)] as const)
    : [[width, height] as const];
  let expected = 0;
  for (const [w, h] of passes) if (w > 0 && h > 0) expected += h * (1 + Math.ceil((w * bits) / 8));
  let pixels: Buffer;
  try {
    pixels = inflateSync(Buffer.concat(data), { maxOutputLength: expected + 4096 });
  } catch {
    return false;
  }
  if (pixels.length < expected) return false;
  let at = 0;
  for (const [w, h] of passes) {
    if (w <= 0 || h <= 0) continue;
    const stride = 1 + Math.ceil((w * bits) / 8);
    for (let row = 0; row < h; row++, at += stride) if ((pixels[at] ?? 5) > 4) return false;
  }
  return true;
}

function imageIsUsable(image: ReportImage): boolean {
  const type = image.contentType.split(';')[0]?.trim().toLowerCase();
  if (type === 'image/jpeg' || type === 'image/jpg' || type === 'image/pjpeg') return jpegIsUsable(image.bytes);
  if (type === 'image/png') return pngIsUsable(image.bytes);
  return false;
}

interface OpenedImage {
  width: number;
  height: number;
  orientation?: number;
}

// ---------------------------------------------------------------------------------------------------------------
// Layout

const GREEN = '#2e7d32';
const LIGHT_GREEN = '#a5d6a7';
const BROWN = '#795548';
const DARK_BROWN = '#5d4037';
const INK = '#212121';
const MUTED = '#616161';
const RULE = '#c8e6c9';
const ROW_FILL = '#f1f8e9';

const MARGIN = { top: 48, bottom: 64, left: 50, right: 50 };
const BODY = 10;
const IMAGE_MAX_HEIGHT = 255; // 9 cm
/** Tiny images are enlarged at most this much (one pixel to 4 pt). */
const MAX_UPSCALE = 4;
const LABEL_WIDTH = 178;
const PAD = 5;
/** Space above and below a baseline that holds Devanagari vowel signs and Latin descenders. */
const ASCENT = 0.92;
const DESCENT = 0.36;

type Doc = PDFKit.PDFDocument;

interface TextStyle {
  size?: number;
  weight?: Weight;
  color?: string;
}

/** Builds the report on a pdfkit document, positioning every line by its baseline. */
class ReportWriter {
  y = MARGIN.top;
  readonly left = MARGIN.left;
  readonly width: number;
  readonly t: (typeof TEXT)[Lang];

  constructor(
    readonly doc: Doc,
    readonly lang: Lang,
  ) {
    this.width = doc.page.width - MARGIN.left - MARGIN.right;
    this.t = TEXT[lang];
  }

  get bottom() {
    return this.doc.page.height - MARGIN.bottom;
  }

  /** Starts a new page unless `height` points fit below the current position. */
  ensure(height: number) {
    if (this.y + height <= this.bottom) return;
    this.doc.addPage();
    this.y = MARGIN.top;
  }

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

  /** One line at baseline y, mixing fonts where needed; Devanagari runs carry their text as /ActualText. */
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

  /** The font a wrapped paragraph uses, and its text with the signs that font lacks replaced. */
  private paragraph(text: string): { text: string; deva: boolean } {
    const cleaned = clean(text);
    if (!needsNoto(cleaned)) return { text: cleaned, deva: false };
    return { text: [...cleaned].map((ch) => (NOTO_LACKS.has(ch) ? (NOTO_SUBSTITUTES[ch] ?? '') : ch)).join(''), deva: true };
  }

  /** Number of lines and line height of a wrapped paragraph. */
  layout(text: string, width: number, style: TextStyle = {}) {
    const p = this.paragraph(text);
    this.font(p.deva, style.weight ?? 'regular', style.size ?? BODY);
    const lineHeight = this.doc.currentLineHeight(true);
    const lines = Math.max(1, Math.round(this.doc.heightOfString(p.text, { width }) / lineHeight));
    return { lines, lineHeight };
  }

  /** A paragraph wrapped to `width`, its first baseline at `baseline`. */
  wrapped(text: string, x: number, baseline: number, width: number, style: TextStyle = {}) {
    const { doc } = this;
    const p = this.paragraph(text);
    this.font(p.deva, style.weight ?? 'regular', style.size ?? BODY);
    doc.fillColor(style.color ?? INK);
    const span = DEVANAGARI.test(p.text);
    if (span) doc.markContent('Span', { actual: p.text });
    // A tall box: the caller has made room, so pdfkit must not start a page of its own.
    doc.text(p.text, x, baseline, { width, height: 100_000, baseline: 'alphabetic' });
    if (span) doc.endMarkedContent();
  }

  // -- header ----------------------------------------------------------------------------------------------------

  header(testId: number) {
    const { doc } = this;
    const size = 60;
    const top = this.y;
    drawAgrimLogo(doc, this.left, top, size);
    drawSoilHealthSeal(doc, this.left + this.width - size / 2, top + size / 2, size / 2);
    const title = this.t.title;
    const titleStyle: TextStyle = { size: 20, weight: 'bold', color: GREEN };
    const center = this.left + this.width / 2;
    this.line(title, center - this.measure(title, titleStyle) / 2, top + 27, titleStyle);
    const subtitleStyle: TextStyle = { size: 9.5, color: MUTED };
    const subtitle = this.t.subtitle;
    this.line(subtitle, center - this.measure(subtitle, subtitleStyle) / 2, top + 44, subtitleStyle);
    const idLine = `${this.t.test} #${testId}`;
    const idStyle: TextStyle = { size: 9.5, weight: 'bold', color: BROWN };
    this.line(idLine, center - this.measure(idLine, idStyle) / 2, top + 58, idStyle);
    this.y = top + size + 10;
    doc
      .moveTo(this.left, this.y)
      .lineTo(this.left + this.width, this.y)
      .lineWidth(1.5)
      .strokeColor(GREEN)
      .stroke();
    this.y += 14;
  }

  /** A section heading; returns its baseline. */
  heading(text: string, keepWith = 40): number {
    const size = 13;
    this.ensure(size * 1.6 + keepWith);
    const baseline = this.y + size * ASCENT;
    this.line(text, this.left, baseline, { size, weight: 'bold', color: GREEN });
    this.y = baseline + size * DESCENT + 2;
    this.doc
      .moveTo(this.left, this.y)
      .lineTo(this.left + this.width, this.y)
      .lineWidth(0.6)
      .strokeColor(RULE)
      .stroke();
    this.y += 6;
    return baseline;
  }

  // -- label/value rows ------------------------------------------------------------------------------------------

  rows(rows: [string, string][]) {
    const valueX = this.left + LABEL_WIDTH;
    const valueWidth = this.width - LABEL_WIDTH - 8;
    rows.forEach(([label, value], i) => {
      const { lines, lineHeight } = this.layout(value, valueWidth);
      const height = PAD * 2 + BODY * (ASCENT + DESCENT) + (lines - 1) * lineHeight;
      this.ensure(height);
      if (i % 2 === 0) this.doc.rect(this.left, this.y, this.width, height).fill(ROW_FILL);
      const baseline = this.y + PAD + BODY * ASCENT;
      this.line(label, this.left + 8, baseline, { weight: 'bold', color: '#37474f' });
      this.wrapped(value, valueX, baseline, valueWidth);
      this.y += height;
      this.doc
        .moveTo(this.left, this.y)
        .lineTo(this.left + this.width, this.y)
        .lineWidth(0.4)
        .strokeColor('#e0e0e0')
        .stroke();
    });
    this.y += 14;
  }

  note(text: string, color = MUTED) {
    const { lines, lineHeight } = this.layout(text, this.width);
    const height = BODY * (ASCENT + DESCENT) + (lines - 1) * lineHeight;
    this.ensure(height);
    this.wrapped(text, this.left, this.y + BODY * ASCENT, this.width, { color });
    this.y += height + 8;
  }

  // -- images ----------------------------------------------------------------------------------------------------

  images(images: ReportImage[]) {
    this.heading(images.length > 1 ? this.t.images : this.t.image, images.length ? IMAGE_MAX_HEIGHT : 20);
    if (images.length === 0) {
      this.note(this.t.noImage);
      return;
    }
    images.forEach((image, index) => {
      const failed = () =>
        this.note(images.length > 1 ? `${this.t.imageFailed} (${index + 1}/${images.length})` : this.t.imageFailed, '#b71c1c');
      if (!imageIsUsable(image)) return failed();
      let opened: OpenedImage;
      try {
        opened = (this.doc as unknown as { openImage(src: Buffer): OpenedImage }).openImage(image.bytes);
      } catch {
        return failed();
      }
      const rotated = (opened.orientation ?? 1) > 4;
      const naturalWidth = rotated ? opened.height : opened.width;
      const naturalHeight = rotated ? opened.width : opened.height;
      const scale = Math.min(this.width / naturalWidth, IMAGE_MAX_HEIGHT / naturalHeight, MAX_UPSCALE);
      const w = naturalWidth * scale;
      const h = naturalHeight * scale;
      this.ensure(h + 12);
      const x = this.left + (this.width - w) / 2;
      try {
        this.doc.image(opened as never, x, this.y, { width: w, height: h });
      } catch {
        return failed();
      }
      this.doc.rect(x, this.y, w, h).lineWidth(0.5).strokeColor('#9e9e9e').stroke();
      this.y += h + 12;
    });
    this.y += 4;
  }

  // -- lab fields ------------------------------------------------------------------------------------------------

  private blank(x1: number, x2: number, baseline: number) {
    this.doc
      .moveTo(x1, baseline + 2)
      .lineTo(x2, baseline + 2)
      .lineWidth(0.6)
      .strokeColor('#757575')
      .stroke();
  }

  labFields() {
    const rowHeight = 22;
    const signHeight = 26;
    const writeLines = 3;
    const writeGap = 20;
    const headingHeight = 13 * (ASCENT + DESCENT) + 8;
    const blockHeight = headingHeight + this.t.labNames.length * rowHeight + 6 + 2 * signHeight + 2 * (20 + writeLines * writeGap);
    // Keep the whole block on one page when it fits on one.
    if (blockHeight <= this.bottom - MARGIN.top) this.ensure(blockHeight);
    const hintStyle: TextStyle = { size: 8.5, color: MUTED };
    const headingBaseline = this.heading(this.t.lab, rowHeight * 2);
    this.line(this.t.labHint, this.left + this.width - this.measure(this.t.labHint, hintStyle), headingBaseline, hintStyle);
    const right = this.left + this.width;
    const valueLabelX = this.left + 200;
    const labelStyle: TextStyle = { weight: 'bold', color: '#37474f' };
    this.t.labNames.forEach((name, i) => {
      this.ensure(rowHeight);
      const baseline = this.y + rowHeight - 7;
      const unit = LAB_UNITS[i];
      this.line(unit ? `${name} (${unit})` : name, this.left + 8, baseline, labelStyle);
      this.line(`${this.t.labValue}:`, valueLabelX, baseline, { color: MUTED });
      this.blank(valueLabelX + this.measure(`${this.t.labValue}:`) + 8, right, baseline);
      this.y += rowHeight;
    });
    this.y += 6;
    for (const label of [this.t.analyst, this.t.signature]) {
      this.ensure(signHeight);
      const baseline = this.y + signHeight - 7;
      this.line(`${label}:`, this.left + 8, baseline, labelStyle);
      this.blank(valueLabelX, right, baseline);
      this.y += signHeight;
    }
    for (const label of [this.t.labRemarks, this.t.otherNutrients]) {
      this.ensure(20 + writeLines * writeGap);
      this.line(`${label}:`, this.left + 8, this.y + 6 + BODY * ASCENT + 4, labelStyle);
      this.y += 20;
      for (let n = 0; n < writeLines; n++) {
        this.y += writeGap;
        this.blank(this.left + 8, right, this.y - 2);
      }
    }
  }

  // -- footer on every page --------------------------------------------------------------------------------------

  footers(generatedAt: Date, testId: number) {
    const { doc } = this;
    const range = doc.bufferedPageRange();
    const generated = `${this.t.generated}: ${formatTime(generatedAt, this.lang, true)} · Agrim`;
    const style: TextStyle = { size: 8.5, color: MUTED };
    for (let i = range.start; i < range.start + range.count; i++) {
      doc.switchToPage(i);
      const y = doc.page.height - MARGIN.bottom + 22;
      doc
        .moveTo(this.left, y - 12)
        .lineTo(this.left + this.width, y - 12)
        .lineWidth(0.6)
        .strokeColor(RULE)
        .stroke();
      this.line(generated, this.left, y, style);
      const page = this.t.page(i - range.start + 1, range.count);
      this.line(page, this.left + this.width - this.measure(page, style), y, style);
      if (i > range.start) {
        const running = `${this.t.title} · ${this.t.test} #${testId}`;
        this.line(running, this.left, 30, style);
      }
    }
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Logos, drawn as vector shapes

/** A leaf with its stalk at the origin, pointing up; `s` is its length. */
function leaf(doc: Doc, s: number, fill: string, vein: string) {
  doc
    .moveTo(0, 0)
    .bezierCurveTo(-0.45 * s, -0.2 * s, -0.38 * s, -0.8 * s, 0, -s)
    .bezierCurveTo(0.38 * s, -0.8 * s, 0.45 * s, -0.2 * s, 0, 0)
    .fill(fill);
  doc
    .moveTo(0, -0.05 * s)
    .lineTo(0, -0.88 * s)
    .lineWidth(Math.max(0.6, s * 0.05))
    .strokeColor(vein)
    .stroke();
  for (const t of [0.3, 0.5, 0.7]) {
    doc
      .moveTo(0, -t * s)
      .lineTo(-0.18 * s, -(t + 0.14) * s)
      .moveTo(0, -t * s)
      .lineTo(0.18 * s, -(t + 0.14) * s)
      .lineWidth(Math.max(0.4, s * 0.025))
      .strokeColor(vein)
      .stroke();
  }
}

/** The Agrim logo: a green rounded square with a light-green leaf sprouting from a brown soil bar. */
function drawAgrimLogo(doc: Doc, x: number, y: number, s: number) {
  doc.save();
  doc.roundedRect(x, y, s, s, s * 0.2).fill(GREEN);
  doc.roundedRect(x + s * 0.14, y + s * 0.72, s * 0.72, s * 0.12, s * 0.05).fill('#8d6e63');
  // stalk
  doc
    .moveTo(x + s * 0.5, y + s * 0.73)
    .quadraticCurveTo(x + s * 0.5, y + s * 0.55, x + s * 0.47, y + s * 0.5)
    .lineWidth(s * 0.04)
    .strokeColor(LIGHT_GREEN)
    .stroke();
  doc.save();
  doc.translate(x + s * 0.48, y + s * 0.56).rotate(28);
  leaf(doc, s * 0.44, LIGHT_GREEN, GREEN);
  doc.restore();
  doc.save();
  doc.translate(x + s * 0.47, y + s * 0.62).rotate(-48);
  leaf(doc, s * 0.27, '#c8e6c9', GREEN);
  doc.restore();
  doc.restore();
}

/** A round 'Soil Health' seal: a brown ring, a green inner ring and the words in the middle. */
function drawSoilHealthSeal(doc: Doc, cx: number, cy: number, r: number) {
  doc.save();
  doc.circle(cx, cy, r).fill(BROWN);
  doc.circle(cx, cy, r * 0.84).fill('#fffdf5');
  doc
    .circle(cx, cy, r * 0.76)
    .lineWidth(1.2)
    .strokeColor(GREEN)
    .stroke();
  for (let i = 0; i < 16; i++) {
    const a = (i / 16) * 2 * Math.PI;
    doc.circle(cx + Math.cos(a) * r * 0.92, cy + Math.sin(a) * r * 0.92, r * 0.035).fill('#fffdf5');
  }
  doc.save();
  doc.translate(cx, cy - r * 0.3);
  leaf(doc, r * 0.3, GREEN, '#fffdf5');
  doc.restore();
  doc.font(LATIN.bold).fontSize(r * 0.3);
  for (const [word, dy, color] of [
    ['Soil', r * 0.12, DARK_BROWN],
    ['Health', r * 0.45, GREEN],
  ] as const) {
    const w = doc.widthOfString(word);
    doc.fillColor(color).text(word, cx - w / 2, cy + dy, { lineBreak: false, baseline: 'alphabetic' });
  }
  doc.restore();
}

// ---------------------------------------------------------------------------------------------------------------
// The report

function fieldRows(test: SoilTest, opts: ReportOptions): [string, string][] {
  const { language: lang } = opts;
  const t = TEXT[lang];
  const yesNo = (v: boolean) => (v ? t.yes : t.no);
  const message = (text: string | null) => {
    const value = orMissing(text);
    return lang === 'hi' ? (HINDI_MESSAGES[value] ?? value) : value;
  };
  const rows: [string, string][] = [
    [t.testId, String(test.id)],
    [t.startTime, formatTime(test.test_start_time, lang)],
    [t.soilType, orMissing(test.soil_type)],
    [t.depth, formatDepth(test.depth_cm, lang)],
    [t.latitude, formatCoordinate(test.latitude)],
    [t.longitude, formatCoordinate(test.longitude)],
    [t.status, t.statuses[test.test_status as SoilTestStatus] ?? orMissing(test.test_status)],
    [t.probePlaced, yesNo(test.probe_placed)],
    [t.placementValidated, yesNo(test.placement_validated)],
    [t.testConfirmed, yesNo(test.test_confirmed)],
    [t.timerStarted, formatTime(test.timer_started_at, lang)],
    [t.timerCompleted, formatTime(test.timer_completed_at, lang)],
    [t.farmer, orMissing(opts.ownerName)],
    [t.device, orMissing(opts.deviceName)],
    [t.nitrogen, formatNumber(test.n, lang)],
    [t.phosphorus, formatNumber(test.p, lang)],
    [t.potassium, formatNumber(test.k, lang)],
    [t.moisture, formatNumber(test.moisture_percent, lang)],
    [t.temperature, formatNumber(test.temperature_c, lang)],
    [t.conductivity, formatNumber(test.electrical_conductivity, lang)],
    [t.ph, formatNumber(test.ph, lang)],
    [t.remarks, message(test.remarks)],
  ];
  if (test.test_status === 'aborted') rows.push([t.abortReason, orMissing(test.abort_reason)]);
  if (test.device_error && test.test_status !== 'complete') rows.push([t.deviceError, message(test.device_error)]);
  return rows;
}

/** Renders the soil testing report as an A4 PDF. */
export async function renderSoilTestReport(test: SoilTest, opts: ReportOptions): Promise<Buffer> {
  const fonts = await loadFonts();
  const lang = opts.language;
  const t = TEXT[lang];
  return new Promise<Buffer>((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      layout: 'portrait',
      margins: MARGIN,
      bufferPages: true,
      lang: lang === 'hi' ? 'hi-IN' : 'en-IN',
      displayTitle: true,
      info: {
        Title: `${t.title} — ${t.test} #${test.id}`,
        Author: 'Agrim',
        Subject: `${t.title} #${test.id}`,
        Keywords: 'soil test, NPK, Agrim',
        Creator: 'Agrim',
        CreationDate: opts.generatedAt,
        ModDate: opts.generatedAt,
      },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      doc.registerFont(DEVA.regular, fonts.regular);
      doc.registerFont(DEVA.bold, fonts.bold);
      const writer = new ReportWriter(doc, lang);
      writer.header(test.id);
      writer.heading(t.details);
      writer.rows(fieldRows(test, opts));
      writer.images(opts.images);
      writer.labFields();
      writer.footers(opts.generatedAt, test.id);
      doc.end();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}
