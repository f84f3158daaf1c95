import { readFileSync } from 'node:fs';
import type { ImageModel, ImageModelCard } from '@agrim/contracts';
import i18next from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { enCore } from '../../../locales/en';
import { enFrame } from '../../../locales/frame.en';
import { enScreens } from '../../../locales/screens.en';
import { hi } from '../../../locales/hi';
import { formatPercent } from '../../../lib/predictionFormat';
import { ImageModelCardView } from './ImageModelCardView';

/** Issue 40 item 3: an image model's card shows its 5-fold accuracy with the interval, for the kept model and every candidate. */

const card = JSON.parse(
  readFileSync(new URL('../../../../../../packages/ml/models/soil-type.card.json', import.meta.url), 'utf8'),
) as ImageModelCard;
const model: ImageModel = {
  id: 'builtin-soil-type',
  name: 'Built-in',
  task: 'soil-type',
  kind: 'trained',
  labels: [],
  default: true,
  card,
  installed_at: null,
};

async function render(m: ImageModel, language: 'en' | 'hi') {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: language,
    showSupportNotice: false,
    resources: { en: { translation: { ...enCore, ...enFrame, ...enScreens } }, hi: { translation: hi } },
    interpolation: { escapeValue: false },
  });
  return renderToStaticMarkup(createElement(I18nextProvider, { i18n }, createElement(ImageModelCardView, { model: m })));
}

const kept = card.image.quality!.comparison.find((c) => c.name === card.image.chosen)!;
const pct = (p: number) => formatPercent(p, 'en');

describe("an image model's card", () => {
  it('says the kept model’s 5-fold accuracy and its 95 % interval, in English and Hindi', async () => {
    const english = await render(model, 'en');
    const fact = english.match(/data-testid="image-cv-accuracy"[^>]*>([^<]*)</)?.[1];
    expect(fact).toBe(`${pct(kept.cv_accuracy)} (95 % interval: ${pct(kept.cv_ci95[0])} – ${pct(kept.cv_ci95[1])})`);
    expect(english).toContain('Accuracy, 5 rounds');
    const inHindi = await render(model, 'hi');
    expect(inHindi).toContain('सटीकता, 5 दौर');
    expect(inHindi).toContain(`95 % अंतराल: ${pct(kept.cv_ci95[0])}`);
  });

  it('lists every candidate’s 5-fold accuracy in the comparison table', async () => {
    const english = await render(model, 'en');
    const table = english.slice(english.indexOf('data-testid="image-candidates"'));
    for (const c of card.image.quality!.comparison)
      expect(table, c.name).toContain(`${pct(c.cv_accuracy)} (95 % interval: ${pct(c.cv_ci95[0])} – ${pct(c.cv_ci95[1])})`);
  });

  it('leaves the 5-fold figures out for a card made before they existed', async () => {
    const { quality: _, ...older } = card.image;
    const html = await render({ ...model, card: { ...card, image: older } }, 'en');
    expect(html).not.toContain('image-cv-accuracy');
    expect(html).not.toContain('Accuracy, 5 rounds');
  });
});
