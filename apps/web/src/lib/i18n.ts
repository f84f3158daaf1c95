import { type Language, languageOfState } from '@agrim/contracts';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { enCore } from '../locales/en';
import { browserDecides, browserLanguage, isLanguage, languageOf } from './language';
import { loadMuiTexts } from './muiLocale';

const STORAGE_KEY = 'agrim.language';

/**
 * The reader's own choice if they made one, else the browser's language (language.ts). Only a choice is
 * stored, so a reader who never chose keeps following the browser.
 */
function startLanguage(): Language {
  const saved = localStorage.getItem(STORAGE_KEY);
  return isLanguage(saved) ? saved : browserLanguage(navigator.languages);
}

/**
 * Hindi and Marathi strings are downloaded only by those who read them (issues 24, 41), each its own chunk:
 * English, the fallback, ships with the app. Resolves once the language's strings are in.
 */
export async function loadLanguage(language: Language): Promise<void> {
  if (language === 'en' || i18n.hasResourceBundle(language, 'translation')) return;
  const strings = language === 'hi' ? import('../locales/hi').then((m) => m.hi) : import('../locales/mr').then((m) => m.mr);
  const [translation] = await Promise.all([strings, loadMuiTexts(language)]);
  i18n.addResourceBundle(language, 'translation', translation);
}

void i18n.use(initReactI18next).init({
  resources: { en: { translation: enCore } },
  lng: 'en',
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
});
document.documentElement.lang = 'en';

let frameStrings: Promise<void> | null = null;
/** The English strings of the signed-in frame and of /home (the fallback of every language); loaded with the frame. */
export function loadFrameStrings(): Promise<void> {
  frameStrings ??= import('../locales/frame.en').then(({ enFrame }) => {
    i18n.addResourceBundle('en', 'translation', enFrame, true, false);
  });
  return frameStrings;
}

let screenStrings: Promise<void> | null = null;
/**
 * The other signed-in screens' English strings: every screen but /home waits for them before it renders
 * (screens.tsx), and the frame fetches them once it is up, so /home's first paint does not wait for them.
 */
export function loadScreenStrings(): Promise<void> {
  screenStrings ??= Promise.all([loadFrameStrings(), import('../locales/screens.en')]).then(([, { enScreens }]) => {
    i18n.addResourceBundle('en', 'translation', enScreens, true, false);
  });
  return screenStrings;
}

async function showLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  document.documentElement.lang = language;
  await i18n.changeLanguage(language);
}

/** The language the page starts in. */
const firstLanguage: Language = startLanguage();

/** Ready when the start language's strings are loaded; main.tsx waits for it before the first render. */
export const languageReady: Promise<void> = showLanguage(firstLanguage);

/** The reader's choice (the language switch): remembered on this device. */
export async function setLanguage(language: Language): Promise<void> {
  localStorage.setItem(STORAGE_KEY, language);
  await showLanguage(language);
}

/**
 * A farmer who never chose a language and whose browser's first language is none the app speaks (a
 * phone set to Gujarati or Kannada, say) reads the language of the farm's state (issue 41: the
 * default follows the browser, then the farm's state). Not stored: only a choice is.
 */
export async function followFarmState(state: string | null | undefined): Promise<void> {
  const language = languageOfState(state);
  if (language === null || !farmStateMayDecide()) return;
  if (language !== currentLanguage()) await showLanguage(language);
}

/** Neither a choice stored on this device nor the browser's first language decides: a farm's state may (followFarmState). */
export const farmStateMayDecide = (): boolean => !isLanguage(localStorage.getItem(STORAGE_KEY)) && !browserDecides(navigator.languages);

export function currentLanguage(): Language {
  return languageOf(i18n.language);
}

export { i18n };
