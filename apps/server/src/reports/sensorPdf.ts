/**
 * The sensor data summary PDF of the Reports screen: A4 portrait, the device and farm, the range in
 * Asia/Kolkata, reading and faulty counts, a min/mean/max table per value, line charts of the daily
 * means (N, P and K together, then each other value) drawn as vector paths, and 'Page x of y'.
 */
import { METRIC_INFO, SENSOR_METRICS, type SensorMetric, TIMEZONE } from '@agrim/contracts';
import PDFDocument from 'pdfkit';
import type { SensorSummary } from './reports.service.js';

type Doc = InstanceType<typeof PDFDocument>;

export interface SensorPdfOptions {
  deviceName: string;
  farmName: string;
  /** Asia/Kolkata days, inclusive. */
  fromDay: string;
  toDay: string;
  generatedAt: Date;
}

const MARGIN = { top: 50, bottom: 60, left: 50, right: 50 };
const GREEN = '#2e7d32';
const INK = '#212121';
const MUTED = '#616161';
const RULE = '#c8e6c9';
const LABELS: Record<SensorMetric, string> = {
  nitrogen: 'Nitrogen',
  phosphorus: 'Phosphorus',
  potassium: 'Potassium',
  temperature: 'Temperature',
  moisture: 'Moisture',
  conductivity: 'Conductivity',
  ph: 'pH',
};
const COLORS: Record<SensorMetric, string> = {
  nitrogen: '#1565c0',
  phosphorus: '#ef6c00',
  potassium: '#6a1b9a',
  temperature: '#c62828',
  moisture: '#00838f',
  conductivity: '#5d4037',
  ph: '#2e7d32',
};

/** Helvetica shows WinAnsi only: anything else (a device named in Devanagari, say) becomes '?'. */
const latin = (text: string) =>
  text
    .normalize('NFC')
    .replace(/[\u00a0\u2000-\u200a\u202f]/gu, ' ')
    .replace(/[^\u0020-\u007e\u00a0-\u00ff–—‘’“”•…]/gu, '?');

const fmt = (v: number | null, digits = 2) =>
  v === null || !Number.isFinite(v) ? '—' : new Intl.NumberFormat('en-IN', { maximumFractionDigits: digits }).format(v);

const longDay = (day: string) =>
  new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' }).format(
    new Date(`${day}T00:00:00Z`),
  );

const time = (at: Date | null) =>
  at
    ? `${new Intl.DateTimeFormat('en-IN', { timeZone: TIMEZONE, dateStyle: 'medium', timeStyle: 'short', hour12: true }).format(at).replace(/\u202f/g, ' ')} IST`
    : '—';

/** Round axis bounds and 4–6 ticks covering [lo, hi]. */
function niceTicks(lo: number, hi: number): number[] {
  if (lo === hi) {
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

class Writer {
  y = MARGIN.top;
  readonly left = MARGIN.left;
  readonly width: number;
  readonly bottom: number;

  constructor(readonly doc: Doc) {
    this.width = doc.page.width - MARGIN.left - MARGIN.right;
    this.bottom = doc.page.height - MARGIN.bottom;
  }

  ensure(height: number) {
    if (this.y + height > this.bottom) {
      this.doc.addPage();
      this.y = MARGIN.top + 10;
    }
  }

  text(
    text: string,
    x: number,
    y: number,
    { size = 10, bold = false, color = INK, width }: { size?: number; bold?: boolean; color?: string; width?: number } = {},
  ) {
    this.doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(size)
      .fillColor(color)
      .text(latin(text), x, y, { lineBreak: width !== undefined, width, height: 1000 });
  }

  measure(text: string, size = 10, bold = false) {
    return this.doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(size)
      .widthOfString(latin(text));
  }

  rule(color = RULE, width = 0.6) {
    this.doc
      .moveTo(this.left, this.y)
      .lineTo(this.left + this.width, this.y)
      .lineWidth(width)
      .strokeColor(color)
      .stroke();
  }

  heading(text: string, keepWith = 60) {
    this.ensure(24 + keepWith);
    this.text(text, this.left, this.y, { size: 13, bold: true, color: GREEN });
    this.y += 18;
    this.rule();
    this.y += 8;
  }

  rows(rows: [string, string][]) {
    for (const [label, value] of rows) {
      this.ensure(16);
      this.text(label, this.left + 4, this.y, { bold: true, color: '#37474f' });
      this.text(value, this.left + 170, this.y, { width: this.width - 174 });
      this.y += 16;
    }
    this.y += 8;
  }

  table(header: string[], body: string[][], widths: number[]) {
    const rowHeight = 18;
    const draw = (cells: string[], bold: boolean, fill?: string) => {
      this.ensure(rowHeight);
      if (fill) this.doc.rect(this.left, this.y, this.width, rowHeight).fill(fill);
      let x = this.left;
      cells.forEach((cell, i) => {
        const w = widths[i]!;
        const right = i >= 2;
        const tx = right ? x + w - 6 - this.measure(cell, 9.5, bold) : x + 6;
        this.text(cell, tx, this.y + 5, { size: 9.5, bold });
        x += w;
      });
      this.y += rowHeight;
    };
    draw(header, true, '#e8f5e9');
    body.forEach((cells, i) => draw(cells, false, i % 2 ? '#fafafa' : undefined));
    this.rule('#bdbdbd', 0.5);
    this.y += 14;
  }

  /** A line chart of daily values: one line per series, gaps where a day has no value. */
  chart(title: string, unit: string, days: string[], series: { label: string; color: string; values: (number | null)[] }[], height = 190) {
    const { doc } = this;
    const legendHeight = series.length > 1 ? 14 : 0;
    this.ensure(height + 30 + legendHeight);
    this.text(title, this.left, this.y, { size: 10.5, bold: true });
    this.text(unit, this.left + this.width - this.measure(unit, 8.5), this.y + 2, { size: 8.5, color: MUTED });
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
      this.text('No valid readings', plotLeft + 10, plotTop + 10, { size: 9, color: MUTED });
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
        const label = fmt(t, 2);
        this.text(label, plotLeft - 4 - this.measure(label, 7.5), y - 3, { size: 7.5, color: MUTED });
      }
      // Day labels: at most about eight, evenly spaced.
      const every = Math.max(1, Math.ceil(days.length / 8));
      days.forEach((d, i) => {
        if (i % every !== 0 && i !== days.length - 1) return;
        const label = d.slice(5);
        this.text(label, xOf(i) - this.measure(label, 7.5) / 2, plotBottom + 4, { size: 7.5, color: MUTED });
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
        this.text(s.label, x + 14, this.y, { size: 8.5 });
        x += 24 + this.measure(s.label, 8.5);
      }
      this.y += legendHeight;
    }
    this.y += 12;
  }

  footers(generatedAt: Date, title: string) {
    const { doc } = this;
    const range = doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      doc.switchToPage(i);
      // Text below the bottom margin would make pdfkit open a page: lift the margin while writing.
      const bottom = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      const y = doc.page.height - MARGIN.bottom + 18;
      doc
        .moveTo(this.left, y - 8)
        .lineTo(this.left + this.width, y - 8)
        .lineWidth(0.6)
        .strokeColor(RULE)
        .stroke();
      this.text(`${title} · Generated ${time(generatedAt)} · Agrim`, this.left, y, { size: 8.5, color: MUTED });
      const page = `Page ${i - range.start + 1} of ${range.count}`;
      this.text(page, this.left + this.width - this.measure(page, 8.5), y, { size: 8.5, color: MUTED });
      doc.page.margins.bottom = bottom;
    }
  }
}

