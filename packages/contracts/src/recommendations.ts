import { z } from 'zod';
import { LANGUAGE_WORD_LIST } from './constants.js';
import { textsSchema } from './texts.js';
import { isoDate } from './sensors.js';

/** A slider of spec 5 with its spec 9 default. */
export interface SliderSpec {
  min: number;
  max: number;
  step: number;
  default: number;
}

/** Messages leave out the field's name: the error handler puts it in front. */
const between = (s: SliderSpec) =>
  z.number({ error: 'must be a number.' }).min(s.min, `must be at least ${s.min}.`).max(s.max, `must be at most ${s.max}.`);

// ---------------------------------------------------------------- crop recommendation (spec 2.5)

export const CROP_FEATURES = ['N', 'P', 'K', 'temperature', 'humidity', 'ph', 'rainfall'] as const;
export type CropFeature = (typeof CROP_FEATURES)[number];

/**
 * Spec 5 ranges and steps, spec 9 defaults, kept within what is physically possible (issue 37): the
 * air's relative humidity cannot pass 100 % (the spec's slider went to 200), and the spec's default
 * pH 11.27 is beyond any cropped soil and every row the model learned from (pH 3.5–9.9): neutral 7.
 */
export const CROP_SLIDERS: Record<CropFeature, SliderSpec> = {
  N: { min: 0, max: 100, step: 1, default: 3 },
  P: { min: 0, max: 100, step: 1, default: 4 },
  K: { min: 0, max: 200, step: 1, default: 9 },
  temperature: { min: -10, max: 55, step: 1, default: 35 },
  humidity: { min: 0, max: 100, step: 1, default: 13.5 },
  ph: { min: 0, max: 14, step: 0.1, default: 7 },
  rainfall: { min: 0, max: 200, step: 1, default: 50 },
};

/** The 22 labels of the crop recommendation data set. */
export const RECOMMENDABLE_CROPS = [
  'rice',
  'maize',
  'chickpea',
  'kidneybeans',
  'pigeonpeas',
  'mothbeans',
  'mungbean',
  'blackgram',
  'lentil',
  'pomegranate',
  'banana',
  'mango',
  'grapes',
  'watermelon',
  'muskmelon',
  'apple',
  'orange',
  'papaya',
  'coconut',
  'cotton',
  'jute',
  'coffee',
] as const;

export const recommendCropRequestSchema = z.object({
  N: between(CROP_SLIDERS.N),
  P: between(CROP_SLIDERS.P),
  K: between(CROP_SLIDERS.K),
  temperature: between(CROP_SLIDERS.temperature),
  humidity: between(CROP_SLIDERS.humidity),
  ph: between(CROP_SLIDERS.ph),
  rainfall: between(CROP_SLIDERS.rainfall),
});
export type RecommendCropRequest = z.infer<typeof recommendCropRequestSchema>;

export const cropCandidateSchema = z.object({ crop: z.string(), probability: z.number() });
/** How much one input pushed the answer towards (positive) or away from (negative) the crop. */
export const cropDriverSchema = z.object({ feature: z.enum(CROP_FEATURES), contribution: z.number() });

export const cropPredictionSchema = z.object({
  prediction: z.string(),
  probability: z.number(),
  top: z.array(cropCandidateSchema),
  drivers: z.array(cropDriverSchema),
  model_version: z.string(),
});
export type CropPrediction = z.infer<typeof cropPredictionSchema>;

export const recommendCropResponseSchema = cropPredictionSchema.extend({ status: z.literal('success') });

/** Where an input of the device prediction came from: the probe's reading or the request body. */
export const CROP_INPUT_ORIGINS = ['device', 'request'] as const;
const inputOrigin = z.enum(CROP_INPUT_ORIGINS);

