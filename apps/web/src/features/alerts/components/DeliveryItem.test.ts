import type { AlertDelivery } from '@agrim/contracts';
import i18next from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { enCore } from '../../../locales/en';
import { hi } from '../../../locales/hi';
import { enFrame } from '../../../locales/frame.en';
import { smsDelivery } from '../smsDelivery.fixture';
import { DeliveryItem } from './DeliveryItem';

/** The Channels tab shows an SMS's receipt from the gateway (issue 41), in English and Hindi. */

async function render(d: AlertDelivery, language: 'en' | 'hi') {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: language,
    showSupportNotice: false,
    resources: { en: { translation: { ...enCore, ...enFrame } }, hi: { translation: hi } },
    interpolation: { escapeValue: false },
  });
  return renderToStaticMarkup(createElement(I18nextProvider, { i18n }, createElement(DeliveryItem, { d })));
}

const sms = (receipt: AlertDelivery['receipt']) => smsDelivery({ receipt });

describe('an SMS delivery on the Channels tab', () => {
  it.each([
    ['submitted', 'Submitted to the SMS gateway', 'एसएमएस गेटवे को सौंपा गया'],
    ['delivered', 'Delivered to the phone', 'फ़ोन पर पहुँच गया'],
    ['failed', 'Not delivered to the phone', 'फ़ोन तक नहीं पहुँचा'],
  ] as const)('shows the receipt %s', async (receipt, en, hindi) => {
    const english = await render(sms(receipt), 'en');
    expect(english).toContain(`data-receipt="${receipt}"`);
    expect(english).toContain(en);
    expect(english).toContain('SMS ·');
    const inHindi = await render(sms(receipt), 'hi');
    expect(inHindi).toContain(hindi);
    expect(inHindi).toContain('एसएमएस ·');
  });

  it('shows no receipt before the gateway took it, nor for email', async () => {
    expect(await render(sms(null), 'en')).not.toContain('data-testid="delivery-receipt"');
    expect(await render({ ...sms(null), channel: 'email', receipt: undefined }, 'en')).not.toContain('delivery-receipt');
  });
});
