import { type Role, STAFF_ROLES } from '@agrim/contracts';
import { zxcvbn, zxcvbnOptions } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import { AppError } from '../http/errors.js';

zxcvbnOptions.setOptions({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs });

/** Staff accounts can read and change every farm: longer and harder to guess than a farmer's. */
export const STAFF_PASSWORD_MIN = 10;
/**
 * zxcvbn scores: 2 is "somewhat guessable" (over a million guesses: no password of the common
 * and leaked lists it ships reaches it), 3 "safely unguessable" for an online attack (over 10⁸).
 */
const MIN_SCORE = { staff: 3, farmer: 2 } as const;

const isStaff = (role: Role) => (STAFF_ROLES as readonly Role[]).includes(role);

/**
 * Refuses passwords that are short for the role, common or leaked (zxcvbn's lists), or built from
 * the account's own email or name. The schema has already checked the general 8–128 length.
 */
export function assertAcceptablePassword(password: string, role: Role, personal: Array<string | null | undefined> = []): void {
  const staff = isStaff(role);
  if (staff && [...password].length < STAFF_PASSWORD_MIN) {
    throw new AppError('VALIDATION_FAILED', {
      en: `password: staff accounts need at least ${STAFF_PASSWORD_MIN} characters.`,
      hi: `पासवर्ड: स्टाफ़ खातों के लिए कम से कम ${STAFF_PASSWORD_MIN} अक्षर चाहिए।`,
      mr: `पासवर्ड: कर्मचारी खात्यांसाठी किमान ${STAFF_PASSWORD_MIN} अक्षरे हवीत.`,
    });
  }
  const inputs = ['agrim', 'kisan', 'soil', ...personal.flatMap((p) => (p ? [p, ...p.split(/[@.\s_-]+/)] : []))].filter(
    (p) => p.length >= 3,
  );
  const result = zxcvbn(password, inputs);
  if (result.score < MIN_SCORE[staff ? 'staff' : 'farmer']) {
    const personalHit = result.feedback.warning === 'userInputs';
    throw new AppError(
      'VALIDATION_FAILED',
      personalHit
        ? {
            en: 'password: it is built from your name, email or the product name. Choose one others cannot guess.',
            hi: 'पासवर्ड: यह आपके नाम, ईमेल या उत्पाद के नाम से बना है। ऐसा पासवर्ड चुनें जिसे दूसरे अनुमान न लगा सकें।',
            mr: 'पासवर्ड: तो तुमचे नाव, ईमेल किंवा उत्पादनाच्या नावावरून बनलेला आहे. इतरांना अंदाज लावता येणार नाही असा पासवर्ड निवडा.',
          }
        : {
            en: 'password: too common or easy to guess (it is on lists of leaked passwords or follows a simple pattern). Use a few unrelated words or a longer phrase.',
            hi: 'पासवर्ड: बहुत आम या आसानी से अनुमान लगाने योग्य है (लीक हुए पासवर्ड की सूचियों में है या सरल पैटर्न है)। कुछ असंबंधित शब्द या लंबा वाक्यांश लिखें।',
            mr: 'पासवर्ड: खूप सामान्य किंवा सहज ओळखता येणारा आहे (फुटलेल्या पासवर्डच्या यादीत आहे किंवा सोपा नमुना आहे). काही असंबंधित शब्द किंवा लांब वाक्यांश लिहा.',
          },
    );
  }
  if (staff && isOneWordDressedUp(password, inputs)) {
    throw new AppError('VALIDATION_FAILED', {
      en: 'password: staff passwords cannot be one common word with digits or symbols added (like Summer2026!!). Use a few unrelated words or a longer phrase.',
      hi: 'पासवर्ड: स्टाफ़ का पासवर्ड किसी एक आम शब्द में अंक या चिह्न जोड़कर नहीं बन सकता (जैसे Summer2026!!)। कुछ असंबंधित शब्द या लंबा वाक्यांश लिखें।',
      mr: 'पासवर्ड: कर्मचाऱ्यांचा पासवर्ड एखाद्या सामान्य शब्दाला अंक किंवा चिन्ह जोडून बनवता येत नाही (उदा. Summer2026!!). काही असंबंधित शब्द किंवा लांब वाक्यांश लिहा.',
    });
  }
}

/**
 * "Summer2026!!" scores 3: zxcvbn multiplies the word's rank by the year's and the suffix's
 * guesses, but spraying tools try exactly this template (a listed word, capitalised, plus a year
 * and a symbol or two) first. So a staff password's letters, read alone, must not be a single word
 * of zxcvbn's lists or of the account's own inputs. A password without letters is judged by its
 * score alone.
 */
function isOneWordDressedUp(password: string, inputs: string[]): boolean {
  const letters = password.replace(/[^\p{L}]/gu, '');
  if (letters.length === 0 || letters.length === password.length) return false;
  const { sequence } = zxcvbn(letters, inputs);
  return sequence.length === 1 && sequence[0]!.pattern === 'dictionary';
}
