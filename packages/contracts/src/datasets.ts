import { z } from 'zod';

// Schemas of the `datasets` group (endpoints/datasets.ts): the public datasets the forecasts
// (`forecasts.ts`) are fitted on, their versions and imports.

export const DATASET_KINDS = ['rainfall', 'crop-production'] as const;
export const datasetKindSchema = z.enum(DATASET_KINDS);
export type DatasetKind = z.infer<typeof datasetKindSchema>;

/** The file each kind is read from under DATASETS_DIR (and what the README points to for download). */
export const DATASET_FILES: Record<DatasetKind, string> = {
  rainfall: 'rainfall-india/rainfall in india 1901-2015.csv',
  'crop-production': 'crop-production-india/crop_production.csv',
};
/** Largest dataset upload. */
export const DATASET_UPLOAD_MAX_BYTES = 64 * 1024 * 1024;
/** At most this many rejected rows are listed in an import report (the count is always given). */
export const DATASET_REPORT_MAX_ROWS = 100;

export const rejectedRowSchema = z.object({ line: z.number().int(), message: z.string() });

export const datasetVersionSchema = z
  .object({
    kind: datasetKindSchema,
    /** Increases by one on every successful import; the newest replaces the previous one atomically. */
    version: z.number().int(),
    rows: z.number().int(),
    source_file: z.string(),
    /** 'startup' (from DATASETS_DIR), 'cli' or the importing Admin's email. */
    imported_by: z.string(),
    imported_at: z.string(),
    rejected_count: z.number().int(),
    /** Summary of the content, e.g. years covered, number of subdivisions/states/crops. */
    summary: z.record(z.string(), z.union([z.string(), z.number()])),
  })
  .meta({ id: 'DatasetVersion' });
export type DatasetVersion = z.infer<typeof datasetVersionSchema>;

export const datasetsResponseSchema = z.object({
  status: z.literal('success'),
  /** One entry per kind; `current` is null while the kind has never been imported. */
  datasets: z.array(z.object({ kind: datasetKindSchema, current: datasetVersionSchema.nullable(), expected_file: z.string() })),
});
export type DatasetsResponse = z.infer<typeof datasetsResponseSchema>;

/** Query of datasets.import (multipart `file`). */
export const datasetImportQuerySchema = z.object({
  /** Import the valid rows and report the rest; by default one bad row refuses the whole file (nothing changes). */
  skip_bad_rows: z.enum(['true', 'false']).optional(),
});
export const datasetImportResponseSchema = z.object({
  status: z.literal('success'),
  dataset: datasetVersionSchema,
  rejected: z.array(rejectedRowSchema),
});
export type DatasetImportResponse = z.infer<typeof datasetImportResponseSchema>;
