import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { type ImageTask, TRAINING_ZIP_MAX_BYTES, trainingRequestFieldsSchema } from '@agrim/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../http/errors.js';
import { admitUpload } from '../http/multipart.js';

export interface TrainingUpload {
  fields: Record<string, string>;
  /** The zip, written to a temporary file (never held in memory whole). */
  zipPath: string;
  /** Removes the temporary file; call it in every case. */
  cleanup(): Promise<void>;
}

const MB = 1024 * 1024;

/**
 * Receives the multipart training upload: text fields and one `file`, a zip streamed to a
 * temporary folder, at most `maxBytes` (larger: 413, and nothing is kept).
 */
export async function receiveTrainingZip(request: FastifyRequest, maxBytes = TRAINING_ZIP_MAX_BYTES): Promise<TrainingUpload> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the zip as multipart/form-data with a `file` field and the fields task and name.');
  }
  // One zip and the two fields task and name; the bytes count against the in-flight budget.
  admitUpload(request, { files: 1, fields: 2, fileSize: maxBytes, fieldSize: 1024 });
  const dir = await mkdtemp(path.join(tmpdir(), 'agrim-training-upload-'));
  const cleanup = () => rm(dir, { recursive: true, force: true });
  const zipPath = path.join(dir, 'upload.zip');
  const fields: Record<string, string> = {};
  let received = false;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 2, parts: 3, fieldSize: 1024 } })) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== 'file') {
        part.file.resume();
        continue;
      }
      await pipeline(part.file, createWriteStream(zipPath));
      if (part.file.truncated) throw tooLarge(maxBytes);
      received = true;
    }
  } catch (err) {
    await cleanup();
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(maxBytes);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new AppError('PAYLOAD_TOO_LARGE', 'Send one zip file with the fields task and name.');
    }
    throw new AppError('BAD_REQUEST', 'The multipart body could not be read.');
  }
  if (!received) {
    await cleanup();
    throw new AppError('VALIDATION_FAILED', 'file: choose a zip of class-named folders of photos.');
  }
  return { fields, zipPath, cleanup };
}

const tooLarge = (maxBytes: number) => new AppError('PAYLOAD_TOO_LARGE', `The zip is larger than ${Math.round(maxBytes / MB)} MB.`);

/** The text fields sent with the zip (`task` and `name`); invalid: 400 naming each. */
export function trainingFields(fields: Record<string, string>): { task: ImageTask; name: string } {
  const parsed = trainingRequestFieldsSchema.safeParse(fields);
  if (!parsed.success) {
    throw new AppError('VALIDATION_FAILED', parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
  }
  return parsed.data;
}
