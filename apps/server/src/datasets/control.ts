/**
 * The dataset calls the server answers on the DATA_DIR socket (db/dataDirLock.ts) for `npm run data`
 * while the server runs.
 */
import type { IncomingMessage } from 'node:http';
import { DATASET_UPLOAD_MAX_BYTES, datasetKindSchema } from '@agrim/contracts';
import { type ControlHandler, socketJson } from '../db/dataDirLock.js';
import { AppError } from '../http/errors.js';
import type { DatasetService } from './datasets.service.js';
import { DatasetRejectedError, refusalBody } from './parse.js';

/** The server's answers on the socket: POST /datasets/<kind>/import (body: the file) and GET /datasets. */
export function controlHandler(datasets: DatasetService): ControlHandler {
  return async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://agrim.local');
    try {
      if (req.method === 'GET' && url.pathname === '/datasets')
        return socketJson(res, 200, { status: 'success', datasets: await datasets.list() });
      const m = /^\/datasets\/([^/]+)\/import$/.exec(url.pathname);
      if (req.method !== 'POST' || !m) throw new AppError('NOT_FOUND', `No such call: ${req.method} ${url.pathname}`);
      const kind = datasetKindSchema.safeParse(decodeURIComponent(m[1]!));
      if (!kind.success) throw new AppError('VALIDATION_FAILED', `kind must be one of ${datasetKindSchema.options.join(', ')}`);
      const bytes = await readBody(req, DATASET_UPLOAD_MAX_BYTES);
      try {
        const result = await datasets.importBytes(kind.data, bytes, {
          skipBadRows: url.searchParams.get('skip_bad_rows') === 'true',
          importedBy: 'cli',
          sourceFile: url.searchParams.get('source_file') || 'upload.csv',
        });
        return socketJson(res, 200, { status: 'success', dataset: result.dataset, rejected: result.rejected, timings: result.timings });
      } catch (err) {
        if (err instanceof DatasetRejectedError) return socketJson(res, 422, refusalBody(err));
        throw err;
      }
    } catch (err) {
      if (err instanceof AppError) return socketJson(res, err.statusCode, { status: 'error', code: err.code, message: err.message });
      throw err;
    }
  };
}

async function readBody(req: IncomingMessage, max: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > max) throw new AppError('PAYLOAD_TOO_LARGE', `The file is larger than ${Math.round(max / 1048576)} MB.`);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}
