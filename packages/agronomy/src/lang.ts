import { type Language, type LanguageWord, languageOfWord, type Texts } from '@agrim/contracts';

/** The language an agronomy text is written in (the product's languages: en, hi, mr). */
export type Lang = Language;

/**
 * A knowledge text: English and Hindi always, Marathi (issue 41) where it has been written. Until a
 * knowledge entry has its Marathi, a Marathi reader gets its Hindi (same Devanagari script, the nearest
 * language), never English: `say` and `textsOf` are the only places that choose.
 */
export interface KnowledgeText {
  en: string;
  hi: string;
  mr?: string;
}

/** The text in `lang`; Marathi falls back to the Hindi where the entry has no Marathi yet. */
export const say = (t: KnowledgeText, lang: Lang): string => (lang === 'mr' ? (t.mr ?? t.hi) : t[lang]);

/** The text in every language, as the API's `Texts` carry it. */
export const textsOf = (t: KnowledgeText): Texts => ({ en: t.en, hi: t.hi, mr: t.mr ?? t.hi });

/** The language code of an input's spelled-out `language` (english | hindi | marathi). */
export const langOf = (word: LanguageWord | undefined): Lang => languageOfWord(word);
