/**
 * Worker thread of the feature pool (pool.ts): decodes a photo and computes its features off the
 * main thread's event loop. Messages in: { id, bytes }; out: { id, features, plain } or { id, error, decode }.
 */
import { parentPort } from 'node:worker_threads';
import { ImageDecodeError, photoFeatures } from './extract.js';

interface Request {
  id: number;
  bytes: Uint8Array;
}

const port = parentPort;
if (!port) throw new Error('featureWorker.ts runs as a worker thread');

port.on('message', (msg: Request) => {
  photoFeatures(msg.bytes).then(
    ({ features, plain }) => port.postMessage({ id: msg.id, features, plain }, [features.buffer as ArrayBuffer]),
    (e: unknown) =>
      port.postMessage({ id: msg.id, error: e instanceof Error ? e.message : String(e), decode: e instanceof ImageDecodeError }),
  );
});
