import { LANGUAGES, type Language } from '@agrim/contracts';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { enCore } from '../locales/en';
import { loadMuiHindi } from './muiLocale';

const STORAGE_KEY = 'agrim.language';

function storedLanguage(): Language {
  const saved = localStorage.getItem(STORAGE_KEY);
  return (LANGUAGES as readonly string[]).includes(saved ?? '') ? (saved as Language) : 'en';
}

/**
 * Hindi strings are downloaded only by those who read them (issue 24): English, the fallback, ships
 * with the app. Resolves once the language's strings are in.
 */
export async function loadLanguage(language: Language): Promise<void> {
  if (language === 'en' || i18n.hasResourceBundle(language, 'translation')) return;
  const [{ hi }] = await Promise.all([import('../locales/hi'), loadMuiHindi()]);
  i18n.addResourceBundle('hi', 'translation', hi);
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

/** Ready when the stored language's strings are loaded; main.tsx waits for it before the first render. */
export const languageReady: Promise<void> = setLanguage(storedLanguage());

export async function setLanguage(language: Language): Promise<void> {
  localStorage.setItem(STORAGE_KEY, language);
  await loadLanguage(language);
  document.documentElement.lang = language;
  await i18n.changeLanguage(language);
}

export function currentLanguage(): Language {
  return i18n.language === 'hi' ? 'hi' : 'en';
}

export { i18n };
