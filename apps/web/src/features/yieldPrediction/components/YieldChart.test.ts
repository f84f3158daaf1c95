import type { YieldPredictionResponse } from '@agrim/contracts';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderChart } from '../../../components/renderChart.testkit';
import { YieldChart } from './YieldChart';

/** 1,200 t and 1,500 t observed, 1,800 t (1,600–2,000) forecast: 1.2, 1.5 and 1.8 thousand tonnes on the axis. */
const data = {
  historical_data: [
    { Crop_Year: 2020, Production: 1500 },
    { Crop_Year: 2019, Production: 1200 },
  ],
  future_data: [{ Crop_Year: 2021, Production: 1800, lower: 1600, upper: 2000 }],
  model: { interval: 0.8 },
} as unknown as YieldPredictionResponse;

const render = (language: 'en' | 'hi') => renderChart(createElement(YieldChart, { data, label: 'Rice, Pune', crop: 'Rice' }), language);

describe('YieldChart text alternative (issue 39)', () => {
  it('keeps its name and test id, and is described by a sentence with the axis numbers', async () => {
    const { html, summary } = await render('en');
    expect(html).toContain('data-testid="yield-chart"');
    expect(html).toContain('aria-label="Rice, Pune"');
    expect(summary).toBe(
      'Rice, Pune (Production (1000 tons)): 3 points from 2019 to 2021. Historical from 1.2 to 1.5, last 1.5; Forecast from 1.8 to 1.8, last 1.8.',
    );
    expect(html).toContain('Show data as table');
  });

  it('says the same numbers in Hindi, with no English words', async () => {
    const { html, summary } = await render('hi');
    expect(summary).toContain('2019 से 2021 तक 3 बिंदु');
    expect(summary).toContain('1.2 से 1.5 तक, अंतिम 1.5');
    expect(summary).toContain('1.8 से 1.8 तक, अंतिम 1.8');
    expect(summary!.replace('Rice, Pune', '')).not.toMatch(/[A-Za-z]{2,}/);
    expect(html).toContain('डेटा तालिका के रूप में दिखाएँ');
  });
});
