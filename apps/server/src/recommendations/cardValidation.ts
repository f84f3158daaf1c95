import type { FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type Bilingual } from '../http/errors.js';

/** What a wrong `p_form` / `k_form` answers, in both languages: the user picked it, so it says what to pick. */
const FORM_ERRORS: Record<string, Bilingual> = {
  p_form: {
    en: 'p_form: choose P or P2O5, the form in which your card prints available phosphorus (its normal level reads 10–25 kg/ha for P, 23–57 kg/ha for P2O5).',
    hi: 'p_form: P या P2O5 चुनें — आपका कार्ड उपलब्ध फॉस्फोरस जिस रूप में छापता है (सामान्य स्तर P के लिए 10–25 किग्रा/हे, P2O5 के लिए 23–57 किग्रा/हे लिखा होता है)।',
    mr: 'p_form: P किंवा P2O5 निवडा — तुमची पत्रिका उपलब्ध स्फुरद ज्या रूपात छापते ते (सामान्य पातळी P साठी 10–25 किग्रॅ/हे, P2O5 साठी 23–57 किग्रॅ/हे लिहिलेली असते).',
  },
  k_form: {
    en: 'k_form: choose K or K2O, the form in which your card prints available potassium (its normal level reads 120–280 kg/ha for K, 145–337 kg/ha for K2O).',
    hi: 'k_form: K या K2O चुनें — आपका कार्ड उपलब्ध पोटाश जिस रूप में छापता है (सामान्य स्तर K के लिए 120–280 किग्रा/हे, K2O के लिए 145–337 किग्रा/हे लिखा होता है)।',
    mr: 'k_form: K किंवा K2O निवडा — तुमची पत्रिका उपलब्ध पालाश ज्या रूपात छापते ते (सामान्य पातळी K साठी 120–280 किग्रॅ/हे, K2O साठी 145–337 किग्रॅ/हे लिहिलेली असते).',
  },
};

/**
 * The card value routes validate with `attachValidation` so that a wrong form answers 400 in
 * English and Hindi; any other invalid field keeps the usual message of the error handler.
 */
export function rejectInvalidCardBody(request: FastifyRequest): void {
  const err = request.validationError;
  if (!err) return;
  if (!hasZodFastifySchemaValidationErrors(err)) throw err;
  const issues = (err.validation as ReadonlyArray<{ instancePath: string; message: string }>).map((issue) => {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const known = FORM_ERRORS[field];
    const plain = `${field || 'body'}: ${issue.message}`;
    return known ?? { en: plain, hi: plain, mr: plain };
  });
  if (!issues.some((i) => Object.values(FORM_ERRORS).includes(i))) throw err;
  throw new AppError('VALIDATION_FAILED', {
    en: `Invalid body: ${issues.map((i) => i.en).join('; ')}`,
    hi: `अनुरोध अमान्य है: ${issues.map((i) => i.hi).join('; ')}`,
    mr: `विनंती अवैध आहे: ${issues.map((i) => i.mr).join('; ')}`,
  });
}
