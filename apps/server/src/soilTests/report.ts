/**
 * The 'Soil Testing Report' PDF (spec 2.7 detail dialog, spec 9): A4 portrait, two vector logos, every field of the
 * test as label/value rows, the soil image(s), a blank 'Lab Test Fields' block and 'Page x of y' on every page.
 * English or Hindi (texts in reportTexts.ts); set up, fonts, text, images and page numbers come from lib/pdf.
 */
import { type SoilTest, type SoilTestPlan, type SoilTestStatus, type Texts, TIMEZONE } from '@agrim/contracts';
import { type Doc, type Margins, type PdfLanguage, renderPdf } from '../lib/pdf/document.js';
import { PageFlow } from '../lib/pdf/flow.js';
import { formatNumber, formatTime, MISSING } from '../lib/pdf/format.js';
import { drawImage, fitImage, openImage, type PdfImage } from '../lib/pdf/images.js';
import { forEveryPage } from '../lib/pdf/pageNumbers.js';
import { BODY, type TextStyle } from '../lib/pdf/text.js';
import { BROWN, drawAgrimLogo, drawSoilHealthSeal, GREEN } from './reportLogos.js';
import { matchSoilType, SOIL_TYPE_HI, SOIL_TYPE_MR } from './ratings.js';
import { HINDI_MESSAGES, LAB_UNITS, MARATHI_MESSAGES, TEXT } from './reportTexts.js';

/** An uploaded soil image: JPEG or PNG only. */
export type ReportImage = PdfImage;

export interface ReportOptions {
  language: PdfLanguage;
  images: ReportImage[];
  generatedAt: Date;
  ownerName: string;
  deviceName: string;
  /** The plan made from the test (issue 39), when the farmer made one. */
  plan?: SoilTestPlan | null;
}

type Lang = PdfLanguage;

// ---------------------------------------------------------------------------------------------------------------
// Formatting (all times in Asia/Kolkata)

/** Issue 39: the spec's 'Depth (inch)' label with the value in inches (depth_cm ÷ 2.54), one unit on every screen. */
export function formatDepth(cm: number | null, lang: Lang): string {
  if (cm === null || !Number.isFinite(cm)) return MISSING;
  return formatNumber(cm / 2.54, lang, 1);
}

