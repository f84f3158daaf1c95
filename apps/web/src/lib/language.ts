import { LANGUAGE_WORDS, LANGUAGES, type Language, type LanguageWord, NUMBER_LOCALES } from '@agrim/contracts';

export const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value);

/** The product language of a language tag ('mr', 'hi-IN', i18next's language): English for any other. */
export function languageOf(tag: string | null | undefined): Language {
  const base = (tag ?? '').toLowerCase().split('-')[0];
  return isLanguage(base) ? base : 'en';
}

/** The locale figures and dates are written in: Latin digits in every language, so a figure reads the same in all. */
export const numberLocale = (tag: string | null | undefined): string => NUMBER_LOCALES[languageOf(tag)];

/**
 * The clock of a time: 12-hour in English; 24-hour in Hindi and Marathi, whose 12-hour clocks write
 * 'am'/'pm' (hi-IN) or 'PM' (mr-IN) in Latin letters.
 */
export const clockOptions = (tag: string | null | undefined): Intl.DateTimeFormatOptions =>
  languageOf(tag) === 'en' ? { hour12: true } : { hourCycle: 'h23' };

/** The spelled-out `language` parameter of the spec's endpoints (english | hindi | marathi). */
export const languageWord = (tag: string | null | undefined): LanguageWord => LANGUAGE_WORDS[languageOf(tag)];

/**
 * The language a reader who never chose one gets: the first of the browser's languages the app speaks
 * (Marathi, Hindi or English, in the reader's order), else English. 'en-IN, mr' stays English; 'mr-IN, en' is Marathi.
 */
export function browserLanguage(preferred: readonly string[] | undefined): Language {
  for (const tag of preferred ?? []) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}

/** Whether the browser's first language is one the app speaks: then it decides, and a farm's state does not. */
export const browserDecides = (preferred: readonly string[] | undefined): boolean =>
  preferred !== undefined && preferred.length > 0 && isLanguage(preferred[0]!.toLowerCase().split('-')[0]);

/** A server text in the screen's language; English, the app's fallback, where the server has none in it. */
export function textIn<T>(texts: { en: T } & Partial<Record<Language, T>>, tag: string | null | undefined): T {
  return texts[languageOf(tag)] ?? texts.en;
}
