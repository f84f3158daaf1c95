import { z } from 'zod';
import { modelCardSchema } from './recommendations.js';

/**
 * Image analysis (issue 7): soil type, soybean and tomato leaf disease and seed quality from a
 * photo, and text from a photographed soil test. The spec's response fields (section 3) are kept;
 * every answer adds `analysis` (which model, how sure, whether the photo looks like the training
 * photos at all) and, for diseases, `advice`.
 */

export const IMAGE_TASKS = ['soil-type', 'soybean-leaf', 'tomato-leaf', 'seed-quality'] as const;
export const imageTaskSchema = z.enum(IMAGE_TASKS);
export type ImageTask = z.infer<typeof imageTaskSchema>;

/** A photo upload: JPEG, PNG or WebP by content, at most this many bytes. */
export const IMAGE_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/**
 * Issue 23: one call may carry this many photos of the same sample (repeated `file` fields); the
 * answer combines them. More is a 400.
 */
export const MAX_PHOTOS_PER_ANALYSIS = 5;
/** A zip of class-named folders for training: compressed size cap. */
export const TRAINING_ZIP_MAX_BYTES = 200 * 1024 * 1024;
/** Zip bomb guards: total uncompressed bytes and number of entries. */
export const TRAINING_ZIP_MAX_UNCOMPRESSED = 1024 * 1024 * 1024;
export const TRAINING_ZIP_MAX_ENTRIES = 20_000;
/** A class needs this many images to be split into training and held-out photos. */
export const TRAINING_MIN_IMAGES_PER_CLASS = 5;

/**
 * The names the server gives a built-in photo model (issue 40): one that reads the pretrained
 * ImageNet network's features (with the colour and texture forest), and one of colour and texture
 * features alone. The web shows its own translation of each.
 */
export const BUILTIN_IMAGE_MODEL_NAMES = {
  backbone: 'Built-in (ImageNet-pretrained network with colour and texture)',
  features: 'Built-in (colour and texture features)',
} as const;

/** Names the spec gives the seed models (section 9). Each is a drop-in ONNX file; the selector lists only installed ones. */
export const SEED_MODEL_NAMES = ['VGG16', 'ResNet50', 'InceptionV3', 'EfficientNet-B0'] as const;

/** The label fields of an answer say this when the model is not sure (the best guess is in `analysis.best_guess`). */
export const NOT_SURE = 'Not sure';

export const IMAGE_MODEL_KINDS = ['builtin', 'trained', 'onnx'] as const;
export const imageModelKindSchema = z.enum(IMAGE_MODEL_KINDS);
export type ImageModelKind = z.infer<typeof imageModelKindSchema>;

export const NOT_SURE_REASONS = ['confident', 'low_confidence', 'out_of_distribution'] as const;

/** One photo of a several-photo call: its own answer, and whether the combined answer used it. */
export const photoResultSchema = z
  .object({
    /** The file name as sent. */
    filename: z.string(),
    /** The model's best class for this photo alone, and its name in both languages when the product knows it. */
    label: z.string(),
    name: z.object({ en: z.string(), hi: z.string(), mr: z.string().optional() }).nullable(),
    confidence: z.number(),
    not_sure: z.boolean(),
    reason: z.enum(NOT_SURE_REASONS),
    /** True when the photo was judged not a photo of the task (out of distribution): it is left out of the combined answer. */
    left_out: z.boolean(),
    /** The stored record of this photo and its own answer. */
    record_id: z.string(),
  })
  .meta({ id: 'ImagePhotoResult' });
export type PhotoResult = z.infer<typeof photoResultSchema>;

export const imageAnalysisSchema = z
  .object({
    model: z.object({ id: z.string(), name: z.string(), kind: imageModelKindSchema, version: z.string() }),
    /** Probability of the best class, 0..1. */
    confidence: z.number(),
    /** True when the answer must not be trusted: the photo is unlike the training photos, or the confidence is under the threshold. */
    not_sure: z.boolean(),
    reason: z.enum(NOT_SURE_REASONS),
    best_guess: z.object({ label: z.string(), confidence: z.number() }),
    confidence_threshold: z.number(),
    ood: z.object({
      out_of_distribution: z.boolean(),
      /** Distance to the nearest training photos divided by the threshold (over 1: unlike them); null when the model has no reference set. */
      score: z.number().nullable(),
      method: z.string(),
    }),
    probabilities: z.array(z.object({ label: z.string(), probability: z.number() })),
    inference_ms: z.number(),
    /** The stored record of this analysis (the photo, EXIF removed, and the answer); with several photos, the first photo used. */
    record_id: z.string(),
    /**
     * Only when the call sent several photos (issue 23): each photo's own answer, in the order sent.
     * The fields above are then the combined answer: the mean of the calibrated probabilities of the
     * photos not left out; 'not sure' when every photo was left out, or the mean's best class is under the threshold.
     */
    photos: z.array(photoResultSchema).optional(),
  })
  .meta({ id: 'ImageAnalysis' });
