import type { YieldPredictionResponse } from '@agrim/contracts';
import i18next from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { enCore } from '../../../locales/en';
import { hi } from '../../../locales/hi';
import { enScreens } from '../../../locales/screens.en';
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

async function render(language: 'en' | 'hi') {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: language,
    showSupportNotice: false,
    resources: { en: { translation: { ...enCore, ...enScreens } }, hi: { translation: hi } },
    interpolation: { escapeValue: false },
  });
  const html = renderToStaticMarkup(
    createElement(I18nextProvider, { i18n }, createElement(YieldChart, { data, label: 'Rice, Pune', crop: 'Rice' })),
  );
  const id = /aria-describedby="([^"]+)"/.exec(html)?.[1];
  const summary = new RegExp(`id="${id}"[^>]*>([^<]*)<`).exec(html)?.[1];
  return { html, summary };
}

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
