import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';

interface RequestContext {
  ip: string;
}

const storage = new AsyncLocalStorage<RequestContext>();
const resources = new WeakMap<FastifyRequest, AsyncResource>();

/**
 * The client address of the request being served, for audit entries written deep inside a
 * service that knows nothing of HTTP. Outside a request (start-up, the command line, a job
 * finishing later) there is none.
 */
export function currentClientIp(): string | undefined {
  return storage.getStore()?.ip;
}

/**
 * Runs each request inside its own context. The body is parsed in the socket's context, not
 * ours, so the rest of the request is re-entered through the resource made at the start.
 */
export function installRequestContext(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    storage.run({ ip: request.ip }, () => {
      const resource = new AsyncResource('agrim-request');
      resources.set(request, resource);
      resource.runInAsyncScope(done);
    });
  });
  app.addHook('preValidation', (request, _reply, done) => {
    const resource = resources.get(request);
    if (resource) resource.runInAsyncScope(done);
    else done();
  });
}
