import type { ShcFormSource, ShcKForm, ShcPForm, ShcResult } from '@agrim/contracts';

/** How a form is written on the screen. */
export const FORM_LABELS: Record<ShcPForm | ShcKForm, string> = { P: 'P', P2O5: 'P₂O₅', K: 'K', K2O: 'K₂O' };

export type FormNutrient = 'p' | 'k';

/**
 * The choices offered, in the order a farmer meets them: the form Soil Health Cards print (P₂O₅ and
 * K₂O, in kg/ha) first, the elemental form second (issue 39).
 */
export const FORM_CHOICES: { p: readonly ShcPForm[]; k: readonly ShcKForm[] } = { p: ['P2O5', 'P'], k: ['K2O', 'K'] };

/** The forms the user has chosen on this screen (a toggle, or ticking the confirmation); unset = as the server took it. */
export interface FormChoice {
  p?: ShcPForm;
  k?: ShcKForm;
}

const defaulted = (from: ShcFormSource) => from === 'state_default' || from === 'national_default';

/** What the user already chose, as the server's answer says (forms it took from the user). */
export function choiceOf(result: ShcResult): FormChoice {
  return {
    ...(result.p_form_from === 'user' ? { p: result.p_form } : {}),
    ...(result.k_form_from === 'user' ? { k: result.k_form } : {}),
  };
}

/** The forms the toggles show: the user's choice, else the server's. */
export function shownForms(result: ShcResult, choice: FormChoice): { p: ShcPForm; k: ShcKForm } {
  return { p: choice.p ?? result.p_form, k: choice.k ?? result.k_form };
}

/** The nutrients whose form the server took from a default (the state's or the national card), not from the card or the user. */
export function defaultedForms(result: ShcResult): FormNutrient[] {
  return (['p', 'k'] as const).filter((k) => defaulted(result[`${k}_form_from`]));
}

/** Of those, the ones the user has not chosen yet. */
export function unconfirmedForms(result: ShcResult, choice: FormChoice): FormNutrient[] {
  return defaultedForms(result).filter((k) => !choice[k]);
}

/**
 * The advice shown rests on a form nobody confirmed: the server used a default and says so
 * (`forms_confirmed` false). Without advice yet (values missing) there is nothing to warn about.
 */
export const adviceNeedsForms = (result: ShcResult) => !result.forms_confirmed && result.recommendation !== '';

/** Ticking the confirmation chooses the forms shown for every defaulted nutrient; unticking forgets those choices. */
export function confirmShown(result: ShcResult, choice: FormChoice, confirmed: boolean): FormChoice {
  const shown = shownForms(result, choice);
  const next: FormChoice = { ...choice };
  if (defaulted(result.p_form_from)) next.p = confirmed ? shown.p : undefined;
  if (defaulted(result.k_form_from)) next.k = confirmed ? shown.k : undefined;
  return next;
}

/** The `p_form` / `k_form` a confirm request sends: only what the user chose, so the card's printed range or the server's default decides the rest. */
export function formsToSend(choice: FormChoice): { p_form?: ShcPForm; k_form?: ShcKForm } {
  return { ...(choice.p ? { p_form: choice.p } : {}), ...(choice.k ? { k_form: choice.k } : {}) };
}
