import { z } from 'zod';
import { LANGUAGE_WORD_LIST } from './constants.js';
import { dataQuerySchema, deviceIdField, deviceQuerySchema, readingSchema, SENSOR_METRICS } from './sensors.js';

/**
 * Soil analytics (issue 9): Soil Data Analysis, the pH Analysis table and chart, Visualisation and
 * the Nutrient Calculator. Every figure comes from the stored readings of one of the caller's
 * devices. Field names of spec sections 3 and 7 are kept as written there (`combined_df`, `df_*`,
 * `agri_data`, `chart_data`, `nutrient_means`, `datass`, `npk_ratios`, `nutrients_table` with its
 * capitalised columns, the pH row's `pH` and `Anomaly Status`); extensions are snake_case.
 */

/** The language of suggestion and recommendation texts; categories stay English (they are codes). */
export const analysisLanguageSchema = z.enum(LANGUAGE_WORD_LIST).default('english');
export type AnalysisLanguage = z.infer<typeof analysisLanguageSchema>;

export const NUTRIENT_CATEGORIES = ['Low', 'Medium', 'High'] as const;
export type NutrientCategory = (typeof NUTRIENT_CATEGORIES)[number];
/** pH category (spec 5 colour rule: Acidic red, Optimal green, Alkaline yellow). */
export const PH_CATEGORIES = ['Acidic', 'Optimal', 'Alkaline'] as const;
export type PhCategoryName = (typeof PH_CATEGORIES)[number];
export const CONDUCTIVITY_CATEGORIES = [
  'Normal Conductivity',
  'Critical for Germination',
  'Critical for sensitive crops',
  'Injurious to most crops',
] as const;
export type ConductivityCategory = (typeof CONDUCTIVITY_CATEGORIES)[number];

/** Most rows a Soil Data Analysis grid gets; longer ranges are given as time-bucket means. */
export const SOIL_ANALYSIS_MAX_ROWS = 2000;
/** Bins of every histogram. */
export const HISTOGRAM_BINS = 20;

/**
 * `included` (the default, spec 7): the answer's table rows. `omitted`: the answer without them (empty lists), as a
 * screen asks whose first view draws only the summary: a fetched answer is decoded and parsed on a phone's main
 * thread, and /soya's week of rows is 2.6 MB of JSON, two blocking tasks of 130 and 65 ms unthrottled (issue 43); the
 * screen's tables ask for the rows when they come near.
 */
export const rowsOptionSchema = z
  .enum(['included', 'omitted'])
  .optional()
  .describe('`omitted`: the answer without its table rows (default `included`)');

export const soilAnalysisQuerySchema = dataQuerySchema.extend({
  language: analysisLanguageSchema.optional(),
  /**
   * The crop the field carries (a Nutrient Calculator or fertilizer advice crop name, any letter case), so the
   * nitrogen suggestion fits it: a legume (soybean, groundnut, pulses) gets its starter dose only (issue 37).
   */
  crop: z.string().trim().min(1).max(60).optional(),
  /**
   * `each_row` (the default, spec 7): every row carries its five suggestions' texts. `listed`: each text once in
   * `suggestions`, and each row its five texts' places in that list (`suggestion_ids`), the answer the screen asks
   * for: a week of rows repeats a few texts thousands of times (3.4 MB of JSON in English for a week of 1,977 rows, three
   * bytes a Devanagari letter in Hindi), all of which a phone must decode and parse (issue 43).
   */
  suggestions: z.enum(['each_row', 'listed']).optional(),
  /**
   * `included` (the default, spec 7): the `df_*` series. `omitted`: the answer without them, as the screen asks: it
   * draws none of them, and for a week they are five more copies of every value with its timestamp (about 40 % of the
   * listed answer, issue 43).
   */
  series: z.enum(['included', 'omitted']).optional(),
  /**
   * `omitted`: no `combined_df` rows; the screen draws its notes, suggestions and charts from the rest and pages its
   * grid through soilAnalysis.analysisRows (a week's listed rows were 815 KB a phone decoded on load, issue 43).
   */
  rows: rowsOptionSchema,
});

