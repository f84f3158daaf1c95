import { z } from 'zod';
import { endpoint, errorResponses } from '../endpoint.js';
import {
  DATASET_FILES,
  DATASET_REPORT_MAX_ROWS,
  DATASET_UPLOAD_MAX_BYTES,
  datasetImportQuerySchema,
  datasetImportResponseSchema,
  datasetKindSchema,
  datasetsResponseSchema,
  rejectedRowSchema,
} from '../datasets.js';
import { ADMIN_ROLES } from '../roles.js';

const errors = errorResponses(400, 401, 403);
const tags = ['forecasts'];
const MB = Math.round(DATASET_UPLOAD_MAX_BYTES / (1024 * 1024));

/**
 * 422 of an import: the file was refused; with bad rows, the report (the first rows and the count).
 * Declared here, after every schema module, so the OpenAPI components keep their order.
 */
const refusedResponseSchema = z
  .object({
    status: z.literal('error'),
    code: z.literal('UNPROCESSABLE'),
    message: z.string(),
    rejected: z.array(rejectedRowSchema).optional(),
    rejected_count: z.number().int().optional(),
  })
  .meta({ id: 'DatasetRefused' });

/** The public datasets the forecasts are fitted on (server: `apps/server/src/datasets/`). */
export const datasets = {
  list: endpoint({
    method: 'GET',
    path: '/api/v1/datasets',
    tags,
    summary: 'The public datasets the rainfall and yield forecasts are fitted on: the current version of each',
    description: `\`expected_file\` is where each file is looked for under DATASETS_DIR at start (${Object.values(DATASET_FILES).join('; ')}).`,
    response: { 200: datasetsResponseSchema, ...errors },
    // Forecasts (issue 8): Admin screens (spec 2.1: weather prediction, yield prediction) and their datasets.
    access: { roles: ADMIN_ROLES },
  }),
  import: endpoint({
    method: 'POST',
    path: '/api/v1/datasets/:kind/import',
    tags,
    summary: 'Import a new version of a dataset from a CSV file; it replaces the current version at once',
    description:
      `multipart/form-data: \`file\`, a UTF-8 CSV of at most ${MB} MB with exactly the columns of the source file (any order). ` +
      'Every row is checked: names not empty, years 1800..2100, amounts finite and ≥ 0 or `NA`/empty, no two rows with the same key. ' +
      `By default one bad row refuses the whole file (422 with the report: up to ${DATASET_REPORT_MAX_ROWS} rows with their line numbers, ` +
      'and the count) and nothing changes; `skip_bad_rows=true` imports the valid rows and reports the rest. ' +
      'Not a CSV, or the wrong columns: 422 naming the missing and unexpected columns. Another import of the kind running: 409. ' +
      'Readers see the previous version until the new one is complete. ' +
      'With the durable job queue (JOB_QUEUE=postgres) a worker process imports the file and this call answers when it has: ' +
      '503 when no worker took it within a minute (nothing imported).',
    consumes: ['multipart/form-data'],
    params: z.object({ kind: datasetKindSchema }),
    query: datasetImportQuerySchema,
    response: {
      200: datasetImportResponseSchema,
      ...errorResponses(409, 413, 415, 503),
      422: refusedResponseSchema,
      ...errors,
    },
    access: { roles: ADMIN_ROLES, owner: 'recordedAsImporter' },
  }),
};
