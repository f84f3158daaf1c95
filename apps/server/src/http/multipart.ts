import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Slot } from '../work/fairQueue.js';
import { AppError, type Bilingual } from './errors.js';
import { type UploadBudget, uploadTooLarge } from './uploadBudget.js';

export interface MultipartBody {
  fields: Record<string, string>;
  files: Array<{ field: string; filename: string; bytes: Buffer }>;
  /** The queue place taken before the body was read (when `queue` was given): run the work in it. */
  slot?: Slot;
}

/**
 * What one upload route accepts, no more (issue 38: a route that uses one file must not take the
 * plugin's five). Every cap is given: parts = files + fields, and the largest body follows from them,
 * so a request declaring more is refused before a byte is read.
 */
export interface UploadLimits {
  /** File parts at most. */
  files: number;
  /** Text fields at most. */
  fields: number;
  /** Bytes per file (default UPLOAD_MAX_BYTES). */
  fileSize?: number;
  /** Bytes per text field (default 16 KiB: the longest text any upload route takes is 2,000 characters). */
  fieldSize?: number;
  /** What to say (400) when more files than `files` are sent, instead of the generic message. */
  tooManyFiles?: Bilingual;
  /**
   * The fair queue the upload's work runs in: a place is taken for the account before the body is
   * read (429 when it has none left), so a refused upload is never buffered.
   */
  queue?: { reserve(account: string): Slot };
}

const DEFAULT_FIELD_SIZE = 16 * 1024;
/** Headers and boundaries of one part, generously: what a body may carry beyond its files and fields. */
const PART_OVERHEAD = 2 * 1024;

/** The largest body a route's limits allow. */
export function maxBodyBytes(limits: UploadLimits & { fileSize: number }): number {
  const fieldSize = limits.fieldSize ?? DEFAULT_FIELD_SIZE;
  return limits.files * (limits.fileSize + PART_OVERHEAD) + limits.fields * (fieldSize + PART_OVERHEAD) + PART_OVERHEAD;
}

declare module 'fastify' {
  interface FastifyInstance {
    uploadBudget: UploadBudget;
    /** UPLOAD_MAX_BYTES: a file's size where a route sets none. */
    uploadMaxBytes: number;
  }
  interface FastifyRequest {
    /** Run when the answer has been sent (or the client went away): budget returned, temporary files removed. */
    uploadCleanup: Array<() => unknown> | null;
  }
}

/** The upload budget and the end-of-request cleanup; call once on the root instance. */
export function installUploads(app: FastifyInstance, budget: UploadBudget, uploadMaxBytes: number): void {
  app.decorate('uploadBudget', budget);
  app.decorate('uploadMaxBytes', uploadMaxBytes);
  app.decorateRequest('uploadCleanup', null);
  const cleanup = async (request: FastifyRequest) => {
    const steps = request.uploadCleanup;
    request.uploadCleanup = null;
    for (const step of steps ?? []) await step();
  };
  app.addHook('onResponse', cleanup);
  app.addHook('onRequestAbort', cleanup);
}

const atEnd = (request: FastifyRequest, step: () => unknown) => {
  request.uploadCleanup ??= [];
  request.uploadCleanup.push(step);
};

/** The account an upload is counted against: the signed-in user, else the client address. */
function accountOf(request: FastifyRequest): string {
  return request.caller?.userId ?? `ip:${request.ip}`;
}

/**
 * What must hold before an upload's body is read: a declared length within what `routeLimits` allow
 * (else 413), a place in the route's queue for the account (else 429), and the body's bytes within
 * the in-flight budget (else 429). The place and the bytes are given back once the answer is sent.
 */
export function admitUpload(
  request: FastifyRequest,
  routeLimits: UploadLimits,
): { limits: UploadLimits & { fileSize: number }; slot?: Slot } {
  const limits = { ...routeLimits, fileSize: routeLimits.fileSize ?? request.server.uploadMaxBytes };
  const maxBytes = maxBodyBytes(limits);
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) throw uploadTooLarge(limits.files, limits.fileSize);
  const account = accountOf(request);
  const slot = limits.queue?.reserve(account);
  if (slot) atEnd(request, () => slot.cancel());
  try {
    // Without a declared length (chunked), the route's largest body is taken.
    atEnd(request, request.server.uploadBudget.take(account, Number.isFinite(declared) && declared > 0 ? declared : maxBytes));
  } catch (err) {
    slot?.cancel();
    throw err;
  }
  return { limits, slot };
}

