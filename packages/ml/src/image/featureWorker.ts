/**
 * Worker thread of the feature pool (pool.ts): decodes a photo and computes its features off the
 * main thread's event loop. Messages in: { id, bytes, crops, deep }; out: { id, features, plain, crops, deep } or { id, error, decode }.
 * With `deep`, the pretrained backbone (backbone.ts) is loaded here on first use: once per worker.
 */
import { parentPort } from 'node:worker_threads';
import { ImageDecodeError, photoFeatures } from './extract.js';

interface Request {
  id: number;
  bytes: Uint8Array;
  crops: boolean;
  deep?: boolean;
}

const port = parentPort;
if (!port) throw new Error('featureWorker.ts runs as a worker thread');

port.on('message', (msg: Request) => {
  photoFeatures(msg.bytes, msg.crops, msg.deep === true).then(
    ({ features, plain, crops, deep }) =>
      port.postMessage({ id: msg.id, features, plain, crops, deep }, [
        features.buffer as ArrayBuffer,
        ...(crops ?? []).map((c) => c.buffer as ArrayBuffer),
        ...(deep ? [deep.buffer as ArrayBuffer] : []),
      ]),
    (e: unknown) =>
      port.postMessage({ id: msg.id, error: e instanceof Error ? e.message : String(e), decode: e instanceof ImageDecodeError }),
  );
});
