/**
 * Issue 39: the plan from a soil test as a one-page prescription a farmer can carry to the shop and the field: what to
 * buy (kg and bags for the whole area), when to apply it, for which field and crop, from which test. Every number is
 * the plan's (plan.ts, the advice's planner); the sources are named in one line. English or Hindi, numbers alike in
 * both. Always one page: when a long plan would not fit, the page is drawn again smaller (and, at the smallest, the
 * lines that still do not fit are left out and a note says so).
 */
import type { SoilTest, SoilTestPlan } from '@agrim/contracts';
import { type Doc, type Margins, type PdfLanguage, renderPdf } from '../lib/pdf/document.js';
import { formatNumber, formatTime, MISSING } from '../lib/pdf/format.js';
import type { TextStyle } from '../lib/pdf/text.js';
import { PdfText } from '../lib/pdf/text.js';
import { reportFileName } from './report.js';
import { BROWN, drawAgrimLogo, GREEN } from './reportLogos.js';
import { SOIL_TYPE_HI, SOIL_TYPE_MR } from './ratings.js';

export interface PrescriptionOptions {
  language: PdfLanguage;
  plan: SoilTestPlan;
  generatedAt: Date;
  ownerName: string;
  deviceName: string;
  farmName: string;
}

export const PRESCRIPTION_TEXT = {
  en: {
    title: 'Fertilizer prescription',
    subtitle: 'Agrim · from a soil test, for one field and one crop',
    farmer: 'Farmer',
    field: 'Field',
    crop: 'Crop',
    area: 'Area',
    soilType: 'Soil type',
    test: 'Soil test',
    values: 'Values used',
    dose: 'Dose for this soil',
    doseText: (n: string, p: string, k: string) => `N ${n}, P2O5 ${p}, K2O ${k} kg/ha`,
    buy: 'What to buy',
    product: 'Product',
    amount: 'Amount',
    bags: 'Bags',
    bagsOf: (n: string, size: string) => `${n} × ${size} kg`,
    loose: 'sold loose',
    nothingToBuy: 'Nothing to buy: the soil has enough for this crop.',
    when: 'When to apply',
    kg: 'kg',
    acre: 'acre',
    hectare: 'ha',
    estimate: 'Probe values are field estimates',
    corrected: 'Corrected with the probe’s lab calibration',
    source: 'Sources',
    more: (n: number) => `${n} more in the app`,
    generated: 'Generated',
    cut: (n: number) => `${n} more line(s) did not fit: see the plan in the app.`,
  },
  hi: {
    title: 'खाद पर्ची',
    subtitle: 'अग्रिम · मृदा परीक्षण से, एक खेत और एक फ़सल के लिए',
    farmer: 'किसान',
    field: 'खेत',
    crop: 'फ़सल',
    area: 'क्षेत्रफल',
    soilType: 'मिट्टी का प्रकार',
    test: 'मृदा परीक्षण',
    values: 'उपयोग किए गए मान',
    dose: 'इस मिट्टी के लिए मात्रा',
    doseText: (n: string, p: string, k: string) => `N ${n}, P2O5 ${p}, K2O ${k} किलो/हेक्टेयर`,
    buy: 'क्या खरीदें',
    product: 'उत्पाद',
    amount: 'मात्रा',
    bags: 'बोरे',
    bagsOf: (n: string, size: string) => `${n} × ${size} किलो`,
    loose: 'खुला बिकता है',
    nothingToBuy: 'कुछ खरीदना नहीं है: इस फ़सल के लिए मिट्टी में पर्याप्त है।',
    when: 'कब डालें',
    kg: 'किलो',
    acre: 'एकड़',
    hectare: 'हेक्टेयर',
    estimate: 'प्रोब के मान खेत के अनुमान हैं',
    corrected: 'प्रोब के प्रयोगशाला अंशांकन से सुधारे गए',
    source: 'स्रोत',
    more: (n: number) => `${n} और ऐप में`,
    generated: 'तैयार किया गया',
    cut: (n: number) => `${n} और पंक्ति(याँ) नहीं समाईं: ऐप में योजना देखें।`,
  },
  mr: {
    title: 'खत चिठ्ठी',
    subtitle: 'अग्रिम · माती परीक्षणावरून, एका शेतासाठी आणि एका पिकासाठी',
    farmer: 'शेतकरी',
    field: 'शेत',
    crop: 'पीक',
    area: 'क्षेत्रफळ',
    soilType: 'मातीचा प्रकार',
    test: 'माती परीक्षण',
    values: 'वापरलेली मूल्ये',
    dose: 'या मातीसाठी मात्रा',
    doseText: (n: string, p: string, k: string) => `N ${n}, P2O5 ${p}, K2O ${k} kg/हेक्टर`,
    buy: 'काय खरेदी करावे',
    product: 'खत',
    amount: 'मात्रा',
    bags: 'पोती',
    bagsOf: (n: string, size: string) => `${n} × ${size} kg`,
    loose: 'सुटे मिळते',
    nothingToBuy: 'काहीही खरेदी करायचे नाही: या पिकासाठी मातीत पुरेसे आहे.',
    when: 'केव्हा द्यावे',
    kg: 'kg',
    acre: 'एकर',
    hectare: 'हेक्टर',
    estimate: 'प्रोबची मूल्ये शेतातील अंदाज आहेत',
    corrected: 'प्रोबच्या प्रयोगशाळा कॅलिब्रेशनने दुरुस्त केली',
    source: 'संदर्भ',
    more: (n: number) => `आणखी ${n} ॲपमध्ये`,
    generated: 'तयार केले',
    cut: (n: number) => `आणखी ${n} ओळी बसल्या नाहीत: ॲपमध्ये नियोजन पाहा.`,
  },
} satisfies Record<PdfLanguage, unknown>;