/** Spec 7 second payload: the spec's nutrient names; the device's reading is predicted too. */
export const recommendationCropRequestSchema = z.object({
  nitrogen: between(CROP_SLIDERS.N),
  phosphorus: between(CROP_SLIDERS.P),
  potassium: between(CROP_SLIDERS.K),
  temperature: between(CROP_SLIDERS.temperature),
  humidity: between(CROP_SLIDERS.humidity),
  ph: between(CROP_SLIDERS.ph),
  rainfall: between(CROP_SLIDERS.rainfall),
  deviceId: z.string().optional(),
});

export const recommendationCropResponseSchema = z.object({
  status: z.literal('success'),
  predicted_crops_user: cropPredictionSchema,
  /** Null when the caller has no reading yet. */
  predicted_crops_device: cropPredictionSchema.nullable(),
  /**
   * The device's latest reading as stored (rainfall from the body: probes do not measure it). Its
   * temperature and humidity are the soil's (soil temperature, soil moisture); what the device
   * prediction was fed is `device_inputs`.
   */
  df_db_display: z
    .object({
      device_id: z.string(),
      timestamp: z.string(),
      nitrogen: z.number(),
      phosphorus: z.number(),
      potassium: z.number(),
      temperature: z.number(),
      humidity: z.number(),
      ph: z.number(),
      rainfall: z.number(),
    })
    .nullable(),
  /**
   * Issue 37: the inputs the device prediction was fed, where each came from, and why, in English and
   * Hindi. Only the probe's soil pH matches the model's input; its N, P, K (mg/kg of soil), soil
   * temperature and soil moisture do not (the model learned a crop fertiliser table's kg/ha and the
   * air's temperature and humidity), so the body's values are used for those. Null with no reading.
   */
  device_inputs: z
    .object({
      values: z.object({
        N: z.number(),
        P: z.number(),
        K: z.number(),
        temperature: z.number(),
        humidity: z.number(),
        ph: z.number(),
        rainfall: z.number(),
      }),
      from: z.object({
        N: inputOrigin,
        P: inputOrigin,
        K: inputOrigin,
        temperature: inputOrigin,
        humidity: inputOrigin,
        ph: inputOrigin,
        rainfall: inputOrigin,
      }),
      note: textsSchema,
    })
    .nullable(),
});

// ---------------------------------------------------------------- fertilizer (spec 2.6)

export const SOIL_TYPES = ['Black', 'Clayey', 'Loamy', 'Red', 'Sandy'] as const;
export type SoilType = (typeof SOIL_TYPES)[number];

export const FERTILIZER_CROP_TYPES = [
  'Barley',
  'Cotton',
  'Ground Nuts',
  'Maize',
  'Millets',
  'Oil seeds',
  'Paddy',
  'Pulses',
  'Sugarcane',
  'Tobacco',
  'Wheat',
  'coffee',
  'kidneybeans',
  'orange',
  'pomegranate',
  'rice',
  'watermelon',
] as const;
export type FertilizerCropType = (typeof FERTILIZER_CROP_TYPES)[number];

/** Spec 5: one option, displayed as V1 and sent as v2. */
export const MODEL_TYPES = [{ label: 'V1', value: 'v2' }] as const;

export const FERTILIZER_FEATURES = ['temperature', 'humidity', 'moisture', 'nitrogen', 'potassium', 'phosphorus'] as const;
export type FertilizerSliderName = (typeof FERTILIZER_FEATURES)[number];

/** Spec 5 ranges (step 1), spec 9 defaults. */
export const FERTILIZER_SLIDERS: Record<FertilizerSliderName, SliderSpec> = {
  temperature: { min: -10, max: 50, step: 1, default: 25 },
  humidity: { min: 0, max: 100, step: 1, default: 50 },
  moisture: { min: 0, max: 100, step: 1, default: 20 },
  nitrogen: { min: 0, max: 200, step: 1, default: 50 },
  potassium: { min: 0, max: 200, step: 1, default: 50 },
  phosphorus: { min: 0, max: 200, step: 1, default: 50 },
};
export const FERTILIZER_DEFAULTS = { croptype: 'Barley', soiltype: 'Black', modeltype: 'v2' } as const;