/**
 * Reads a multipart body within `limits`. Before any of it is read: a declared length over what the
 * limits allow is a 413, the account's queue place is taken (`queue`) and the body's bytes are
 * taken from the in-flight budget (http/uploadBudget.ts); both are given back when the answer has
 * been sent. Files go to a temporary file as they arrive and are read back only once the body is
 * whole and within its limits.
 */
export async function readMultipart(request: FastifyRequest, routeLimits: UploadLimits): Promise<MultipartBody> {
  const { limits, slot } = admitUpload(request, routeLimits);
  const body: MultipartBody = { fields: {}, files: [], slot };
  const spooled: Array<{ index: number; file: string }> = [];
  let dir: string | undefined;
  try {
    const parts = request.parts({
      limits: {
        files: limits.files,
        fields: limits.fields,
        parts: limits.files + limits.fields,
        fileSize: limits.fileSize,
        fieldSize: limits.fieldSize ?? DEFAULT_FIELD_SIZE,
      },
    });
    for await (const part of parts) {
      if (part.type !== 'file') {
        if (part.valueTruncated) throw new AppError('PAYLOAD_TOO_LARGE', `${part.fieldname}: the text is too long.`);
        body.fields[part.fieldname] = String(part.value);
        continue;
      }
      const filename = part.filename || part.fieldname;
      // Browsers declare no part's length, so every file is spooled: a slow or refused upload holds no memory.
      if (!dir) {
        dir = await mkdtemp(path.join(tmpdir(), 'agrim-upload-'));
        const made = dir;
        atEnd(request, () => rm(made, { recursive: true, force: true }));
      }
      const file = path.join(dir, String(body.files.length));
      await pipeline(part.file, createWriteStream(file));
      if (part.file.truncated) throw uploadTooLarge(limits.files, limits.fileSize);
      spooled.push({ index: body.files.length, file });
      body.files.push({ field: part.fieldname, filename, bytes: Buffer.alloc(0) });
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT' && limits.tooManyFiles) throw new AppError('VALIDATION_FAILED', limits.tooManyFiles);
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw uploadTooLarge(limits.files, limits.fileSize);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new AppError('PAYLOAD_TOO_LARGE', tooManyParts(limits));
    }
    throw new AppError('BAD_REQUEST', {
      en: 'The upload could not be read (a broken multipart/form-data body). Choose the file again and resend it.',
      hi: 'अपलोड पढ़ा नहीं जा सका (multipart/form-data सही नहीं है)। फ़ाइल फिर से चुनकर दोबारा भेजें।',
      mr: 'अपलोड वाचता आला नाही (multipart/form-data बरोबर नाही). फाइल पुन्हा निवडून परत पाठवा.',
    });
  }
  for (const { index, file } of spooled) body.files[index]!.bytes = await readFile(file);
  for (const file of body.files) {
    if (file.bytes.length === 0) {
      throw new AppError('VALIDATION_FAILED', {
        en: `${file.filename}: the file is empty. Choose the file again.`,
        hi: `${file.filename}: फ़ाइल खाली है। फ़ाइल फिर से चुनें।`,
        mr: `${file.filename}: फाइल रिकामी आहे. फाइल पुन्हा निवडा.`,
      });
    }
  }
  return body;
}

function tooManyParts(limits: UploadLimits): Bilingual {
  const files = limits.files === 1 ? 'one file' : `at most ${limits.files} files`;
  const filesHi = limits.files === 1 ? 'एक फ़ाइल' : `अधिकतम ${limits.files} फ़ाइलें`;
  const filesMr = limits.files === 1 ? 'एक फाइल' : `जास्तीत जास्त ${limits.files} फाइली`;
  return {
    en: `Too many files or fields in one upload: this one takes ${files} and at most ${limits.fields} text fields. Send only what the form asks for.`,
    hi: `एक अपलोड में बहुत सारी फ़ाइलें या फ़ील्ड हैं: इसमें ${filesHi} और अधिकतम ${limits.fields} टेक्स्ट फ़ील्ड जा सकते हैं। केवल वही भेजें जो फ़ॉर्म माँगता है।`,
    mr: `एका अपलोडमध्ये खूप फाइली किंवा फील्ड आहेत: त्यात ${filesMr} आणि जास्तीत जास्त ${limits.fields} मजकूर फील्ड जाऊ शकतात. फॉर्म मागतो तेवढेच पाठवा.`,
  };
}
