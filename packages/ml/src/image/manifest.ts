import { imageTaskSchema } from '@agrim/contracts';
import { z } from 'zod';

/**
 * The manifest of an installed image model: `<modelsDir>/<id>/manifest.json`. Two kinds:
 * - 'trained': made by `trainImageModel` (an Admin's photos) — model.json is an `agrim-ml/image@1` file;
 * - 'onnx': a dropped-in ONNX classifier with its input size, pixel normalisation and output kind.
 */

export const MANIFEST_FORMAT = 'agrim-image-model@1';
export const MANIFEST_FILE = 'manifest.json';

/** A model id doubles as its folder name: letters, digits, '.', '_' and '-', starting with a letter or digit. */
export const MODEL_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

/** A file inside the model's folder (no path separators, no '..'). */
const fileName = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/, 'must be a plain file name inside the model folder')
  .refine((f) => !f.includes('..'), 'must be a plain file name inside the model folder');

const base = {
  format: z.literal(MANIFEST_FORMAT),
  id: z.string().regex(MODEL_ID_PATTERN, 'letters, digits, ".", "_" and "-" only (it is the folder name)'),
  name: z.string().trim().min(1).max(100),
  task: imageTaskSchema,
  labels: z.array(z.string().trim().min(1)).min(2),
  /** The model card (imageModelCardSchema), e.g. 'card.json'. */
  card: fileName.optional(),
  installed_at: z.string().min(1),
};

export const trainedManifestSchema = z.object({
  ...base,
  kind: z.literal('trained'),
  file: fileName.refine((f) => f.endsWith('.json'), 'a trained model is a .json file'),
});

export const onnxManifestSchema = z.object({
  ...base,
  kind: z.literal('onnx'),
  file: fileName.refine((f) => f.endsWith('.onnx'), 'an ONNX model is a .onnx file'),
  input: z.object({
    width: z.number().int().min(1).max(4096),
    height: z.number().int().min(1).max(4096),
    layout: z.enum(['NCHW', 'NHWC']),
  }),
  /** value = (pixel 0..255 × scale − mean[c]) / std[c], channels R, G, B. */
  normalisation: z.object({
    scale: z.number().positive(),
    mean: z.tuple([z.number(), z.number(), z.number()]),
    std: z.tuple([z.number().positive(), z.number().positive(), z.number().positive()]),
  }),
  output: z.enum(['probabilities', 'logits']),
  /** Probability under which the answer is 'not sure' (default 0.5). */
  confidence_threshold: z.number().min(0).max(1).optional(),
});

export const manifestSchema = z.discriminatedUnion('kind', [trainedManifestSchema, onnxManifestSchema]);
export type Manifest = z.infer<typeof manifestSchema>;
export type TrainedManifest = z.infer<typeof trainedManifestSchema>;
export type OnnxManifest = z.infer<typeof onnxManifestSchema>;

/** A zod error as one line: `path: message; path: message`. */
export function describeZodError(e: z.ZodError): string {
  return e.issues.map((i) => `${i.path.length ? i.path.join('.') : 'manifest'}: ${i.message}`).join('; ');
}
