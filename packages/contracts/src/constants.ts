/** Business constants of spec section 9 that more than one side needs. */
export const TIMEZONE = 'Asia/Kolkata';
export const PHONE_PREFIX = '+91';
export const TOAST_HIDE_MS = 6000;
export const STAFF_PAGE_SIZES = [10, 20, 30] as const;
/** The product's languages (issue 41 added Marathi); adding one is a data-only change (CONTRIBUTING.md). */
export const LANGUAGES = ['en', 'hi', 'mr'] as const;
export type Language = (typeof LANGUAGES)[number];
/** A text in every language of the product. */
export type Texts = Record<Language, string>;
/** Each language's name in its own script, as the language switch shows it. */
export const LANGUAGE_NAMES: Texts = { en: 'English', hi: 'हिंदी', mr: 'मराठी' };
/** The spelled-out names the spec's `language` parameters take (english | hindi | marathi), by language code. */
export const LANGUAGE_WORDS = { en: 'english', hi: 'hindi', mr: 'marathi' } as const satisfies Record<Language, string>;
export type LanguageWord = (typeof LANGUAGE_WORDS)[Language];
export const LANGUAGE_WORD_LIST = Object.values(LANGUAGE_WORDS) as [LanguageWord, ...LanguageWord[]];
/** The language code of a spelled-out `language` parameter (english when absent). */
export const languageOfWord = (word: LanguageWord | undefined): Language =>
  (Object.keys(LANGUAGE_WORDS) as Language[]).find((l) => LANGUAGE_WORDS[l] === word) ?? 'en';
/** The BCP 47 locale numbers and dates are written in: Latin digits in every language, so figures read the same. */
export const NUMBER_LOCALES: Texts = { en: 'en-IN', hi: 'hi-IN', mr: 'mr-IN-u-nu-latn' };
/**
 * The language a farm's state suggests when its user never chose one: Marathi in Maharashtra, Hindi in
 * the Hindi-speaking states, else none (the browser's choice stands).
 */
export function languageOfState(state: string | null | undefined): Language | null {
  const s = (state ?? '').trim().toLowerCase();
  if (s === 'maharashtra') return 'mr';
  return HINDI_STATES.has(s) ? 'hi' : null;
}
const HINDI_STATES = new Set([
  'bihar',
  'chhattisgarh',
  'delhi',
  'haryana',
  'himachal pradesh',
  'jharkhand',
  'madhya pradesh',
  'rajasthan',
  'uttar pradesh',
  'uttarakhand',
]);