export type ImageAnalysis = z.infer<typeof imageAnalysisSchema>;

/** English and Hindi, and Marathi where the knowledge has it (issue 41: soil types first). */
const bilingual = z.object({ en: z.string(), hi: z.string(), mr: z.string().optional() });
const bilingualList = z.object({ en: z.array(z.string()), hi: z.array(z.string()), mr: z.array(z.string()).optional() });
const sourceSchema = z.object({ title: z.string(), url: z.string() });

/** What to do about a leaf disease: from packages/agronomy's documented disease notes. */
export const diseaseAdviceSchema = z
  .object({
    label: z.string(),
    name: bilingual,
    healthy: z.boolean(),
    cause: bilingual,
    symptoms: bilingual,
    treatment: bilingualList,
    prevention: bilingualList,
    sources: z.array(sourceSchema),
  })
  .meta({ id: 'DiseaseAdvice' });
export type DiseaseAdvice = z.infer<typeof diseaseAdviceSchema>;

/** The soil-type knowledge behind `crops` and `state_info`, in both languages. */
export const soilTypeInfoSchema = z.object({
  label: z.string(),
  name: bilingual,
  description: bilingual,
  crops: bilingualList,
  states: bilingualList,
  sources: z.array(sourceSchema),
});
export type SoilTypeInfo = z.infer<typeof soilTypeInfoSchema>;

// ---------------------------------------------------------------- responses (spec 3 + extensions)

export const soilTypeResponseSchema = z.object({
  status: z.literal('success'),
  /** The soil type, or 'Not sure'. */
  soil_type: z.string(),
  /** Crops suited to it, comma separated ('' when not sure). */
  crops: z.string(),
  /** States where it is found, comma separated ('' when not sure). */
  state_info: z.string(),
  soil: soilTypeInfoSchema.nullable(),
  analysis: imageAnalysisSchema,
});
export type SoilTypeResponse = z.infer<typeof soilTypeResponseSchema>;

export const soilTestAnalysisResponseSchema = z.object({
  status: z.literal('success'),
  /** The text read from the photo (English and Hindi), lines separated by '\n'. */
  extracted: z.string(),
  /** Mean OCR confidence 0..100. */
  ocr_confidence: z.number(),
});
export type SoilTestAnalysisResponse = z.infer<typeof soilTestAnalysisResponseSchema>;

export const soybeanDiseaseResponseSchema = z.object({
  status: z.literal('success'),
  /** The disease (or Healthy), or 'Not sure'. */
  predictions: z.string(),
  /** Confidence of the best class in percent, 0..100. */
  confidence: z.number(),
  prediction_probabilities: z.array(z.object({ class_name: z.string(), formatted_probability: z.string() })),
  advice: diseaseAdviceSchema.nullable(),
  analysis: imageAnalysisSchema,
});
export type SoybeanDiseaseResponse = z.infer<typeof soybeanDiseaseResponseSchema>;

/** Tomato disease and seed quality: the Keras-style answer of the spec. */
export const classifierResponseSchema = z.object({
  status: z.literal('success'),
  /** The class, or 'Not sure'. */
  predicted_class: z.string(),
  /** Probability of the best class, 0..1. */
  confidence: z.number(),
  /** One row of class probabilities in `class_labels` order: [[p0, p1, ...]]. */
  predictions: z.array(z.array(z.number())),
  class_labels: z.array(z.string()),
  advice: diseaseAdviceSchema.nullable(),
  analysis: imageAnalysisSchema,
});
export type ClassifierResponse = z.infer<typeof classifierResponseSchema>;

/** Multipart text field `model` of the tomato and seed calls: an installed model's id or name (case-insensitive). */
export const modelFieldSchema = z.string().trim().min(1).max(100).optional();

// ---------------------------------------------------------------- installed models and training

