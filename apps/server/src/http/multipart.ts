import type { FastifyRequest } from 'fastify';
import { AppError, type Bilingual } from './errors.js';

export interface MultipartBody {
  fields: Record<string, string>;
  files: Array<{ field: string; filename: string; bytes: Buffer }>;
}

/** Per-route caps that replace the plugin's defaults (e.g. a larger `fileSize` for one endpoint). */
export interface MultipartLimits {
  fileSize?: number;
  files?: number;
  /** What to say (400) when more files than `files` are sent, instead of the generic 413. */
  tooManyFiles?: Bilingual;
}

/** Reads a whole multipart body (capped by the plugin's limits, or `limits`) into fields and file buffers. */
export async function readMultipart(request: FastifyRequest, limits?: MultipartLimits): Promise<MultipartBody> {
  const body: MultipartBody = { fields: {}, files: [] };
  try {
    // Only the caps given: an undefined one would override the plugin's default.
    const { tooManyFiles: _message, ...caps } = limits ?? {};
    for await (const part of request.parts(limits ? { limits: caps } : undefined)) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (bytes.length === 0) throw new AppError('VALIDATION_FAILED', `${part.filename || part.fieldname}: the file is empty.`);
        body.files.push({ field: part.fieldname, filename: part.filename || part.fieldname, bytes });
      } else {
        body.fields[part.fieldname] = String(part.value);
      }
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT' && limits?.tooManyFiles) throw new AppError('VALIDATION_FAILED', limits.tooManyFiles);
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', 'A file is larger than the upload limit.');
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new AppError('PAYLOAD_TOO_LARGE', 'Too many files or fields in one upload.');
    }
    throw new AppError('BAD_REQUEST', 'The multipart body could not be read.');
  }
  return body;
}
