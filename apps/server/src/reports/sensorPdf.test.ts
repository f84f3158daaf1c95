import { SENSOR_METRICS } from '@agrim/contracts';
import { describe, expect, it } from 'vitest';
import type { SensorSummary } from './reports.service.js';
import { niceTicks, renderSensorSummary, type SensorPdfOptions } from './sensorPdf.js';
import { pdfText } from '../../test/reports.testkit.js';

const DAYS = ['2026-03-01', '2026-03-02', '2026-03-03'];

const summary: SensorSummary = {
  count: 14,
  faulty: 2,
  first: new Date('2026-03-01T01:00:00Z'),
  last: new Date('2026-03-03T12:00:00Z'),
  stats: Object.fromEntries(SENSOR_METRICS.map((m, i) => [m, { min: i, mean: i + 1.5, max: i + 3 }])) as SensorSummary['stats'],
  days: DAYS.map((day, j) => ({
    day,
    count: 5,
    faulty: j === 1 ? 2 : 0,
    mean: Object.fromEntries(SENSOR_METRICS.map((m, i) => [m, i * 10 + j])) as SensorSummary['days'][number]['mean'],
  })),
};

const options: SensorPdfOptions = {
  deviceName: 'Report farm probe',
  farmName: 'Report farm',
  fromDay: '2026-03-01',
  toDay: '2026-03-03',
  generatedAt: new Date('2026-03-04T10:00:00Z'),
};

describe('sensor summary PDF', () => {
  it('is English by default, with "Page x of y" on every page', async () => {
    const pdf = await renderSensorSummary(summary, options);
    const { totalPages, all } = await pdfText(pdf);
    expect(all).toContain('Sensor Data Summary');
    expect(all).toContain('1 Mar 2026 – 3 Mar 2026');
    expect(all).toMatch(/Faulty readings \(all zero\) 2 \(14\.3 %\)/);
    expect(all).toContain('Nitrogen, phosphorus and potassium (daily mean)');
    for (let page = 1; page <= totalPages; page++) expect(all).toContain(`Page ${page} of ${totalPages}`);
    expect(all).not.toMatch(/\p{Script=Devanagari}/u);
    expect(pdf.toString('latin1')).not.toContain('NotoSansDevanagari');
  });

  it('in Hindi sets its texts in Noto Sans Devanagari and numbers the pages "पृष्ठ x / y"', async () => {
    const pdf = await renderSensorSummary(summary, { ...options, language: 'hi', deviceName: 'खेत सेंसर 7' });
    const { totalPages, all } = await pdfText(pdf);
    expect(pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari-Bold/);
    // pdf.js extracts Devanagari in glyph order ('दैनिक' comes out as 'दैिनक'), so only words without pre-base vowel
    // signs or repha are checked; the device name is shown, not replaced by '?'.
    for (const hindi of ['सेंसर डेटा सारांश', 'उपकरण', 'खेत सेंसर 7', 'औसत', 'नाइट्रोजन', 'फॉस्फोरस', 'तापमान']) {
      expect(all).toContain(hindi);
    }
    for (let page = 1; page <= totalPages; page++) expect(all).toContain(`पृष्ठ ${page} / ${totalPages}`);
    // Numbers and units stay as they are.
    expect(all).toMatch(/2 \(14\.3 %\)/);
    expect(all).toContain('mg/kg');
    for (const english of ['Sensor Data Summary', 'Device', 'Readings', 'Daily means', 'Nitrogen', 'Page 1'])
      expect(all).not.toContain(english);
  });

  it('in Hindi says when the range has no readings', async () => {
    const empty: SensorSummary = { ...summary, count: 0, faulty: 0, first: null, last: null, days: [] };
    const { totalPages, all } = await pdfText(await renderSensorSummary(empty, { ...options, language: 'hi' }));
    expect(totalPages).toBe(1);
    expect(all).toContain('नहीं है।');
    expect(all).not.toContain('No readings');
    expect(all).toContain('पृष्ठ 1 / 1');
  });
});

describe('chart axis ticks', () => {
  it('treats bounds a rounding error apart as one value (the loop used to never end and crash the process)', () => {
    const ticks = niceTicks(26.4, 26.400000000000002);
    expect(ticks.length).toBeGreaterThanOrEqual(2);
    expect(ticks.length).toBeLessThanOrEqual(8);
    expect(ticks[0]!).toBeLessThanOrEqual(26.4);
    expect(ticks.at(-1)!).toBeGreaterThanOrEqual(26.4);
  });
});
