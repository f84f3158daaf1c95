import {
  DATASET_FILES,
  DATASET_REPORT_MAX_ROWS,
  DATASET_UPLOAD_MAX_BYTES,
  datasetImportQuerySchema,
  datasetImportResponseSchema,
  datasetKindSchema,
  datasetsResponseSchema,
  errorResponseSchema,
  rejectedRowSchema,
} from '@agrim/contracts';
import { z } from 'zod';
import { callerOf } from '../access/guard.js';
import { AppError } from '../http/errors.js';
import { readMultipart } from '../http/multipart.js';
import type { FastifyZodInstance } from '../http/types.js';
import type { DatasetService } from './datasets.service.js';
import { DatasetRejectedError, reportRows } from './parse.js';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
};

/** 422: the file was refused; with bad rows, the report (the first rows and the count). */
export const datasetRefusedResponseSchema = z
  .object({
    status: z.literal('error'),
    code: z.literal('UNPROCESSABLE'),
    message: z.string(),
    rejected: z.array(rejectedRowSchema).optional(),
    rejected_count: z.number().int().optional(),
  })
  .meta({ id: 'DatasetRefused' });

/** The body of a refusal for bad rows (HTTP and the command line answer the same). */
export function refusalBody(err: DatasetRejectedError) {
  return {
    status: 'error' as const,
    code: 'UNPROCESSABLE' as const,
    message: err.message,
    rejected: reportRows(err.rejected),
    rejected_count: err.rejected.length,
  };
}

const MB = Math.round(DATASET_UPLOAD_MAX_BYTES / (1024 * 1024));

export function datasetRoutes(app: FastifyZodInstance, datasets: DatasetService) {
  app.get(
    '/api/v1/datasets',
    {
      schema: {
        tags: ['forecasts'],
        summary: 'The public datasets the rainfall and yield forecasts are fitted on: the current version of each',
        description: `\`expected_file\` is where each file is looked for under DATASETS_DIR at start (${Object.values(DATASET_FILES).join('; ')}).`,
        response: { 200: datasetsResponseSchema, ...errors },
      },
    },
    async () => ({ status: 'success' as const, datasets: await datasets.list() }),
  );

  app.post(
    '/api/v1/datasets/:kind/import',
    {
      schema: {
        tags: ['forecasts'],
        summary: 'Import a new version of a dataset from a CSV file; it replaces the current version at once',
        description:
          `multipart/form-data: \`file\`, a UTF-8 CSV of at most ${MB} MB with exactly the columns of the source file (any order). ` +
          'Every row is checked: names not empty, years 1800..2100, amounts finite and ≥ 0 or `NA`/empty, no two rows with the same key. ' +
          `By default one bad row refuses the whole file (422 with the report: up to ${DATASET_REPORT_MAX_ROWS} rows with their line numbers, ` +
          'and the count) and nothing changes; `skip_bad_rows=true` imports the valid rows and reports the rest. ' +
          'Not a CSV, or the wrong columns: 422 naming the missing and unexpected columns. Another import of the kind running: 409. ' +
          'Readers see the previous version until the new one is complete.',
        consumes: ['multipart/form-data'],
        params: z.object({ kind: datasetKindSchema }),
        querystring: datasetImportQuerySchema,
        response: {
          200: datasetImportResponseSchema,
          409: errorResponseSchema,
          413: errorResponseSchema,
          415: errorResponseSchema,
          422: datasetRefusedResponseSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data in the field `file`.');
      const caller = callerOf(request);
      const body = await readMultipart(request, { fileSize: DATASET_UPLOAD_MAX_BYTES, files: 1 });
      const file = body.files.find((f) => f.field === 'file');
      if (!file) throw new AppError('VALIDATION_FAILED', 'file: attach the CSV file in the field `file`.');
      try {
        const result = await datasets.importBytes(request.params.kind, file.bytes, {
          skipBadRows: request.query.skip_bad_rows === 'true',
          importedBy: caller.email,
          actor: caller,
          sourceFile: file.filename,
        });
        request.log.info({ kind: request.params.kind, version: result.dataset.version, timings: result.timings }, 'dataset imported');
        return { status: 'success' as const, dataset: result.dataset, rejected: result.rejected };
      } catch (err) {
        if (err instanceof DatasetRejectedError) return reply.code(422).send(refusalBody(err));
        throw err;
      }
    },
  );
}
