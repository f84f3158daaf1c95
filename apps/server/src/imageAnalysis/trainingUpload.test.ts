import { existsSync, statSync } from 'node:fs';
import fastifyMultipart from '@fastify/multipart';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installErrorHandler } from '../http/errorHandler.js';
import { installUploads } from '../http/multipart.js';
import { UploadBudget } from '../http/uploadBudget.js';
import { expectError } from '../../test/expectError.js';
import { multipart } from '../../test/soilTests.testkit.js';
import { receiveTrainingZip } from './trainingUpload.js';

// The real cap (TRAINING_ZIP_MAX_BYTES, 200 MB) is too big to send in a test: the same code with a 4 KB cap.
const app = Fastify();
let kept: string[] = [];
beforeAll(async () => {
  installErrorHandler(app);
  await app.register(fastifyMultipart, { limits: { fileSize: 1024 } });
  installUploads(app, new UploadBudget({ UPLOAD_INFLIGHT_BYTES_PER_ACCOUNT: 1 << 20, UPLOAD_INFLIGHT_BYTES: 1 << 24 }), 1024);
  app.post('/zip', async (request) => {
    const upload = await receiveTrainingZip(request, 4096);
    kept.push(upload.zipPath);
    const size = statSync(upload.zipPath).size;
    await upload.cleanup();
    return { size, fields: upload.fields };
  });
  await app.ready();
});
afterAll(() => app.close());

const send = (bytes: number, fields: Record<string, string> = { task: 'seed-quality', name: 'A' }) => {
  const body = multipart(fields, [{ field: 'file', filename: 'a.zip', type: 'application/zip', bytes: Buffer.alloc(bytes, 7) }]);
  return app.inject({ method: 'POST', url: '/zip', headers: body.headers, payload: body.payload });
};

describe('receiveTrainingZip', () => {
  it('streams the zip to a temporary file with the route’s own cap (above the plugin default) and reads the fields', async () => {
    kept = [];
    const res = await send(3000);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ size: 3000, fields: { task: 'seed-quality', name: 'A' } });
    expect(existsSync(kept[0]!)).toBe(false);
  });

  it('a zip over the cap: 413, in the error shape', async () => {
    expect(expectError(await send(5000), 413, 'PAYLOAD_TOO_LARGE')).toMatch(/larger than/);
  });

  it('no file: 400; not multipart: 415', async () => {
    const none = multipart({ task: 'seed-quality' }, []);
    expect(
      expectError(
        await app.inject({ method: 'POST', url: '/zip', headers: none.headers, payload: none.payload }),
        400,
        'VALIDATION_FAILED',
      ),
    ).toMatch(/file: choose a zip/);
    expectError(await app.inject({ method: 'POST', url: '/zip', payload: { file: 'x' } }), 415, 'UNSUPPORTED_MEDIA_TYPE');
  });
});