/** The products the fertilizer model chooses between, with their N-P2O5-K2O grades. */
export const FERTILIZER_GRADES = {
  Urea: '46-0-0',
  DAP: '18-46-0',
  '14-35-14': '14-35-14',
  '28-28': '28-28-0',
  '17-17-17': '17-17-17',
  '20-20': '20-20-0',
  '10-26-26': '10-26-26',
} as const;
export type FertilizerName = keyof typeof FERTILIZER_GRADES;

const enumOf = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: `must be one of: ${values.join(', ')}.` });

export const soilTypeSchema = enumOf(SOIL_TYPES);
export const fertilizerCropTypeSchema = enumOf(FERTILIZER_CROP_TYPES);

const S = FERTILIZER_SLIDERS;
/** Spec 7 body, with the spec's `phosphorous` spelling. */
export const fertilizerPredictionRequestSchema = z.object({
  temperature: between(S.temperature),
  humidity: between(S.humidity),
  moisture: between(S.moisture),
  nitrogen: between(S.nitrogen),
  potassium: between(S.potassium),
  phosphorous: between(S.phosphorus),
  croptype: fertilizerCropTypeSchema,
  soiltype: soilTypeSchema,
  modeltype: z.literal('v2', { error: 'must be v2.' }).default('v2'),
});
export type FertilizerPredictionRequest = z.infer<typeof fertilizerPredictionRequestSchema>;

export const fertilizerPredictionResponseSchema = z.object({
  status: z.literal('success'),
  /** The stored prediction's id (the Expert's feedback refers to it). */
  id: z.string(),
  /** The N-P-K grade of the recommended product, e.g. '18-46-0'. */
  data: z.string(),
  fertilizer: z.string(),
  probability: z.number(),
  model_version: z.string(),
});

export const ADVICE_LANGUAGES = LANGUAGE_WORD_LIST;
export type AdviceLanguage = (typeof ADVICE_LANGUAGES)[number];
export const adviceLanguageSchema = enumOf(ADVICE_LANGUAGES);

/** Spec 7 body of the advice call (`/gpt` in the original), plus optional pH and conductivity. */
export const fertilizerAdviceRequestSchema = z.object({
  temperature: between(S.temperature),
  humidity: between(S.humidity),
  soil_moisture: between(S.moisture),
  nitrogen: between(S.nitrogen),
  potassium: between(S.potassium),
  phosphorus: between(S.phosphorus),
  crop_type: fertilizerCropTypeSchema,
  soil_type: soilTypeSchema,
  language: adviceLanguageSchema.default('english'),
  ph: z.number().min(0).max(14).optional(),
  /** µS/cm, as the probe reports it. */
  conductivity: z.number().min(0).max(20000).optional(),
});
export type FertilizerAdviceRequest = z.infer<typeof fertilizerAdviceRequestSchema>;

export const fertilizerAdviceResponseSchema = z.object({
  status: z.literal('success'),
  /** Markdown. */
  response: z.string(),
  language: adviceLanguageSchema,
  /** 'knowledge' (packages/agronomy) or 'llm' (rephrased by the configured model). */
  source: z.enum(['knowledge', 'llm']),
});

export const latestPromptResponseSchema = z.object({ status: z.literal('Success'), prompt: z.string() });

// ---------------------------------------------------------------- Soil Health Card (spec 2.6)

/** The parameters of a Soil Health Card's "Soil Test Results" table. */
export const SHC_PARAMETERS = ['ph', 'ec', 'oc', 'n', 'p', 'k', 's', 'zn', 'fe', 'cu', 'mn', 'b'] as const;
export type ShcParameter = (typeof SHC_PARAMETERS)[number];
/** The unit each parameter is given in on the card (and in our answers). */
export const SHC_UNITS: Record<ShcParameter, string> = {
  ph: '',
  ec: 'dS/m',
  oc: '%',
  n: 'kg/ha',
  p: 'kg/ha',
  k: 'kg/ha',
  s: 'ppm',
  zn: 'ppm',
  fe: 'ppm',
  cu: 'ppm',
  mn: 'ppm',
  b: 'ppm',
};