/** The measures of the Soil Data Analysis grid and its suggestions, in the grid's order. */
export const SOIL_ANALYSIS_MEASURES = ['nitrogen', 'phosphorus', 'potassium', 'ph', 'conductivity'] as const;

/** The grid's sort keys on the server (soilAnalysis.analysisRows): time (`id`), a measure's value, the row's fertility. */
export const SOIL_ANALYSIS_SORTS = ['id', ...SOIL_ANALYSIS_MEASURES, 'soil_fertility_index'] as const;
export type SoilAnalysisSort = (typeof SOIL_ANALYSIS_SORTS)[number];
export const SOIL_ANALYSIS_PAGE_SIZE_MAX = 100;

/** soilAnalysis.analysisRows: the range, device, language and crop of the analysis, and one sorted page of its rows. */
export const soilAnalysisRowsQuerySchema = soilAnalysisQuerySchema
  .pick({
    deviceId: true,
    startOffset: true,
    endOffset: true,
    language: true,
    crop: true,
  })
  .extend({
    page: z.coerce.number().int().min(1).max(1_000_000).default(1).describe('1-based'),
    page_size: z.coerce.number().int().min(1).max(SOIL_ANALYSIS_PAGE_SIZE_MAX).default(25),
    sort: z.enum(SOIL_ANALYSIS_SORTS).default('id'),
    order: z.enum(['asc', 'desc']).default('asc'),
  });

/** One bin of a histogram: values v with from <= v < to (the last bin includes `to`). */
export const histogramSchema = z
  .object({
    feature: z.enum(SENSOR_METRICS),
    unit: z.string(),
    count: z.number().int().describe('Readings counted (faulty all-zero readings excluded)'),
    bins: z.array(z.object({ from: z.number(), to: z.number(), count: z.number().int() })),
  })
  .meta({ id: 'Histogram' });
export type Histogram = z.infer<typeof histogramSchema>;

export const seriesPointSchema = z.object({ timestamp: z.iso.datetime(), value: z.number() });

/** One row of the Soil Data Analysis grid (spec 3): a reading, or a time bucket's mean when `aggregated`. */
export const soilAnalysisRowSchema = z
  .object({
    id: z.number().int(),
    timestamp: z.iso.datetime(),
    /** Asia/Kolkata: yyyy-mm-dd, HH:mm:ss, and the weekday in English. */
    date: z.string(),
    time: z.string(),
    day: z.string(),
    nitrogen: z.number(),
    nitrogen_category: z.enum(NUTRIENT_CATEGORIES),
    nitrogen_suggestion: z.string(),
    phosphorus: z.number(),
    phosphorus_category: z.enum(NUTRIENT_CATEGORIES),
    phosphorus_suggestion: z.string(),
    potassium: z.number(),
    potassium_category: z.enum(NUTRIENT_CATEGORIES),
    potassium_suggestion: z.string(),
    ph: z.number(),
    ph_category: z.enum(PH_CATEGORIES),
    ph_suggestion: z.string(),
    conductivity: z.number(),
    conductivity_category: z.enum(CONDUCTIVITY_CATEGORIES),
    conductivity_suggestion: z.string(),
    'Soil Fertility': z.enum(NUTRIENT_CATEGORIES),
    /**
     * The mean score of the row's N, P and K ratings (Low 1, Medium 2, High 3), 1.00–3.00, classed on Parker's
     * limits: a one-reading summary, not Parker's index (that is per nutrient over samples: `nutrient_index`).
     */
    soil_fertility_index: z.number(),
  })
  .meta({ id: 'SoilAnalysisRow' });
export type SoilAnalysisRow = z.infer<typeof soilAnalysisRowSchema>;

