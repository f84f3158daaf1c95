import { IMAGE_UPLOAD_MAX_BYTES, type Language } from '@agrim/contracts';
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

/** The reader's language for a photo answer's texts: every image knowledge the server sends (leaf diseases, soil types) has Marathi since issue 41. */
export const textLanguage = (language: string): Language => languageOf(language);

/**
 * The text in the reader's language, with its `lang`; English, the web's fallback, for a text the
 * server sent without Marathi (a server from before issue 41's texts).
 */
export function knowledgeText<T>(texts: { en: T; hi: T; mr?: T }, language: string): { text: T; lang: Language } {
  const lang = textLanguage(language);
  if (lang === 'mr') return texts.mr === undefined ? { text: texts.en, lang: 'en' } : { text: texts.mr, lang: 'mr' };
  return { text: texts[lang], lang };
}
