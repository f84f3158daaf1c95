import { SHC_K_FORMS, SHC_P_FORMS, type ShcResult } from '@agrim/contracts';
import i18next from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { enCore } from '../../../locales/en';
import { hi } from '../../../locales/hi';
import { enScreens } from '../../../locales/screens.en';
import {
  adviceNeedsForms,
  choiceOf,
  confirmShown,
  defaultedForms,
  FORM_CHOICES,
  formsToSend,
  shownForms,
  unconfirmedForms,
} from './cardForms';
import { CardValuesTable, draftOf } from './CardValuesTable';

/** The Karnataka card as the server answers it: K's range read (K2O), P's not (the national default, P2O5). */
const READ: ShcResult = {
  id: 'r1',
  recommendation: '# Fertilizer advice',
  parameters: {
    p: { value: 4.19, unit: 'kg/ha', rating: 'Very Low' },
    k: { value: 122.85, unit: 'kg/ha', rating: 'Low', normal: '145 - 337 kg/ha' },
  },
  missing: [],
  p_form: 'P2O5',
  k_form: 'K2O',
  p_form_from: 'national_default',
  k_form_from: 'printed_range',
  forms_confirmed: false,
  forms_state: null,
};

describe('the P and K form choice', () => {
  it('offers every form the API takes, the one cards print first', () => {
    expect([...FORM_CHOICES.p].sort()).toEqual([...SHC_P_FORMS].sort());
    expect([...FORM_CHOICES.k].sort()).toEqual([...SHC_K_FORMS].sort());
    expect(FORM_CHOICES.p[0]).toBe('P2O5');
    expect(FORM_CHOICES.k[0]).toBe('K2O');
  });

  it('asks only about the forms the server took from a default, until the user chooses them', () => {
    expect(adviceNeedsForms(READ)).toBe(true);
    expect(defaultedForms(READ)).toEqual(['p']);
    expect(choiceOf(READ)).toEqual({});
    expect(unconfirmedForms(READ, {})).toEqual(['p']);
    // Nothing chosen: the request leaves the forms to the server (printed range, else its default).
    expect(formsToSend({})).toEqual({});
    // Switching P to P (elemental) is a choice: it is sent, and nothing is left to confirm.
    const chosen = { p: 'P' as const };
    expect(shownForms(READ, chosen)).toEqual({ p: 'P', k: 'K2O' });
    expect(unconfirmedForms(READ, chosen)).toEqual([]);
    expect(formsToSend(chosen)).toEqual({ p_form: 'P' });
  });

  it('ticking the confirmation chooses the forms shown for the defaulted nutrients; unticking forgets them', () => {
    const ticked = confirmShown(READ, {}, true);
    expect(ticked).toEqual({ p: 'P2O5' });
    expect(formsToSend(ticked)).toEqual({ p_form: 'P2O5' });
    expect(confirmShown(READ, ticked, false)).toEqual({});
  });

  it('takes the user’s earlier choices from the answer, and does not warn once the forms are confirmed or before any advice', () => {
    const confirmed: ShcResult = { ...READ, p_form: 'P', p_form_from: 'user', forms_confirmed: true };
    expect(choiceOf(confirmed)).toEqual({ p: 'P' });
    expect(adviceNeedsForms(confirmed)).toBe(false);
    expect(adviceNeedsForms({ ...READ, recommendation: '' })).toBe(false);
  });
});

function render(language: 'en' | 'hi', forms = { p: 'P2O5', k: 'K2O' } as const): string {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    resources: { en: { translation: { ...enCore, ...enScreens } }, hi: { translation: hi } },
    lng: language,
    initAsync: false,
    showSupportNotice: false,
    interpolation: { escapeValue: false },
  });
  const table = createElement(CardValuesTable, {
    draft: draftOf(READ.parameters),
    read: READ.parameters,
    onChange: () => {},
    forms,
    onForm: () => {},
  });
  return renderToStaticMarkup(createElement(I18nextProvider, { i18n }, table));
}

/** The pressed state of one toggle button. */
const pressed = (html: string, testId: string) => new RegExp(`<button[^>]*aria-pressed="true"[^>]*data-testid="${testId}"`).test(html);

describe('CardValuesTable', () => {
  it('shows a P / P₂O₅ and a K / K₂O choice under the values, preselected as given', () => {
    const html = render('en');
    expect(html).toContain('data-testid="card-p-form"');
    expect(html).toContain('data-testid="card-k-form"');
    expect(html).toContain('aria-label="My card says, for phosphorus"');
    expect(pressed(html, 'card-p-form-P2O5')).toBe(true);
    expect(pressed(html, 'card-p-form-P')).toBe(false);
    expect(pressed(html, 'card-k-form-K2O')).toBe(true);
    // Said as the card prints it, in a farmer's words, the card's usual form first (issue 39).
    expect(html).toContain('My card says:');
    expect(html.indexOf('P₂O₅ (phosphate)')).toBeGreaterThan(-1);
    expect(html.indexOf('P₂O₅ (phosphate)')).toBeLessThan(html.indexOf('P (phosphorus)'));
    expect(html.indexOf('K₂O (potash)')).toBeLessThan(html.indexOf('K (potassium)'));
    expect(html).not.toContain('P or P₂O₅');
    // Other rows have no choice.
    expect(html.match(/role="group"/g)).toHaveLength(2);

    const asP = render('en', { p: 'P', k: 'K' } as never);
    expect(pressed(asP, 'card-p-form-P')).toBe(true);
    expect(pressed(asP, 'card-k-form-K')).toBe(true);
  });

  it('labels the choice in Hindi', () => {
    const html = render('hi');
    expect(html).toContain('aria-label="मेरे कार्ड पर फॉस्फोरस के लिए लिखा है"');
    expect(html).toContain('मेरे कार्ड पर लिखा है:');
    expect(html).toContain('P₂O₅ (फॉस्फेट)');
    expect(html).toContain('K (पोटैशियम)');
  });
});

describe('the hint and the warning, in both languages', () => {
  it('name both normal ranges of each nutrient', () => {
    for (const text of [enScreens.fertilizer.card.forms.hint, hi.fertilizer.card.forms.hint]) {
      for (const range of ['10–25', '23–57', '120–280', '145–337']) expect(text).toContain(range);
    }
    for (const text of [enScreens.fertilizer.card.forms.unread, hi.fertilizer.card.forms.unread]) {
      for (const slot of ['{{list}}', '{{assumed}}', '{{why}}']) expect(text).toContain(slot);
    }
  });
});