export const imageModelCardSchema = modelCardSchema.extend({
  image: z.object({
    /** What the model looks at, e.g. '128×128 RGB: 130 colour and texture features'. */
    input: z.string(),
    split: z.object({ method: z.string(), train: z.number(), test: z.number() }),
    /** Median time per photo after warm-up on one core: decode, features, model. */
    inference_ms: z.number(),
    /** Memory the loaded model takes (heap and buffers). */
    memory_bytes: z.number(),
    confidence_threshold: z.number(),
    ood: z.object({
      method: z.string(),
      threshold: z.number(),
      /** Share of the held-out in-distribution photos wrongly flagged. */
      held_out_flagged: z.number(),
      /** Photos that are not of this task, and the share flagged 'not sure'. */
      sets: z.array(z.object({ name: z.string(), n: z.number(), flagged: z.number() })),
    }),
    /** Candidate approaches compared on the same held-out split; the chosen one is `algorithm`. */
    candidates: z.array(z.object({ name: z.string(), accuracy: z.number(), macro_f1: z.number() })),
    /** The candidate kept (its name in `candidates`); cards before issue 23 lack it. */
    chosen: z.string().optional(),
    /** Issue 23: the candidates on the same stratified 5 folds, abstention rates and calibration (cards before it lack it). */
    quality: z
      .object({
        /** The candidate the McNemar tests compare against (the model of issue 7). */
        reference: z.string(),
        comparison: z.array(
          z.object({
            name: z.string(),
            /** Pooled accuracy over the 5 folds (every photo scored once, by a model that did not see it) and its 95 % Wilson interval. */
            cv_accuracy: z.number(),
            cv_ci95: z.tuple([z.number(), z.number()]),
            cv_folds: z.array(z.number()),
            cv_macro_f1: z.number(),
            /** Photos only this candidate got right, only the reference got right, and the exact two-sided McNemar p. */
            mcnemar: z.object({ only_this: z.number(), only_reference: z.number(), p: z.number() }),
            /** Mean time to fit one fold on this machine. */
            fit_ms: z.number(),
          }),
        ),
        /** Held-out accuracy counting 'not sure' as wrong, and the share of held-out photos answered 'not sure'. */
        held_out_accuracy: z.number(),
        held_out_abstained: z.number(),
        /** Share of the wrong-task photos kept out of training of the gate that were answered 'not sure'. */
        wrong_task_flagged: z.number(),
        calibration_power: z.number(),
        /** Held-out answers by confidence band: photos, mean confidence, share right. */
        reliability: z.array(z.object({ from: z.number(), to: z.number(), n: z.number(), confidence: z.number(), accuracy: z.number() })),
      })
      .optional(),
  }),
});
export type ImageModelCard = z.infer<typeof imageModelCardSchema>;

export const imageModelSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    task: imageTaskSchema,
    kind: imageModelKindSchema,
    labels: z.array(z.string()),
    /** The one used when a call names no model. */
    default: z.boolean(),
    /** Built-in and trained models have a card; an ONNX drop-in has one only if its manifest brings it. */
    card: imageModelCardSchema.nullable(),
    installed_at: z.string().nullable(),
  })
  .meta({ id: 'ImageModel' });
export type ImageModel = z.infer<typeof imageModelSchema>;

export const imageModelsQuerySchema = z.object({ task: imageTaskSchema.optional() });
export const imageModelsResponseSchema = z.object({ status: z.literal('success'), models: z.array(imageModelSchema) });
export type ImageModelsResponse = z.infer<typeof imageModelsResponseSchema>;

export const TRAINING_JOB_STATES = ['queued', 'running', 'succeeded', 'failed'] as const;
export const trainingJobSchema = z
  .object({
    id: z.string(),
    task: imageTaskSchema,
    name: z.string(),
    state: z.enum(TRAINING_JOB_STATES),
    /** Progress or failure text. */
    message: z.string(),
    /** The installed model once the job has succeeded. */
    model_id: z.string().nullable(),
    created_by: z.string(),
    created_at: z.string(),
    finished_at: z.string().nullable(),
  })
  .meta({ id: 'TrainingJob' });
export type TrainingJob = z.infer<typeof trainingJobSchema>;

/** Multipart text fields next to the zip `file`. */
export const trainingRequestFieldsSchema = z.object({
  task: imageTaskSchema,
  name: z.string().trim().min(1).max(60),
});
export const trainingJobResponseSchema = z.object({ status: z.enum(['accepted', 'success']), job: trainingJobSchema });
export const trainingJobsResponseSchema = z.object({ status: z.literal('success'), jobs: z.array(trainingJobSchema) });
/** DELETE of an installed model: the id removed. */
export const imageModelRemovedResponseSchema = z.object({ status: z.literal('success'), id: z.string() });