export const soilAnalysisResponseSchema = z
  .object({
    status: z.literal('success'),
    deviceId: z.string(),
    range: z.object({ start: z.iso.datetime(), end: z.iso.datetime() }),
    /** Readings stored in the range, and how many of them were all-zero probe faults (left out of every figure). */
    raw_count: z.number().int(),
    faulty_count: z.number().int(),
    /** Null when each row is one reading; else the length of the time buckets whose means the rows are. */
    bucket_seconds: z.number().int().nullable(),
    combined_df: z.array(soilAnalysisRowSchema),
    df_nitrogen: z.array(seriesPointSchema),
    df_phosphorus: z.array(seriesPointSchema),
    df_potassium: z.array(seriesPointSchema),
    df_ph: z.array(seriesPointSchema),
    df_conductivity: z.array(seriesPointSchema),
    /** Over every valid reading of the range (not the bucket means). */
    histograms: z.array(histogramSchema),
    /** Mean N, P, K (mg/kg) of the range: the Nutrient Composition pie. */
    nutrient_means: z.object({ nitrogen: z.number(), phosphorus: z.number(), potassium: z.number() }).nullable(),
    /** The mean of the three nutrient indices below (equal to the mean score of every N, P and K rating of the rows) and its class. */
    soil_fertility: z.object({ index: z.number(), category: z.enum(NUTRIENT_CATEGORIES) }).nullable(),
    /**
     * Parker's nutrient index of each nutrient over the rows of the range (Low 1, Medium 2, High 3, mean over the
     * samples; < 1.67 Low, > 2.33 High), issue 37: the index is per nutrient, over samples. Null without rows.
     */
    nutrient_index: z
      .object({
        nitrogen: z.object({ index: z.number(), category: z.enum(NUTRIENT_CATEGORIES) }),
        phosphorus: z.object({ index: z.number(), category: z.enum(NUTRIENT_CATEGORIES) }),
        potassium: z.object({ index: z.number(), category: z.enum(NUTRIENT_CATEGORIES) }),
      })
      .nullable()
      .optional(),
    /** Rows of the grid (`combined_df`), also with `rows=omitted`. */
    row_count: z.number().int(),
    /** Each suggestion of the rows once, by measure in the grid's order, then the most rows first. */
    suggestion_counts: z.array(
      z.object({
        measure: z.enum(SOIL_ANALYSIS_MEASURES),
        category: z.string(),
        suggestion: z.string(),
        rows: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'SoilAnalysisResponse' });
export type SoilAnalysisResponse = z.infer<typeof soilAnalysisResponseSchema>;

/** The rows' suggestion fields, in the order of a listed row's `suggestion_ids`. */
export const SUGGESTION_FIELDS = [
  'nitrogen_suggestion',
  'phosphorus_suggestion',
  'potassium_suggestion',
  'ph_suggestion',
  'conductivity_suggestion',
] as const;

export const soilAnalysisListedRowSchema = soilAnalysisRowSchema
  .omit(Object.fromEntries(SUGGESTION_FIELDS.map((f) => [f, true])) as Record<(typeof SUGGESTION_FIELDS)[number], true>)
  .extend({
    suggestion_ids: z
      .array(z.number().int().min(0))
      .length(SUGGESTION_FIELDS.length)
      .describe("Places in `suggestions` of the row's nitrogen, phosphorus, potassium, pH and conductivity suggestions"),
  })
  .meta({ id: 'SoilAnalysisListedRow' });

/** `suggestions=listed`: the same answer with each suggestion text once. */
export const soilAnalysisListedResponseSchema = soilAnalysisResponseSchema
  .extend({ combined_df: z.array(soilAnalysisListedRowSchema), suggestions: z.array(z.string()) })
  .meta({ id: 'SoilAnalysisListedResponse' });
export type SoilAnalysisListedResponse = z.infer<typeof soilAnalysisListedResponseSchema>;

/** The answer's series of each measure (`df_*`), left out with `series=omitted`. */
export const SERIES_FIELDS = ['df_nitrogen', 'df_phosphorus', 'df_potassium', 'df_ph', 'df_conductivity'] as const;
type SeriesField = (typeof SERIES_FIELDS)[number];
const noSeries = Object.fromEntries(SERIES_FIELDS.map((f) => [f, true])) as Record<SeriesField, true>;

/** `series=omitted`: the answer without its `df_*` series, each suggestion text on every row or listed once. */
export const soilAnalysisNoSeriesResponseSchema = soilAnalysisResponseSchema.omit(noSeries).meta({ id: 'SoilAnalysisNoSeriesResponse' });
export type SoilAnalysisNoSeriesResponse = z.infer<typeof soilAnalysisNoSeriesResponseSchema>;
export const soilAnalysisListedNoSeriesResponseSchema = soilAnalysisListedResponseSchema
  .omit(noSeries)
  .meta({ id: 'SoilAnalysisListedNoSeriesResponse' });
export type SoilAnalysisListedNoSeriesResponse = z.infer<typeof soilAnalysisListedNoSeriesResponseSchema>;

/** The answer without its series (the server, for `series=omitted`). */
export function withoutSeries<A extends Record<SeriesField, unknown>>(answer: A): A extends unknown ? Omit<A, SeriesField> : never {
  const rest: Partial<A> = { ...answer };
  for (const f of SERIES_FIELDS) delete rest[f];
  return rest as A extends unknown ? Omit<A, SeriesField> : never;
}

/** The answer with each suggestion text once (the server, for `suggestions=listed`). */
export function listSuggestions(answer: SoilAnalysisResponse): SoilAnalysisListedResponse {
  const texts: string[] = [];
  const place = new Map<string, number>();
  const idOf = (text: string) => place.get(text) ?? (place.set(text, texts.push(text) - 1), texts.length - 1);
  const combined_df = answer.combined_df.map((row) => {
    const listed: Record<string, unknown> = { ...row, suggestion_ids: SUGGESTION_FIELDS.map((f) => idOf(row[f])) };
    for (const f of SUGGESTION_FIELDS) delete listed[f];
    return listed as SoilAnalysisListedResponse['combined_df'][number];
  });
  return { ...answer, combined_df, suggestions: texts };
}

/** Every row with its suggestions' texts again (the web app, which asks for the listed answer), series or none. */
export function inlineSuggestions<A extends SoilAnalysisListedNoSeriesResponse>(
  answer: A,
): Omit<A, 'suggestions' | 'combined_df'> & { combined_df: SoilAnalysisRow[] } {
  const { suggestions, combined_df: listed, ...rest } = answer;
  const combined_df = listed.map(({ suggestion_ids, ...row }) => {
    const texts = Object.fromEntries(SUGGESTION_FIELDS.map((f, i) => [f, suggestions[suggestion_ids[i]!] ?? '']));
    return { ...row, ...texts } as SoilAnalysisRow;
  });
  return { ...rest, combined_df };
}

/** soilAnalysis.analysisRows: one page of the grid's rows, sorted, and how many rows the range has. */
export const soilAnalysisRowsResponseSchema = z
  .object({
    status: z.literal('success'),
    deviceId: z.string(),
    total: z.number().int().describe('Rows of the range, every page together (as `row_count` of the analysis)'),
    page: z.number().int(),
    page_size: z.number().int(),
    rows: z.array(soilAnalysisRowSchema),
  })
  .meta({ id: 'SoilAnalysisRowsResponse' });
export type SoilAnalysisRowsResponse = z.infer<typeof soilAnalysisRowsResponseSchema>;

// ---------------------------------------------------------------- pH analysis (spec 2.12)

export const PH_PAGE_SIZE = 100;
export const PH_PAGE_SIZE_MAX = 1000;
export const PH_ANOMALY_REASONS = ['sensor_fault', 'stuck', 'spike'] as const;
export type PhAnomalyReason = (typeof PH_ANOMALY_REASONS)[number];
/** soilAnalysis.phAnalysis: the window analysed, in days, and the most rows it lists. */
export const PH_ANALYSIS_DAYS = 7;
export const PH_ANALYSIS_MAX_ROWS = 2000;

/** The settings of the pH anomaly detector (`detectPhAnomalies` of @agrim/agronomy); the endpoint texts quote them. */
export interface PhDetectorSettings {
  /** Readings in the spike window, the point itself included (odd, ≥ 3). */
  window: number;
  /** Modified z-score above which a point is a spike. */
  threshold: number;
  /** Least distance from the window median, pH units, for a spike. */
  minDeviation: number;
  /** pH outside validMin–validMax is a sensor fault. */
  validMin: number;
  validMax: number;
  /** Shortest span of an unchanged run that is `stuck`. */
  stuckMinutes: number;
  /** Rows a page needs on each side; also the furthest the spike window looks. */
  contextRows: number;
}

export const PH_DETECTOR: Readonly<PhDetectorSettings> = Object.freeze({
  window: 31,
  threshold: 3.5,
  minDeviation: 0.3,
  validMin: 3,
  validMax: 10,
  stuckMinutes: 60,
  contextRows: 120,
});

export const phAnalysisDatasetQuerySchema = deviceQuerySchema.extend({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1).describe('1-based (the screen sends its 0-based page + 1)'),
  page_size: z.coerce.number().int().min(1).max(PH_PAGE_SIZE_MAX).default(PH_PAGE_SIZE),
  language: analysisLanguageSchema.optional(),
});

/** soilAnalysis.phAnalysis: the device, the language of the suggestions, and whether the rows come too. */
export const phAnalysisQuerySchema = phAnalysisDatasetQuerySchema
  .pick({ deviceId: true, language: true })
  .extend({ rows: rowsOptionSchema });

/** A pH analysis row (spec 3: id, pH, Anomaly Status, suggestion, timestamp), newest first. */
export const phAnalysisRowSchema = z
  .object({
    /** SL No: position in the whole list, newest reading first, from 1. */
    id: z.number().int(),
    pH: z.number(),
    'Anomaly Status': z.enum(['Normal', 'Anomaly']),
    anomaly_reason: z.enum(PH_ANOMALY_REASONS).nullable(),
    suggestion: z.string(),
    timestamp: z.iso.datetime(),
    ph_class: z.string().describe('Soil Health Card pH class, e.g. "Moderately acidic"'),
    ph_category: z.enum(PH_CATEGORIES),
  })
  .meta({ id: 'PhAnalysisRow' });
export type PhAnalysisRow = z.infer<typeof phAnalysisRowSchema>;

export const phAnalysisDatasetResponseSchema = z
  .object({
    status: z.literal('success'),
    deviceId: z.string(),
    total: z.number().int().describe('Readings of the device, every page together'),
    page: z.number().int(),
    page_size: z.number().int(),
    agri_data: z.array(phAnalysisRowSchema),
  })
  .meta({ id: 'PhAnalysisDatasetResponse' });
export type PhAnalysisDatasetResponse = z.infer<typeof phAnalysisDatasetResponseSchema>;

export const phSummarySchema = z.object({
  total: z.number().int(),
  anomalies: z.number().int(),
  by_reason: z.record(z.enum(PH_ANOMALY_REASONS), z.number().int()),
  by_category: z.record(z.enum(PH_CATEGORIES), z.number().int()),
  mean: z.number().nullable(),
  min: z.number().nullable(),
  max: z.number().nullable(),
});

/** soilAnalysis.phAnalysis: the analysed last 7 days (`data`, newest first, at most 2,000 rows) and its summary. */
export const phAnalysisResponseSchema = z
  .object({
    status: z.literal('success'),
    deviceId: z.string(),
    data: z.array(phAnalysisRowSchema),
    summary: phSummarySchema,
  })
  .meta({ id: 'PhAnalysisResponse' });
export type PhAnalysisResponse = z.infer<typeof phAnalysisResponseSchema>;

/** soilAnalysis.phGraph: the pH series of a range with its rolling median and the anomalies marked. */
export const phGraphResponseSchema = z
  .object({
    status: z.literal('success'),
    deviceId: z.string(),
    chart_data: z.object({
      timestamps: z.array(z.iso.datetime()),
      ph: z.array(z.number()),
      rolling_median: z.array(z.number().nullable()),
      anomaly: z.array(z.enum(PH_ANOMALY_REASONS).nullable()),
      /** Null when each point is one reading; else the points are bucket means (anomalies from the raw readings). */
      bucket_seconds: z.number().int().nullable(),
    }),
  })
  .meta({ id: 'PhGraphResponse' });
export type PhGraphResponse = z.infer<typeof phGraphResponseSchema>;

/** soilAnalysis.visualisation: a histogram per feature (`data`) and the N, P, K means (mg/kg). */
export const visualisationResponseSchema = z
  .object({
    status: z.literal('success'),
    deviceId: z.string(),
    range: z.object({ start: z.iso.datetime(), end: z.iso.datetime() }),
    data: z.array(histogramSchema),
    nutrient_means: z.object({ nitrogen: z.number(), phosphorus: z.number(), potassium: z.number() }).nullable(),
  })
  .meta({ id: 'VisualisationResponse' });
export type VisualisationResponse = z.infer<typeof visualisationResponseSchema>;

// ---------------------------------------------------------------- nutrient calculator (spec 2.10, 3, 4)

export const DEFAULT_CALCULATOR_ZONE = 'Western Himalayas (J & K, H.P.)';
export const DEFAULT_HECTARES = 1.0;
/** Legumes whose N credit to the next cereal the calculator knows (`previous_crop`, issue 37). */
export const PREVIOUS_LEGUME_CROPS = ['Green gram', 'Black gram', 'Cowpea', 'Chickpea', 'Lentil', 'Pea', 'Soybean', 'Pigeonpea'] as const;
export const MAX_HECTARES = 1_000_000;
/** Latest readings shown in the calculator's grid. */
export const CALCULATOR_LATEST_ROWS = 10;

const name = (what: string) => z.string().trim().min(1, `${what} is required`).max(200);
/** A number > 0 (spec 5: free numeric input; negative or non-numeric is refused with a message). */
export const hectaresSchema = z.coerce
  .number({ error: 'Hectares must be a number' })
  .refine(Number.isFinite, 'Hectares must be a number')
  .refine((v) => v > 0, 'Hectares must be greater than 0')
  .refine((v) => v <= MAX_HECTARES, `Hectares must be at most ${MAX_HECTARES}`);

export const calculatorRowSchema = readingSchema.pick({
  timestamp: true,
  nitrogen: true,
  phosphorus: true,
  potassium: true,
  temperature: true,
  humidity: true,
  ph: true,
  conductivity: true,
});

export const calculatorStartResponseSchema = z
  .object({
    status: z.literal('success'),
    /** The device's newest readings (faulty all-zero ones left out), newest first; empty before its first reading. */
    deviceId: z.string().nullable(),
    datass: z.array(calculatorRowSchema),
    agroclimatic_zones: z.array(z.string()),
    default_zone: z.string(),
  })
  .meta({ id: 'CalculatorStartResponse' });
export type CalculatorStartResponse = z.infer<typeof calculatorStartResponseSchema>;

export const zoneQuerySchema = z.object({ zone: name('zone') });
export const zoneSoilQuerySchema = zoneQuerySchema.extend({ soil: name('soil') });
export const zoneCropQuerySchema = zoneSoilQuerySchema.extend({ crop: name('crop') });
export const calculateQuerySchema = zoneCropQuerySchema.extend({ deviceId: deviceIdField }).extend({
  npk: name('npk').describe('One of the npk_ratios, e.g. "120:60:40" (N:P2O5:K2O kg/ha)'),
  dose_crop: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .optional()
    .describe('The crop of the dose (`npk_options[].crop`) when two crops of the system share the ratio; default the first'),
  hectares: hectaresSchema.default(DEFAULT_HECTARES),
  language: analysisLanguageSchema.optional(),
  // Issue 37: all optional, so a client that sends none gets the plan it got before.
  // previous_crop takes one of PREVIOUS_LEGUME_CROPS.
  stcr: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .optional()
    .describe('A targeted-yield (STCR) equation id of `stcr_equations`; the dose then follows the equation instead of the ±25 % rule'),
  target_yield: z.coerce
    .number({ error: 'Target yield must be a number (q/ha)' })
    .refine(Number.isFinite, 'Target yield must be a number (q/ha)')
    .optional()
    .describe("Target yield, q/ha, inside the equation's range; required with `stcr`"),
  manure: z.enum(['fym', 'compost']).optional().describe('Manure applied this season; default fym when `manure_t_ha` is given'),
  manure_t_ha: z.coerce
    .number({ error: 'Manure must be a number (t/ha)' })
    .refine(Number.isFinite, 'Manure must be a number (t/ha)')
    .optional()
    .describe('Manure applied this season, fresh t/ha: its first-season nutrients are deducted from the dose'),
  previous_crop: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .optional()
    .describe('The legume grown before this crop (e.g. "Green gram"): its N credit is deducted for the next cereal'),
});

export const zoneSoilsResponseSchema = z.object({ status: z.literal('success'), soils: z.array(z.string()) });
export const zoneCropsResponseSchema = z.object({
  status: z.literal('success'),
  /** Cropping systems, e.g. "Rice - Wheat". */
  crops: z.array(z.string()),
});

export const npkOptionSchema = z.object({
  ratio: z.string(),
  crop: z.string(),
  season: z.string(),
  condition: z.string().nullable(),
  n: z.number(),
  p2o5: z.number(),
  k2o: z.number(),
  source: z.string(),
  verification: z.string(),
});
export type NpkOption = z.infer<typeof npkOptionSchema>;
/** A targeted-yield (STCR) equation the calculator can use for a crop and soil (issue 37). */
export const stcrEquationSchema = z.object({
  id: z.string(),
  crop: z.string(),
  state: z.string(),
  soils: z.array(z.string()),
  name: z.string(),
  /** The target yields the equation holds for, q/ha. */
  min_q_ha: z.number(),
  max_q_ha: z.number(),
  source: z.string(),
  verification: z.string(),
});

export const zoneNpkResponseSchema = z.object({
  status: z.literal('success'),
  /** "N:P2O5:K2O" in kg/ha, one per crop and season of the system (duplicates once). */
  npk_ratios: z.array(z.string()),
  npk_options: z.array(npkOptionSchema),
  /** Targeted-yield equations for the system's crops on this soil (issue 37); empty when none was read. */
  stcr_equations: z.array(stcrEquationSchema).optional(),
});

const npkValues = z.object({ nitrogen: z.number(), phosphorus: z.number(), potassium: z.number() });

export const nutrientsTableRowSchema = z.object({
  Nutrient: z.string(),
  Current: z.number(),
  Recommended: z.number(),
  Required: z.number(),
  Excess: z.number(),
});

export const productQuantitySchema = z.object({
  product: z.string(),
  name: z.string(),
  kg: z.number().describe('For the whole area'),
  bags: z.number().nullable(),
  bag_kg: z.number().nullable(),
});

/** How one nutrient's dose was adjusted (issue 20). */
export const nutrientAdjustmentSchema = z.object({
  /** Applied to the recommended dose: adjusted ÷ recommended (the rating factor when the dose is 0). */
  factor: z.number(),
  /** The soil-test rule's factor for the rating: Low 1.25, Medium 1, High 0.75. */
  rating_factor: z.number(),
  /** The adjusted dose, kg/ha. */
  kg_per_ha: z.number(),
  /**
   * `soil_test`: the rating rule; `legume_starter_n`: a legume's starter N kept whatever the N rating;
   * `capped`: a raise stopped at the top of the source's range (`cap_kg_per_ha`).
   */
  reason: z.enum(['soil_test', 'legume_starter_n', 'capped', 'stcr']),
  cap_kg_per_ha: z.number().nullable(),
  /** The figure explained in the asked language. */
  note: z.string(),
});

export type StcrEquationOption = z.infer<typeof stcrEquationSchema>;

/** The equation a calculation used, with each nutrient's coefficients (F = a·T − b·S − c·O). */
export const stcrUsedSchema = z.object({
  id: z.string(),
  name: z.string(),
  target_q_ha: z.number(),
  nutrients: z.array(
    z.object({
      nutrient: z.enum(['nitrogen', 'phosphorus', 'potassium']),
      a: z.number(),
      b: z.number(),
      c: z.number(),
      soil_kg_per_ha: z.number(),
      organic_kg_per_ha: z.number(),
      kg_per_ha: z.number(),
    }),
  ),
  source: z.string(),
});

/** One credit deducted from the dose, kg/ha (issue 37). */
export const creditLineSchema = z.object({
  kind: z.enum(['manure', 'legume']),
  n: z.number(),
  p2o5: z.number(),
  k2o: z.number(),
  note: z.string(),
  source: z.string(),
  verification: z.string(),
});

/** The crop's sulphur need and the product that meets it, when the crop needs S (issue 20). */
export const sulphurNeedSchema = z.object({
  need_kg_per_ha: z.number(),
  /** kg S to supply on the whole area. */
  required_kg: z.number(),
  /** `gypsum` (13 % S) or `bentoniteS` (90 % S); its quantity is also a row of `products`. */
  product: z.string(),
  product_name: z.string(),
  /** kg of the product for the whole area. */
  product_kg: z.number(),
  /** When it goes in, when not at sowing (groundnut's gypsum at pegging). */
  timing: z.string().nullable(),
  note: z.string(),
});

/** A zinc, boron or iron line of the plan, by crop and soil (issue 37); a spray has no product quantity. */
export const micronutrientLineSchema = z.object({
  nutrient: z.enum(['zn', 'b', 'fe']),
  /** `zincSulphateHepta` or `borax`, also a row of `products`; null for a foliar spray. */
  product: z.string().nullable(),
  product_name: z.string().nullable(),
  kg_per_ha: z.number().nullable(),
  /** kg for the whole area. */
  kg: z.number().nullable(),
  note: z.string(),
  source: z.string(),
  verification: z.string(),
});

export const calculateResponseSchema = z
  .object({
    status: z.literal('success'),
    /** Soil available N, P2O5, K2O in kg/ha, from the device's latest valid reading (mg/kg × 2.24; P × 2.29; K × 1.2). */
    current_values: npkValues,
    /** The zone's general recommended dose for the chosen crop, N, P2O5, K2O kg/ha. */
    recommended_nutrients: npkValues,
    /**
     * Fertilizer nutrient to apply on the whole area, kg: the dose adjusted to the soil test (Low 125 %, Medium
     * 100 %, High 75 %; a legume's starter N kept, a raise capped at the top of the source's range; see
     * `adjustments`) × hectares.
     */
    required_nutrients: npkValues,
    /** The part of the recommended dose the soil already covers (rated High), kg on the whole area. */
    excess_nutrients: npkValues,
    total_required_nutrients: z.number(),
    total_excess_nutrients: z.number(),
    recommendations: z.array(z.string()),
    nutrients_table: z.array(nutrientsTableRowSchema),
    hectares: z.number(),
    ratings: z.object({
      nitrogen: z.enum(NUTRIENT_CATEGORIES),
      phosphorus: z.enum(NUTRIENT_CATEGORIES),
      potassium: z.enum(NUTRIENT_CATEGORIES),
    }),
    reading: calculatorRowSchema,
    dose: npkOptionSchema,
    /**
     * Straight fertilizers that supply `required_nutrients` (DAP for P2O5, urea for the rest of N, MOP or SOP
     * for K2O), then the sulphur product when the crop needs S (see `sulphur`).
     */
    products: z.array(productQuantitySchema),
    /** Per nutrient: the factor applied to the recommended dose and why. */
    adjustments: z.object({
      nitrogen: nutrientAdjustmentSchema,
      phosphorus: nutrientAdjustmentSchema,
      potassium: nutrientAdjustmentSchema,
    }),
    /** The crop's sulphur need and product; null when the crop's sources ask for no sulphur. */
    sulphur: sulphurNeedSchema.nullable(),
    /** The targeted-yield equation used (issue 37); null on the ±25 % rule. */
    stcr: stcrUsedSchema.nullable().optional(),
    /** Manure and preceding-legume credits deducted from the dose, kg/ha (issue 37); empty when none. */
    credits: z.array(creditLineSchema).optional(),
    /** Zinc, boron and iron the probe cannot measure, one line per nutrient (issue 37); empty when none. */
    micronutrients: z.array(micronutrientLineSchema).optional(),
  })
  .meta({ id: 'NutrientCalculation' });
export type CalculateResponse = z.infer<typeof calculateResponseSchema>;
