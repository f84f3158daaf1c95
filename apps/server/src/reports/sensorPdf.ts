/**
 * The sensor data summary PDF of the Reports screen: A4 portrait, the device and farm, the range in
 * Asia/Kolkata, reading and faulty counts, a min/mean/max table per value, line charts of the daily
 * means (N, P and K together, then each other value) drawn as vector paths, and 'Page x of y'.
 * English or Hindi (texts in sensorPdfTexts.ts); set up, fonts, text, the table and page numbers come from lib/pdf.
 */
import { METRIC_INFO, SENSOR_METRICS, type SensorMetric } from '@agrim/contracts';
import { type Doc, type Margins, type PdfLanguage, renderPdf } from '../lib/pdf/document.js';
import { PageFlow } from '../lib/pdf/flow.js';
import { clean } from '../lib/pdf/text.js';
import { formatDay, formatNumber, formatTime } from '../lib/pdf/format.js';
import { forEveryPage, pageOf } from '../lib/pdf/pageNumbers.js';
import { drawTable } from '../lib/pdf/table.js';
import type { SensorSummary } from './reports.service.js';
import { SENSOR_PDF_TEXT } from './sensorPdfTexts.js';

export interface SensorPdfOptions {
  deviceName: string;
  farmName: string;
  /** Asia/Kolkata days, inclusive. */
  fromDay: string;
  toDay: string;
  generatedAt: Date;
  /** Default English. */
  language?: PdfLanguage;
}

const MARGIN: Margins = { top: 50, bottom: 60, left: 50, right: 50 };
const GREEN = '#2e7d32';
const MUTED = '#616161';
const RULE = '#c8e6c9';
const COLORS: Record<SensorMetric, string> = {
  nitrogen: '#1565c0',
  phosphorus: '#ef6c00',
  potassium: '#6a1b9a',
  temperature: '#c62828',
  moisture: '#00838f',
  conductivity: '#5d4037',
  ph: '#2e7d32',
};

/** Round axis bounds and 4–6 ticks covering [lo, hi]. */
export function niceTicks(lo: number, hi: number): number[] {
  // Bounds a rounding error apart (26.4 and 26.400000000000002 from averaging) are one value: a
  // step below the numbers' precision would never advance the loop below.
  if (hi - lo <= Math.max(Math.abs(lo), Math.abs(hi)) * 1e-9) {
    hi = lo;
    lo -= lo === 0 ? 1 : Math.abs(lo) * 0.1;
    hi += hi === 0 ? 1 : Math.abs(hi) * 0.1;
  }
  const raw = (hi - lo) / 5;
  const mag = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((f) => f * mag).find((s) => s >= raw) ?? 10 * mag;
  const start = Math.floor(lo / step) * step;
  const ticks: number[] = [];
  for (let v = start; v <= hi + step * 1e-9; v += step) ticks.push(Math.round(v / step) * step);
  if (ticks[ticks.length - 1]! < hi) ticks.push(ticks[ticks.length - 1]! + step);
  return ticks;
}

type Texts = (typeof SENSOR_PDF_TEXT)[PdfLanguage];

interface TextOptions {
  size?: number;
  bold?: boolean;
  color?: string;
  width?: number;
}

class Writer extends PageFlow {
  readonly t: Texts;

  constructor(
    doc: Doc,
    readonly language: PdfLanguage,
  ) {
    super(doc, MARGIN, MARGIN.top + 10);
    this.t = SENSOR_PDF_TEXT[language];
  }

  /** `text` with its top at y; wrapped when a width is given. */
  write(text: string, x: number, y: number, { size, bold = false, color, width }: TextOptions = {}) {
    this.text.atTop(text, x, y, { size, weight: bold ? 'bold' : 'regular', color, width });
  }

  measure(text: string, size = 10, bold = false) {
    return this.text.measure(text, { size, weight: bold ? 'bold' : 'regular' });
  }

  number(value: number | null, digits = 2) {
    return formatNumber(value, this.language, digits);
  }