export const shcValueSchema = z.object({
  value: z.number().min(0).max(100000),
  unit: z.string().max(16),
  /** The card's rating column as printed (e.g. 'Low'), when read. */
  rating: z.string().max(40).optional(),
  /** The card's normal range as printed (e.g. '280 - 560'), when read. */
  normal: z.string().max(40).optional(),
});
export type ShcValue = z.infer<typeof shcValueSchema>;
export const shcParametersSchema = z.partialRecord(z.enum(SHC_PARAMETERS), shcValueSchema);
export type ShcParameters = z.infer<typeof shcParametersSchema>;

export const shcFieldsSchema = z.object({
  language: adviceLanguageSchema.default('english'),
  crop_type: fertilizerCropTypeSchema,
  soil_type: soilTypeSchema,
});

/**
 * Cards print available phosphorus as P (normal 10–25 kg/ha) or as P2O5 (normal 23–57 kg/ha), and
 * potassium as K (normal 120–280 kg/ha) or as K2O (normal 145–337 kg/ha); the rows are labelled
 * "(P)" and "(K)" either way.
 */
export const SHC_P_FORMS = ['P', 'P2O5'] as const;
export const SHC_K_FORMS = ['K', 'K2O'] as const;
export type ShcPForm = (typeof SHC_P_FORMS)[number];
export type ShcKForm = (typeof SHC_K_FORMS)[number];
/**
 * How a form was decided: the card's printed normal level, the usual card of the caller's farm's
 * state, the national default (no farm, no state, or a state without a known card), or the user.
 */
export const SHC_FORM_SOURCES = ['printed_range', 'state_default', 'national_default', 'user'] as const;
export type ShcFormSource = (typeof SHC_FORM_SOURCES)[number];
export const shcPFormSchema = z.enum(SHC_P_FORMS, { error: 'must be P or P2O5 (the form in which the card prints phosphorus).' });
export const shcKFormSchema = z.enum(SHC_K_FORMS, { error: 'must be K or K2O (the form in which the card prints potassium).' });

/** The user's corrections of what was read, to make the advice final. */
export const shcConfirmRequestSchema = shcFieldsSchema.extend({
  parameters: shcParametersSchema,
  /** The form the user confirms the card prints P in; without it the printed range, else the state's usual card, decides. */
  p_form: shcPFormSchema.optional(),
  /** Likewise for K. */
  k_form: shcKFormSchema.optional(),
});

export const shcResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    id: z.string(),
    recommendation: z.string(),
    parameters: shcParametersSchema,
    /** Parameters the card did not show or OCR could not read. */
    missing: z.array(z.enum(SHC_PARAMETERS)),
    ocr_ms: z.number().optional(),
    /** The form the P value was taken in (the advice rates it as P: P2O5 ÷ 2.29). */
    p_form: shcPFormSchema,
    /** The form the K value was taken in (K2O ÷ 1.2 is rated as K). */
    k_form: shcKFormSchema,
    p_form_from: z.enum(SHC_FORM_SOURCES),
    k_form_from: z.enum(SHC_FORM_SOURCES),
    /**
     * False when a form was neither read from the card's printed range nor confirmed by the user:
     * the advice then uses the preselected (state or national) form, and the client should ask the
     * user which form the card prints and confirm it.
     */
    forms_confirmed: z.boolean(),
    /** The state whose usual card gave a preselected form; null for the national default or when none was needed. */
    forms_state: z.string().nullable(),
  }),
});

// ---------------------------------------------------------------- model cards (issue 5 report screen)

