import i18next from 'i18next';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { enCore } from '../locales/en';
import { hi } from '../locales/hi';
import { enScreens } from '../locales/screens.en';

/**
 * A chart rendered to HTML in a language, for the tests of its text alternative (issue 39): the markup
 * and the summary sentence its drawing points at (aria-describedby).
 */
export async function renderChart(chart: ReactElement, language: 'en' | 'hi'): Promise<{ html: string; summary: string | undefined }> {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: language,
    showSupportNotice: false,
    resources: { en: { translation: { ...enCore, ...enScreens } }, hi: { translation: hi } },
    interpolation: { escapeValue: false },
  });
  const html = renderToStaticMarkup(createElement(I18nextProvider, { i18n }, chart));
  const id = /aria-describedby="([^"]+)"/.exec(html)?.[1];
  const summary = new RegExp(`id="${id}"[^>]*>([^<]*)<`).exec(html)?.[1];
  return { html, summary };
}
