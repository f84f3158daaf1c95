import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * helmet's security headers on every answer, with its middleware built once. @fastify/helmet built
 * it again for every request, parsing the Content-Security-Policy each time: about a tenth of the
 * CPU of a cached read such as the latest reading (`sensors.latestReading`, bench/latest-vs-bare.ts). Registered where
 * the plugin was, so the headers are set at the same point of each request.
 */
export function installSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const apply = helmet(options);
  app.addHook('onRequest', (request, reply, done) => apply(request.raw, reply.raw, (err) => done(err as Error | undefined)));
}