export const modelCardSchema = z.object({
  task: z.string(),
  version: z.string(),
  algorithm: z.string(),
  hyperparameters: z.record(z.string(), z.union([z.number(), z.string(), z.boolean()])),
  trained_at: z.string(),
  training_ms: z.number(),
  seed: z.number(),
  data: z.object({
    files: z.array(z.string()),
    rows: z.number(),
    features: z.array(z.string()),
    classes: z.array(z.object({ label: z.string(), count: z.number() })),
    licence: z.string(),
    citation: z.string(),
    /** How many of `rows` are approved expert corrections (`--feedback` files, listed after the dataset file in `files`); absent when none were used. */
    expert_rows: z.number().int().min(0).optional(),
  }),
  evaluation: z.object({
    method: z.string(),
    n: z.number(),
    accuracy: z.number(),
    /** 95 % Wilson interval of the accuracy. */
    accuracy_ci95: z.tuple([z.number(), z.number()]),
    macro_f1: z.number(),
    per_class: z.array(z.object({ label: z.string(), precision: z.number(), recall: z.number(), f1: z.number() })),
    confusion: z.object({ labels: z.array(z.string()), matrix: z.array(z.array(z.number())) }),
  }),
  feature_importance: z.array(z.object({ feature: z.string(), importance: z.number() })),
  inference_us: z.number(),
  notes: z.array(z.string()),
});
export type ModelCard = z.infer<typeof modelCardSchema>;

export const modelReportResponseSchema = z.object({
  status: z.literal('success'),
  cards: z.array(modelCardSchema),
  /** The optional externally hosted report (setting CROP_REPORT_URL), shown in a frame. */
  report_url: z.string().nullable(),
});

// ---------------------------------------------------------------- prediction log (Admin view)

const day = isoDate;

export const predictionLogQuerySchema = z.object({
  /** 1-based, like the soil test list. */
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(25),
  /** Asia/Kolkata days, inclusive. */
  from_date: day.optional(),
  to_date: day.optional(),
  crop_type: fertilizerCropTypeSchema.optional(),
  soil_type: soilTypeSchema.optional(),
  fertilizer: z.enum(Object.keys(FERTILIZER_GRADES) as [FertilizerName, ...FertilizerName[]]).optional(),
  /** Part of the asker's name or email. */
  user: z.string().max(100).optional(),
});
export type PredictionLogQuery = z.infer<typeof predictionLogQuerySchema>;

export const predictionLogRowSchema = z.object({
  id: z.string(),
  predicted_at: z.string(),
  user_id: z.string(),
  user_name: z.string(),
  user_email: z.string(),
  temperature: z.number(),
  humidity: z.number(),
  moisture: z.number(),
  nitrogen: z.number(),
  phosphorus: z.number(),
  potassium: z.number(),
  crop_type: z.string(),
  soil_type: z.string(),
  fertilizer: z.string(),
  predicted_npk: z.string(),
  probability: z.number(),
  model_version: z.string(),
  /** How many Expert feedbacks the prediction has (issue 6). */
  feedback_count: z.number().optional(),
  /** Those feedbacks by status. */
  feedback_statuses: z.object({ Pending: z.number(), Approved: z.number(), Rejected: z.number() }).optional(),
});
export type PredictionLogRow = z.infer<typeof predictionLogRowSchema>;

export const predictionLogResponseSchema = z.object({
  status: z.literal('success'),
  total: z.number(),
  data: z.array(predictionLogRowSchema),
});

export type FertilizerPredictionResponse = z.infer<typeof fertilizerPredictionResponseSchema>;
/** The advice body as a client sends it (language may be left out). */
export type FertilizerAdviceInput = z.input<typeof fertilizerAdviceRequestSchema>;
export type FertilizerAdviceResponse = z.infer<typeof fertilizerAdviceResponseSchema>;
export type ShcResponse = z.infer<typeof shcResponseSchema>;
export type ShcResult = ShcResponse['data'];
export type PredictionLogResponse = z.infer<typeof predictionLogResponseSchema>;
export type RecommendCropResponse = z.infer<typeof recommendCropResponseSchema>;
export type ModelReportResponse = z.infer<typeof modelReportResponseSchema>;