  time(at: Date | null) {
    return formatTime(at, this.language);
  }

  heading(text: string, keepWith = 60) {
    this.ensure(24 + keepWith);
    this.write(text, this.left, this.y, { size: 13, bold: true, color: GREEN });
    this.y += 18;
    this.rule(RULE, 0.6);
    this.y += 8;
  }

  rows(rows: [string, string][]) {
    for (const [label, value] of rows) {
      this.ensure(16);
      this.write(label, this.left + 4, this.y, { bold: true, color: '#37474f' });
      this.write(value, this.left + 170, this.y, { width: this.width - 174 });
      this.y += 16;
    }
    this.y += 8;
  }

  /** A line chart of daily values: one line per series, gaps where a day has no value. */
  chart(title: string, unit: string, days: string[], series: { label: string; color: string; values: (number | null)[] }[], height = 190) {
    const { doc } = this;
    const legendHeight = series.length > 1 ? 14 : 0;
    this.ensure(height + 30 + legendHeight);
    this.write(title, this.left, this.y, { size: 10.5, bold: true });
    this.write(unit, this.left + this.width - this.measure(unit, 8.5), this.y + 2, { size: 8.5, color: MUTED });
    this.y += 16;
    const values = series.flatMap((s) => s.values).filter((v): v is number => v !== null);
    const plotLeft = this.left + 44;
    const plotRight = this.left + this.width - 8;
    const plotTop = this.y + 4;
    const plotBottom = this.y + height - 22;
    doc
      .rect(plotLeft, plotTop, plotRight - plotLeft, plotBottom - plotTop)
      .lineWidth(0.5)
      .strokeColor('#bdbdbd')
      .stroke();
    if (values.length === 0) {
      this.write(this.t.noValidReadings, plotLeft + 10, plotTop + 10, { size: 9, color: MUTED });
    } else {
      const ticks = niceTicks(Math.min(...values), Math.max(...values));
      const lo = ticks[0]!;
      const hi = ticks[ticks.length - 1]!;
      const yOf = (v: number) => plotBottom - ((v - lo) / (hi - lo)) * (plotBottom - plotTop);
      const xOf = (i: number) =>
        days.length === 1 ? (plotLeft + plotRight) / 2 : plotLeft + 6 + (i / (days.length - 1)) * (plotRight - plotLeft - 12);
      for (const t of ticks) {
        const y = yOf(t);
        doc.moveTo(plotLeft, y).lineTo(plotRight, y).lineWidth(0.3).strokeColor('#e0e0e0').stroke();
        const label = this.number(t, 2);
        this.write(label, plotLeft - 4 - this.measure(label, 7.5), y - 3, { size: 7.5, color: MUTED });
      }
      // Day labels: at most about eight, evenly spaced.
      const every = Math.max(1, Math.ceil(days.length / 8));
      days.forEach((d, i) => {
        if (i % every !== 0 && i !== days.length - 1) return;
        const label = d.slice(5);
        this.write(label, xOf(i) - this.measure(label, 7.5) / 2, plotBottom + 4, { size: 7.5, color: MUTED });
      });
      for (const s of series) {
        let drawing = false;
        s.values.forEach((v, i) => {
          if (v === null) {
            drawing = false;
            return;
          }
          if (drawing) doc.lineTo(xOf(i), yOf(v));
          else doc.moveTo(xOf(i), yOf(v));
          drawing = true;
        });
        doc.lineWidth(1.4).strokeColor(s.color).stroke();
        s.values.forEach((v, i) => {
          if (v !== null) doc.circle(xOf(i), yOf(v), 1.6).fill(s.color);
        });
      }
    }
    this.y = plotBottom + 16;
    if (series.length > 1) {
      let x = plotLeft;
      for (const s of series) {
        doc.rect(x, this.y + 2, 10, 3).fill(s.color);
        this.write(s.label, x + 14, this.y, { size: 8.5 });
        x += 24 + this.measure(s.label, 8.5);
      }
      this.y += legendHeight;
    }
    this.y += 12;
  }

