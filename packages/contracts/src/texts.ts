import { z } from 'zod';

/** A text in every language of the product (`Texts`): a missing language fails the answer's schema. */
export const textsSchema = z.object({ en: z.string(), hi: z.string(), mr: z.string() });