/** A soil type of the five in the report's language; anything typed stays as typed. */
function soilTypeName(typed: string, lang: Lang): string {
  const known = matchSoilType(typed);
  if (lang === 'en' || !known || known.toLowerCase() !== typed.trim().toLowerCase()) return orMissing(typed);
  return (lang === 'hi' ? SOIL_TYPE_HI : SOIL_TYPE_MR)[known];
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
// Layout

const MUTED = '#616161';
const RULE = '#c8e6c9';
const ROW_FILL = '#f1f8e9';
const LABEL_COLOR = '#37474f';

const MARGIN: Margins = { top: 48, bottom: 64, left: 50, right: 50 };
const IMAGE_MAX_HEIGHT = 255; // 9 cm
/** Tiny images are enlarged at most this much (one pixel to 4 pt). */
const MAX_UPSCALE = 4;
const LABEL_WIDTH = 178;
const PAD = 5;
/** Space above and below a baseline that holds Devanagari vowel signs and Latin descenders. */
const ASCENT = 0.92;
const DESCENT = 0.36;

/** Builds the report on a pdfkit document, positioning every line by its baseline. */
class ReportWriter extends PageFlow {
  readonly t: (typeof TEXT)[Lang];

  constructor(
    doc: Doc,
    readonly lang: Lang,
  ) {
    super(doc, MARGIN);
    this.t = TEXT[lang];
  }

  // -- header ----------------------------------------------------------------------------------------------------

  header(testId: number) {
    const { doc, text } = this;
    const size = 60;
    const top = this.y;
    drawAgrimLogo(doc, this.left, top, size);
    drawSoilHealthSeal(doc, this.left + this.width - size / 2, top + size / 2, size / 2);
    const center = this.left + this.width / 2;
    const centered = (line: string, baseline: number, style: TextStyle) =>
      text.line(line, center - text.measure(line, style) / 2, baseline, style);
    centered(this.t.title, top + 27, { size: 20, weight: 'bold', color: GREEN });
    centered(this.t.subtitle, top + 44, { size: 9.5, color: MUTED });
    centered(`${this.t.test} #${testId}`, top + 58, { size: 9.5, weight: 'bold', color: BROWN });
    this.y = top + size + 10;
    this.rule(GREEN, 1.5);
    this.y += 14;
  }

  /** A section heading; returns its baseline. */
  heading(title: string, keepWith = 40): number {
    const size = 13;
    this.ensure(size * 1.6 + keepWith);
    const baseline = this.y + size * ASCENT;
    this.text.line(title, this.left, baseline, { size, weight: 'bold', color: GREEN });
    this.y = baseline + size * DESCENT + 2;
    this.rule(RULE, 0.6);
    this.y += 6;
    return baseline;
  }

  // -- label/value rows ------------------------------------------------------------------------------------------

  rows(rows: [string, string][]) {
    const valueX = this.left + LABEL_WIDTH;
    const valueWidth = this.width - LABEL_WIDTH - 8;
    const labelWidth = LABEL_WIDTH - 16;
    const labelStyle: TextStyle = { weight: 'bold', color: LABEL_COLOR };
    rows.forEach(([label, value], i) => {
      const { lines, lineHeight } = this.text.layout(value, valueWidth);
      // A long label (a crop stage, a product's name) wraps in its column instead of running into the value.
      const long = this.text.measure(label, labelStyle) > labelWidth;
      const labelLines = long ? this.text.layout(label, labelWidth, labelStyle) : { lines: 1, lineHeight: 0 };
      const height =
        PAD * 2 + BODY * (ASCENT + DESCENT) + Math.max((lines - 1) * lineHeight, (labelLines.lines - 1) * labelLines.lineHeight);
      this.ensure(height);
      if (i % 2 === 0) this.doc.rect(this.left, this.y, this.width, height).fill(ROW_FILL);
      const baseline = this.y + PAD + BODY * ASCENT;
      if (long) this.text.wrapped(label, this.left + 8, baseline, labelWidth, labelStyle);
      else this.text.line(label, this.left + 8, baseline, labelStyle);
      this.text.wrapped(value, valueX, baseline, valueWidth);
      this.y += height;
      this.rule('#e0e0e0', 0.4);
    });
    this.y += 14;
  }

  note(note: string, color = MUTED) {
    const { lines, lineHeight } = this.text.layout(note, this.width);
    const height = BODY * (ASCENT + DESCENT) + (lines - 1) * lineHeight;
    this.ensure(height);
    this.text.wrapped(note, this.left, this.y + BODY * ASCENT, this.width, { color });
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
      const opened = openImage(this.doc, image);
      if (!opened) return failed();
      const { width: w, height: h } = fitImage(opened, this.width, IMAGE_MAX_HEIGHT, MAX_UPSCALE);
      this.ensure(h + 12);
      const x = this.left + (this.width - w) / 2;
      if (!drawImage(this.doc, opened, x, this.y, w, h)) return failed();
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
    const { text } = this;
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
    text.line(this.t.labHint, this.left + this.width - text.measure(this.t.labHint, hintStyle), headingBaseline, hintStyle);
    const right = this.left + this.width;
    const valueLabelX = this.left + 200;
    const labelStyle: TextStyle = { weight: 'bold', color: LABEL_COLOR };
    this.t.labNames.forEach((name, i) => {
      this.ensure(rowHeight);
      const baseline = this.y + rowHeight - 7;
      const unit = LAB_UNITS[i];
      text.line(unit ? `${name} (${unit})` : name, this.left + 8, baseline, labelStyle);
      text.line(`${this.t.labValue}:`, valueLabelX, baseline, { color: MUTED });
      this.blank(valueLabelX + text.measure(`${this.t.labValue}:`) + 8, right, baseline);
      this.y += rowHeight;
    });
    this.y += 6;
    for (const label of [this.t.analyst, this.t.signature]) {
      this.ensure(signHeight);
      const baseline = this.y + signHeight - 7;
      text.line(`${label}:`, this.left + 8, baseline, labelStyle);
      this.blank(valueLabelX, right, baseline);
      this.y += signHeight;
    }
    for (const label of [this.t.labRemarks, this.t.otherNutrients]) {
      this.ensure(20 + writeLines * writeGap);
      text.line(`${label}:`, this.left + 8, this.y + 6 + BODY * ASCENT + 4, labelStyle);
      this.y += 20;
      for (let n = 0; n < writeLines; n++) {
        this.y += writeGap;
        this.blank(this.left + 8, right, this.y - 2);
      }
    }
  }

  // -- footer on every page --------------------------------------------------------------------------------------

  footers(generatedAt: Date, testId: number) {
    const { doc, text } = this;
    const generated = `${this.t.generated}: ${formatTime(generatedAt, this.lang, true)} · Agrim`;
    const style: TextStyle = { size: 8.5, color: MUTED };
    forEveryPage(doc, (page, pages) => {
      const y = doc.page.height - MARGIN.bottom + 22;
      doc
        .moveTo(this.left, y - 12)
        .lineTo(this.left + this.width, y - 12)
        .lineWidth(0.6)
        .strokeColor(RULE)
        .stroke();
      text.line(generated, this.left, y, style);
      const pageText = this.t.page(page, pages);
      text.line(pageText, this.left + this.width - text.measure(pageText, style), y, style);
      if (page > 1) text.line(`${this.t.title} · ${this.t.test} #${testId}`, this.left, 30, style);
    });
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The report

function fieldRows(test: SoilTest, opts: ReportOptions): [string, string][] {
  const { language: lang } = opts;
  const t = TEXT[lang];
  const yesNo = (v: boolean) => (v ? t.yes : t.no);
  const message = (text: string | null) => {
    const value = orMissing(text);
    return lang === 'en' ? value : ((lang === 'hi' ? HINDI_MESSAGES : MARATHI_MESSAGES)[value] ?? value);
  };
  const rows: [string, string][] = [
    [t.testId, String(test.id)],
    [t.startTime, formatTime(test.test_start_time, lang)],
    [t.soilType, soilTypeName(test.soil_type, lang)],
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

/** Issue 39: each reading's rating in words and what it means, in the report's language. */
function ratingRows(test: SoilTest, lang: Lang): [string, string][] {
  const r = test.ratings;
  if (!r) return [];
  const t = TEXT[lang];
  const rows: [string, string][] = [];
  const add = (label: string, rating: { label: Texts; means: Texts } | null) => {
    if (rating) rows.push([label, `${rating.label[lang]} — ${rating.means[lang]}`]);
  };
  add(t.nitrogen, r.nitrogen);
  add(t.phosphorus, r.phosphorus);
  add(t.potassium, r.potassium);
  add(t.ph, r.ph);
  add(t.conductivity, r.conductivity);
  add(t.moisture, r.moisture);
  return rows;
}

const bagsText = (p: { kg: number; bags: number | null; bag_kg: number | null }, lang: Lang) => {
  const t = TEXT[lang];
  const kg = `${formatNumber(p.kg, lang)} ${t.kg}`;
  return p.bags === null || p.bag_kg === null ? kg : `${kg} (${t.bags(formatNumber(p.bags, lang), formatNumber(p.bag_kg, lang))})`;
};

/** A citation cut to its opening words: the report names its sources; the screen and the API give them in full. */
function shortSource(citation: string, max = 90): string {
  if (citation.length <= max) return citation;
  const cut = citation.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 40))}…`;
}

function planRows(plan: SoilTestPlan, lang: Lang) {
  const t = TEXT[lang];
  const area = `${formatNumber(plan.area, lang)} ${plan.area_unit === 'acre' ? t.acre : t.hectare}`;
  const head: [string, string][] = [
    [t.planCrop, plan.crop.name[lang]],
    [t.planArea, area],
    [
      t.planDose,
      t.doseText(
        formatNumber(plan.dose.adjusted.n, lang),
        formatNumber(plan.dose.adjusted.p2o5, lang),
        formatNumber(plan.dose.adjusted.k2o, lang),
      ),
    ],
  ];
  const buy: [string, string][] = plan.buy.map((p) => [p.name[lang], bagsText(p, lang)]);
  const when: [string, string][] = [
    ...plan.when.map((s): [string, string] => [
      s.stage[lang],
      `${s.timing[lang]}: ${s.products.map((p) => `${p.name[lang]} ${bagsText(p, lang)}`).join('; ')}`,
    ]),
    ...plan.extras.map((e): [string, string] => [e.timing[lang], `${e.name[lang]} ${formatNumber(e.kg, lang)} ${t.kg}`]),
  ];
  return { head, buy, when };
}

/** Renders the soil testing report as an A4 PDF. */
/** The soil test report as a task of the PDF worker (pdfWorker.ts). */
export type SoilTestReportTask = { kind: 'soil-test'; test: SoilTest; options: ReportOptions };

export function renderSoilTestReport(test: SoilTest, opts: ReportOptions): Promise<Buffer> {
  const t = TEXT[opts.language];
  const setup = {
    language: opts.language,
    margins: MARGIN,
    title: `${t.title} — ${t.test} #${test.id}`,
    subject: `${t.title} #${test.id}`,
    keywords: 'soil test, NPK, Agrim',
    generatedAt: opts.generatedAt,
  };
  return renderPdf(setup, (doc) => {
    const writer = new ReportWriter(doc, opts.language);
    writer.header(test.id);
    writer.heading(t.details);
    writer.rows(fieldRows(test, opts));
    const ratings = ratingRows(test, opts.language);
    if (ratings.length && test.ratings) {
      writer.heading(t.ratings);
      writer.note(test.ratings.estimate_note[opts.language]);
      writer.rows(ratings);
    }
    if (opts.plan) {
      const plan = planRows(opts.plan, opts.language);
      writer.heading(t.plan);
      writer.note(opts.plan.estimate_note[opts.language]);
      writer.rows(plan.head);
      writer.heading(t.buy);
      writer.rows(plan.buy.length ? plan.buy : [[t.nothingToBuy, MISSING]]);
      writer.heading(t.when);
      writer.rows(plan.when);
      writer.note(`${t.sources}: ${opts.plan.sources.map((s) => shortSource(s[opts.language])).join(' · ')}`);
    }
    writer.images(opts.images);
    writer.labFields();
    writer.footers(opts.generatedAt, test.id);
  });
}
