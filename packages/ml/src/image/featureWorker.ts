/**
 * Worker thread of the feature pool (pool.ts): decodes a photo and computes its features off the
 * main thread's event loop. Messages in: { id, bytes, crops }; out: { id, features, plain, crops } or { id, error, decode }.
 */
import { parentPort } from 'node:worker_threads';
import { ImageDecodeError, photoFeatures } from './extract.js';

interface Request {
  id: number;
  bytes: Uint8Array;
  crops: boolean;
}

const port = parentPort;
if (!port) throw new Error('featureWorker.ts runs as a worker thread');

port.on('message', (msg: Request) => {
  photoFeatures(msg.bytes, msg.crops).then(
    ({ features, plain, crops }) =>
      port.postMessage({ id: msg.id, features, plain, crops }, [
        features.buffer as ArrayBuffer,
        ...(crops ?? []).map((c) => c.buffer as ArrayBuffer),
      ]),
    (e: unknown) =>
      port.postMessage({ id: msg.id, error: e instanceof Error ? e.message : String(e), decode: e instanceof ImageDecodeError }),
  );
});