  footers(generatedAt: Date) {
    const { doc } = this;
    const generated = this.t.generated(this.t.title, this.time(generatedAt));
    forEveryPage(doc, (page, pages) => {
      const y = doc.page.height - MARGIN.bottom + 18;
      doc
        .moveTo(this.left, y - 8)
        .lineTo(this.left + this.width, y - 8)
        .lineWidth(0.6)
        .strokeColor(RULE)
        .stroke();
      this.write(generated, this.left, y, { size: 8.5, color: MUTED });
      const pageText = pageOf(this.language, page, pages);
      this.write(pageText, this.left + this.width - this.measure(pageText, 8.5), y, { size: 8.5, color: MUTED });
    });
  }
}

export function sensorPdfFileName(deviceId: string, fromDay: string, toDay: string) {
  return `agrim-sensor-summary-${deviceId.slice(0, 8)}-${fromDay}-to-${toDay}.pdf`;
}

/** Renders the summary; its size depends on the number of days, never on the number of readings. */
/** The sensor summary as a task of the PDF worker (pdfWorker.ts). */
export type SensorSummaryTask = { kind: 'sensor-summary'; summary: SensorSummary; options: SensorPdfOptions };

export function renderSensorSummary(summary: SensorSummary, opts: SensorPdfOptions): Promise<Buffer> {
  const language = opts.language ?? 'en';
  const t = SENSOR_PDF_TEXT[language];
  const setup = { language, margins: MARGIN, title: `${t.title} — ${clean(opts.deviceName)}`, generatedAt: opts.generatedAt };
  return renderPdf(setup, (doc) => {
    const w = new Writer(doc, language);
    w.write(t.title, w.left, w.y, { size: 20, bold: true, color: GREEN });
    w.y += 26;
    w.write(t.subtitle, w.left, w.y, { size: 9.5, color: MUTED });
    w.y += 16;
    w.rule(GREEN, 1.5);
    w.y += 12;
    const valid = summary.count - summary.faulty;
    const share = summary.count ? ` (${w.number((summary.faulty / summary.count) * 100, 1)} %)` : '';
    w.rows([
      [t.device, opts.deviceName],
      [t.farm, opts.farmName || '—'],
      [t.range, `${formatDay(opts.fromDay, language)} – ${formatDay(opts.toDay, language)}`],
      [t.readings, w.number(summary.count, 0)],
      [t.faulty, `${w.number(summary.faulty, 0)}${share}`],
      [t.daysWithReadings, w.number(summary.days.length, 0)],
      [t.firstReading, w.time(summary.first)],
      [t.lastReading, w.time(summary.last)],
    ]);
    w.heading(t.values);
    drawTable(w, {
      header: t.columns,
      body: SENSOR_METRICS.map((m) => [
        t.metrics[m],
        METRIC_INFO[m].unit,
        w.number(summary.stats[m].min),
        w.number(summary.stats[m].mean),
        w.number(summary.stats[m].max),
      ]),
      widths: [150, 95, 80, 80, w.width - 405],
      alignRightFrom: 2,
    });
    if (valid === 0) {
      w.write(summary.count ? t.allFaulty : t.noReadings, w.left, w.y, { color: MUTED });
      w.y += 20;
    } else {
      const days = summary.days.map((d) => d.day);
      w.heading(t.dailyMeans, 230);
      w.chart(
        t.npkChart,
        'mg/kg',
        days,
        (['nitrogen', 'phosphorus', 'potassium'] as const).map((m) => ({
          label: t.metrics[m],
          color: COLORS[m],
          values: summary.days.map((d) => d.mean[m]),
        })),
      );
      for (const m of ['temperature', 'moisture', 'conductivity', 'ph'] as const) {
        w.chart(
          t.dailyMean(t.metrics[m]),
          METRIC_INFO[m].unit || 'pH',
          days,
          [{ label: t.metrics[m], color: COLORS[m], values: summary.days.map((d) => d.mean[m]) }],
          150,
        );
      }
    }
    w.footers(opts.generatedAt);
  });
}