const MARGIN: Margins = { top: 40, bottom: 40, left: 46, right: 46 };
const MUTED = '#616161';
const RULE = '#c8e6c9';
const FILL = '#f1f8e9';
const LABEL = '#37474f';
/** Drawn at these sizes, largest first, until the page holds everything. */
const SCALES = [1, 0.88, 0.76, 0.66];
/** Sources named on the page. */
const MAX_SOURCES = 4;

/** `prescription-{id}-{crop}-{yyyymmdd-hhmmss}.pdf` (Asia/Kolkata), beside the report's name. */
export function prescriptionFileName(test: SoilTest, plan: SoilTestPlan, generatedAt: Date): string {
  const crop = plan.crop.key.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return reportFileName(test, generatedAt).replace(/^soil-test-(\d+)-/, `prescription-$1-${crop}-`);
}

/** A citation cut to its opening words. */
function shortSource(citation: string, max = 70): string {
  if (citation.length <= max) return citation;
  const cut = citation.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 40))}…`;
}

/** Lays out one page; `fits` turns false when something had to be left out. */
class OnePage {
  readonly text: PdfText;
  readonly left = MARGIN.left;
  readonly width: number;
  readonly bottom: number;
  y = MARGIN.top;
  skipped = 0;
  /** Said in the footer when lines were left out. */
  bottomNote?: string;

  constructor(
    readonly doc: Doc,
    readonly s: number,
  ) {
    this.text = new PdfText(doc);
    this.width = doc.page.width - MARGIN.left - MARGIN.right;
    this.bottom = doc.page.height - MARGIN.bottom - 28; // the footer's room
  }

  get fits() {
    return this.skipped === 0;
  }

  /** Whether `height` more points fit; counts what does not. */
  room(height: number): boolean {
    if (this.y + height <= this.bottom) return true;
    this.skipped++;
    return false;
  }

  size(points: number) {
    return points * this.s;
  }

  rule(color = RULE, width = 0.6) {
    this.doc
      .moveTo(this.left, this.y)
      .lineTo(this.left + this.width, this.y)
      .lineWidth(width)
      .strokeColor(color)
      .stroke();
  }

  heading(title: string) {
    const size = this.size(14);
    if (!this.room(size * 1.5 + this.size(24))) return;
    const baseline = this.y + size * 0.92;
    this.text.line(title, this.left, baseline, { size, weight: 'bold', color: GREEN });
    this.y = baseline + size * 0.36 + 2;
    this.rule();
    this.y += this.size(5);
  }

  /** Rows of cells at the given x offsets; the first cell wraps in its column, the others stay on one line. */
  rows(rows: string[][], columns: number[], opts: { size?: number; header?: boolean; boldFirst?: boolean } = {}) {
    const size = this.size(opts.size ?? 10.5);
    const pad = this.size(4);
    rows.forEach((cells, i) => {
      const header = opts.header && i === 0;
      // A row with only its first cell (a stage of the crop) runs across the page.
      const alone = cells.slice(1).every((c) => c === '');
      const firstWidth = (alone ? this.width : (columns[1] ?? this.width)) - columns[0]! - 8;
      const style: TextStyle = { size, weight: header || opts.boldFirst ? 'bold' : 'regular', color: header ? LABEL : undefined };
      const { lines, lineHeight } = this.text.layout(cells[0]!, firstWidth, style);
      const height = pad * 2 + size * 1.28 + (lines - 1) * lineHeight;
      if (!this.room(height)) return;
      if (!header && i % 2 === (opts.header ? 1 : 0)) this.doc.rect(this.left, this.y, this.width, height).fill(FILL);
      const baseline = this.y + pad + size * 0.92;
      this.text.wrapped(cells[0]!, this.left + columns[0]! + 4, baseline, firstWidth, style);
      cells.slice(1).forEach((cell, c) => {
        const cellStyle: TextStyle = { size, weight: header || c === 0 ? 'bold' : 'regular', color: header ? LABEL : undefined };
        this.text.line(cell, this.left + columns[c + 1]! + 4, baseline, cellStyle);
      });
      this.y += height;
    });
    this.y += this.size(8);
  }

  /** A label: value pair across the page, wrapped. */
  fact(label: string, value: string) {
    const size = this.size(10);
    const text = `${label}: ${value}`;
    const { lines, lineHeight } = this.text.layout(text, this.width, { size });
    const height = size * 1.55 + (lines - 1) * lineHeight;
    if (!this.room(height)) return;
    const labelStyle: TextStyle = { size, weight: 'bold', color: LABEL };
    const baseline = this.y + size * 0.92;
    if (lines === 1) {
      this.text.line(`${label}: `, this.left, baseline, labelStyle);
      this.text.line(value, this.left + this.text.measure(`${label}: `, labelStyle), baseline, { size });
    } else this.text.wrapped(text, this.left, baseline, this.width, { size });
    this.y += height;
  }

  /** Label: value pairs in two columns of a block. */
  facts(pairs: [string, string][]) {
    const size = this.size(10);
    const half = this.width / 2;
    const labelStyle: TextStyle = { size, weight: 'bold', color: LABEL };
    const lineHeight = size * 1.55;
    for (let i = 0; i < pairs.length; i += 2) {
      if (!this.room(lineHeight)) continue;
      const baseline = this.y + size * 0.92;
      for (const [c, pair] of [pairs[i], pairs[i + 1]].entries()) {
        if (!pair) continue;
        const x = this.left + c * half;
        const label = `${pair[0]}: `;
        this.text.line(label, x, baseline, labelStyle);
        const at = x + this.text.measure(label, labelStyle);
        const room = half - (at - x) - 6;
        // A long value (a farm and probe name) is shortened on its line rather than running into the next column.
        let value = pair[1];
        while (value.length > 4 && this.text.measure(value, { size }) > room) value = `${value.slice(0, -2)}…`;
        this.text.line(value, at, baseline, { size });
      }
      this.y += lineHeight;
    }
    this.y += this.size(4);
  }

  note(text: string, style: TextStyle = {}) {
    const size = this.size(style.size ?? 9);
    const { lines, lineHeight } = this.text.layout(text, this.width, { ...style, size });
    const height = size * 1.28 + (lines - 1) * lineHeight;
    if (!this.room(height)) return;
    this.text.wrapped(text, this.left, this.y + size * 0.92, this.width, { color: MUTED, ...style, size });
    this.y += height + this.size(4);
  }
}

function draw(doc: Doc, test: SoilTest, opts: PrescriptionOptions, scale: number, last: boolean): OnePage {
  const { plan, language: lang } = opts;
  const t = PRESCRIPTION_TEXT[lang];
  const n = (x: number | null | undefined, digits = 2) => formatNumber(x, lang, digits);
  const page = new OnePage(doc, scale);

  // Header: the logo, the title, the test.
  const logo = 46 * scale;
  drawAgrimLogo(doc, page.left, page.y, logo);
  const x = page.left + logo + 12;
  page.text.line(t.title, x, page.y + 20 * scale, { size: 20 * scale, weight: 'bold', color: GREEN });
  page.text.line(t.subtitle, x, page.y + 36 * scale, { size: 9.5 * scale, color: MUTED });
  const id = `#${test.id}`;
  const idStyle: TextStyle = { size: 12 * scale, weight: 'bold', color: BROWN };
  page.text.line(id, page.left + page.width - page.text.measure(id, idStyle), page.y + 20 * scale, idStyle);
  page.y += logo + 8;
  page.rule(GREEN, 1.5);
  page.y += 10 * scale;

  // For which field, crop and test.
  const unit = plan.area_unit === 'acre' ? t.acre : t.hectare;
  const field =
    [opts.farmName, opts.deviceName]
      .map((s) => s.trim())
      .filter(Boolean)
      .join(' · ') || MISSING;
  const area = plan.area_unit === 'ha' ? `${n(plan.area)} ${unit}` : `${n(plan.area)} ${unit} (${n(plan.hectares, 4)} ${t.hectare})`;
  const values = `N ${n(plan.values.n)}, P ${n(plan.values.p)}, K ${n(plan.values.k)} mg/kg${plan.values.ph === null ? '' : `, pH ${n(plan.values.ph)}`}`;
  page.facts([
    [t.field, field],
    [t.farmer, opts.ownerName.trim() || MISSING],
    [t.crop, plan.crop.name[lang]],
    [t.area, area],
    [t.test, `#${test.id}, ${formatTime(test.test_start_time, lang)}`],
    [t.soilType, { en: plan.soil_type, hi: SOIL_TYPE_HI[plan.soil_type], mr: SOIL_TYPE_MR[plan.soil_type] }[lang]],
  ]);
  page.fact(t.values, values);
  page.fact(
    t.dose,
    `${t.doseText(n(plan.dose.adjusted.n), n(plan.dose.adjusted.p2o5), n(plan.dose.adjusted.k2o))} (${plan.dose.basis[lang]})`,
  );
  page.y += 4 * scale;
  page.note(plan.corrected ? t.corrected : t.estimate, { size: 8.5 });

  // What to buy: the largest type on the page.
  page.heading(t.buy);
  const columns = [0, page.width * 0.5, page.width * 0.72];
  const amount = (kg: number) => `${n(kg)} ${t.kg}`;
  const bags = (p: { bags: number | null; bag_kg: number | null }) =>
    p.bags === null || p.bag_kg === null ? t.loose : t.bagsOf(n(p.bags), n(p.bag_kg));
  if (plan.buy.length === 0) page.note(t.nothingToBuy, { size: 11, color: '#212121' });
  else
    page.rows([[t.product, t.amount, t.bags], ...plan.buy.map((p) => [p.name[lang], amount(p.kg), bags(p)])], columns, {
      size: 12,
      header: true,
    });

  // When to apply.
  page.heading(t.when);
  const steps: string[][] = [];
  for (const s of plan.when) {
    steps.push([`${s.stage[lang]} — ${s.timing[lang]}`, '', '']);
    for (const p of s.products) steps.push([`   ${p.name[lang]}`, amount(p.kg), bags(p)]);
  }
  for (const e of plan.extras) steps.push([`${e.name[lang]} — ${e.timing[lang]}`, amount(e.kg), '']);
  page.rows(steps, columns, { size: 10.5 });

  // The sources, briefly, and the estimate note.
  // The sources, briefly: the first few by their opening words; the plan on screen lists them in full.
  const named = plan.sources.slice(0, MAX_SOURCES).map((s) => shortSource(s[lang]));
  if (plan.sources.length > MAX_SOURCES) named.push(t.more(plan.sources.length - MAX_SOURCES));
  page.note(`${t.source}: ${named.join(' · ')}`, { size: 8 });
  page.note(plan.estimate_note[lang], { size: 8 });
  if (last && !page.fits) {
    page.bottomNote = t.cut(page.skipped);
  }

  // Footer, below the bottom margin (lifted meanwhile: text below it would make pdfkit open a page).
  doc.page.margins.bottom = 0;
  const footerY = doc.page.height - MARGIN.bottom;
  const footStyle: TextStyle = { size: 8, color: MUTED };
  doc
    .moveTo(page.left, footerY - 14)
    .lineTo(page.left + page.width, footerY - 14)
    .lineWidth(0.6)
    .strokeColor(RULE)
    .stroke();
  page.text.line(`${t.generated}: ${formatTime(opts.generatedAt, lang)} · Agrim`, page.left, footerY, footStyle);
  if (page.bottomNote) {
    const w = page.text.measure(page.bottomNote, footStyle);
    page.text.line(page.bottomNote, page.left + page.width - w, footerY, { ...footStyle, color: '#b71c1c' });
  }
  return page;
}

/** Renders the prescription: one A4 page, drawn at the largest size that holds it all. */
/** The prescription as a task of the PDF worker (pdfWorker.ts). */
export type PrescriptionTask = { kind: 'prescription'; test: SoilTest; options: PrescriptionOptions };

export async function renderPrescription(test: SoilTest, opts: PrescriptionOptions): Promise<Buffer> {
  const t = PRESCRIPTION_TEXT[opts.language];
  const setup = {
    language: opts.language,
    margins: MARGIN,
    title: `${t.title} — ${opts.plan.crop.name[opts.language]} — #${test.id}`,
    subject: `${t.title} #${test.id}`,
    keywords: 'fertilizer, prescription, soil test, Agrim',
    generatedAt: opts.generatedAt,
  };
  for (const [i, scale] of SCALES.entries()) {
    const last = i === SCALES.length - 1;
    let fits = true;
    const pdf = await renderPdf(setup, (doc) => {
      fits = draw(doc, test, opts, scale, last).fits;
    });
    if (fits || last) return pdf;
  }
  throw new Error('unreachable');
}
