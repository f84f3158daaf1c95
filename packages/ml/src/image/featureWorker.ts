/**
 * Worker thread of the feature pool (pool.ts): decodes a photo and computes its features off the
 * main thread's event loop. Messages in: { id, bytes, crops, deep } or { id, warm }; out: { id, features, plain, crops, deep },
 * { id, warmed } or { id, error, decode }.
 * With `deep`, the pretrained backbone (backbone.ts) is loaded here on first use: once per worker.
 */
import { parentPort } from 'node:worker_threads';
import { backbone } from './backbone.js';
import { ImageDecodeError, photoFeatures } from './extract.js';

interface Request {
  id: number;
  bytes: Uint8Array;
  crops: boolean;
  deep?: boolean;
}

/** Loads the backbone now (at the server's start), so the first photo does not wait for it. */
interface Warm {
  id: number;
  warm: true;
}

const port = parentPort;
if (!port) throw new Error('featureWorker.ts runs as a worker thread');

port.on('message', (msg: Request | Warm) => {
  if ('warm' in msg) {
    backbone().then(
      () => port.postMessage({ id: msg.id, warmed: true }),
      (e: unknown) => port.postMessage({ id: msg.id, error: e instanceof Error ? e.message : String(e), decode: false }),
    );
    return;
  }
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
