import { IMAGE_UPLOAD_MAX_BYTES } from '@agrim/contracts';
import { languageOf } from '../../lib/language';

/** The photo types the server takes (it checks the content again). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');

export type ImageProblem = 'type' | 'size' | 'empty';

/** Why a chosen file cannot be sent, or null when it can. */
export function imageProblem(file: File): ImageProblem | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > IMAGE_UPLOAD_MAX_BYTES) return 'size';
  return null;
}

export const MAX_IMAGE_MB = Math.round(IMAGE_UPLOAD_MAX_BYTES / (1024 * 1024));

/** A class label as people read it: 'Early_blight' → 'Early blight'. */
export const labelText = (label: string) => label.replace(/_+/g, ' ').trim();

/**
 * The language to pick from the server's {en, hi} image texts: the disease notes have no Marathi yet, so a
 * Marathi reader gets English, the app's fallback (and the text's `lang` says so).
 */
export const textLanguage = (language: string): 'en' | 'hi' => (languageOf(language) === 'hi' ? 'hi' : 'en');

/** The text in the reader's language where the server sent it (soil types have Marathi), else as textLanguage picks; with its `lang`. */
export function knowledgeText<T>(texts: { en: T; hi: T; mr?: T }, language: string): { text: T; lang: 'en' | 'hi' | 'mr' } {
  if (languageOf(language) === 'mr' && texts.mr !== undefined) return { text: texts.mr, lang: 'mr' };
  const lang = textLanguage(language);
  return { text: texts[lang], lang };
}
