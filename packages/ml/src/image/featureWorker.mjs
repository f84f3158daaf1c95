// Entry of the feature pool's worker thread (pool.ts). Node 20 does not run `--import` preloads
// in worker threads, so the worker registers tsx itself and then loads the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./featureWorker.ts');
