import { DATASET_UPLOAD_MAX_BYTES, endpoints } from '@agrim/contracts';
import { callerOf } from '../access/guard.js';
import { AppError } from '../http/errors.js';
import { readMultipart } from '../http/multipart.js';
import { registerRoutes } from '../http/routes.js';
import type { FastifyZodInstance } from '../http/types.js';
import type { DatasetService } from './datasets.service.js';
import type { DatasetImportJobs } from './importJobs.js';
import { DatasetRejectedError, refusalBody } from './parse.js';

/** `durable`: imports go to a worker through the job queue (JOB_QUEUE=postgres); else they run here. */
export function datasetRoutes(app: FastifyZodInstance, datasets: DatasetService, durable: DatasetImportJobs | null) {
  const importer = durable ?? datasets;
  registerRoutes(app, endpoints.datasets, {
    list: async () => ({ status: 'success' as const, datasets: await datasets.list() }),
    import: async (request, reply) => {
      if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data in the field `file`.');
      const caller = callerOf(request);
      const body = await readMultipart(request, { fileSize: DATASET_UPLOAD_MAX_BYTES, files: 1, fields: 0 });
      const file = body.files.find((f) => f.field === 'file');
      if (!file) throw new AppError('VALIDATION_FAILED', 'file: attach the CSV file in the field `file`.');
      try {
        const result = await importer.importBytes(request.params.kind, file.bytes, {
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
  });
}