export function sensorPdfFileName(deviceId: string, fromDay: string, toDay: string) {
  return `agrim-sensor-summary-${deviceId.slice(0, 8)}-${fromDay}-to-${toDay}.pdf`;
}

/** Renders the summary; its size depends on the number of days, never on the number of readings. */
export function renderSensorSummary(summary: SensorSummary, opts: SensorPdfOptions): Promise<Buffer> {
  const title = 'Sensor Data Summary';
  return new Promise<Buffer>((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margins: MARGIN,
      bufferPages: true,
      lang: 'en-IN',
      displayTitle: true,
      info: {
        Title: `${title} — ${latin(opts.deviceName)}`,
        Author: 'Agrim',
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
      const w = new Writer(doc);
      w.text(title, w.left, w.y, { size: 20, bold: true, color: GREEN });
      w.y += 26;
      w.text('Agrim · Soil monitoring and agronomy advice', w.left, w.y, { size: 9.5, color: MUTED });
      w.y += 16;
      w.rule(GREEN, 1.5);
      w.y += 12;
      const valid = summary.count - summary.faulty;
      w.rows([
        ['Device', opts.deviceName],
        ['Farm', opts.farmName || '—'],
        ['Range (Asia/Kolkata)', `${longDay(opts.fromDay)} – ${longDay(opts.toDay)}`],
        ['Readings', fmt(summary.count, 0)],
        [
          'Faulty readings (all zero)',
          `${fmt(summary.faulty, 0)}${summary.count ? ` (${fmt((summary.faulty / summary.count) * 100, 1)} %)` : ''}`,
        ],
        ['Days with readings', fmt(summary.days.length, 0)],
        ['First reading', time(summary.first)],
        ['Last reading', time(summary.last)],
      ]);
      w.heading('Values over the range');
      w.table(
        ['Value', 'Unit', 'Min', 'Mean', 'Max'],
        SENSOR_METRICS.map((m) => [
          LABELS[m],
          METRIC_INFO[m].unit,
          fmt(summary.stats[m].min),
          fmt(summary.stats[m].mean),
          fmt(summary.stats[m].max),
        ]),
        [150, 95, 80, 80, w.width - 405],
      );
      if (valid === 0) {
        w.text(
          summary.count ? 'Every reading of this range is faulty (all zero): there is nothing to chart.' : 'No readings in this range.',
          w.left,
          w.y,
          {
            color: MUTED,
          },
        );
        w.y += 20;
      } else {
        const days = summary.days.map((d) => d.day);
        w.heading('Daily means', 230);
        w.chart(
          'Nitrogen, phosphorus and potassium (daily mean)',
          'mg/kg',
          days,
          (['nitrogen', 'phosphorus', 'potassium'] as const).map((m) => ({
            label: LABELS[m],
            color: COLORS[m],
            values: summary.days.map((d) => d.mean[m]),
          })),
        );
        for (const m of ['temperature', 'moisture', 'conductivity', 'ph'] as const) {
          w.chart(
            `${LABELS[m]} (daily mean)`,
            METRIC_INFO[m].unit || 'pH',
            days,
            [{ label: LABELS[m], color: COLORS[m], values: summary.days.map((d) => d.mean[m]) }],
            150,
          );
        }
      }
      w.footers(opts.generatedAt, title);
      doc.end();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}
