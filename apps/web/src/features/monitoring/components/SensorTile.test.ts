import type { Reading } from '@agrim/contracts';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderChart } from '../../../components/renderChart.testkit';
import { SensorTile } from './SensorTile';

const at = (minute: number, nitrogen: number) =>
  ({
    timestamp: new Date(Date.UTC(2026, 10, 29, 3, minute)).toISOString(),
    nitrogen,
    phosphorus: 12,
    potassium: 21,
    temperature: 25,
    moisture: 33,
    conductivity: 303,
    ph: 6.8,
  }) as Reading;

/** Nitrogen 22, 25.5, 23 mg/kg over the hour: from 22 to 23, lowest 22, highest 25.5. */
const series = [at(0, 22), at(30, 25.5), at(55, 23)];

const render = (language: 'en' | 'hi', readings = series) =>
  renderChart(
    createElement(SensorTile, {
      metric: 'nitrogen',
      icon: 'N',
      color: '#2e7d32',
      latest: null,
      series: readings,
      change: 4.5,
      offline: false,
    }),
    language,
  );

describe('a home tile’s trend line has a text alternative (issue 39)', () => {
  it('keeps its name and is described by the hour’s readings in a sentence', async () => {
    const { html, summary } = await render('en');
    expect(html).toContain('aria-label="Nitrogen over the last hour"');
    expect(summary).toBe('Nitrogen over the last hour: 3 readings, from 22 to 23 mg/kg; lowest 22, highest 25.5.');
  });

  it('says the same numbers in Hindi, with no English words but the unit', async () => {
    const { summary } = await render('hi');
    expect(summary).toBe('पिछले एक घंटे में नाइट्रोजन: 3 रीडिंग, 22 से 23 mg/kg तक; न्यूनतम 22, अधिकतम 25.5।');
    expect(summary!.replace('mg/kg', '')).not.toMatch(/[A-Za-z]{2,}/);
  });

  it('says when there is too little to draw a trend', async () => {
    expect((await render('en', [at(0, 22)])).summary).toBe('Nitrogen: too few readings in the last hour to draw a trend.');
    expect((await render('hi', [])).summary).toBe('नाइट्रोजन: पिछले एक घंटे में रुझान दिखाने लायक रीडिंग नहीं।');
  });
});
