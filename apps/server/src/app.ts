import Fastify, { type FastifyServerOptions, LogController } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { startBackgroundWork, stopOnClose } from './app/background.js';
import { installHttp } from './app/http.js';
import { registerApi } from './app/routes.js';
import { type Services, wireServices } from './app/services.js';
import { serveWebApp } from './app/webApp.js';
import { installRequestContext } from './audit/requestContext.js';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { frameworkErrors, installErrorHandler } from './http/errorHandler.js';
import { logFormat, loggerOptions, logRequestsBriefly, prettyStream } from './http/logging.js';
import { responseSerializerCompiler } from './http/serializer.js';

export { PERMISSIONS_POLICY } from './app/http.js';
export type { Services } from './app/services.js';

export const VERSION = '0.1.0';

export interface AppDeps {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
}

/**
 * The whole server, ready to listen: used alike by main.ts, the tests and the benches. The steps run in
 * this order because each needs the one before: the services before the work they start and the
 * hooks that use them, the guard and plugins before any route, the API routes before the web app's
 * catch-all pages.
 */
export async function buildApp({ config, database, logger }: AppDeps) {
  const app = createServer(config, logger);
  const wiring = await wireServices(app, config, database);
  await startBackgroundWork(app, wiring);
  app.decorate('services', wiring.services);
  stopOnClose(app, wiring);
  await installHttp(app, config, wiring.services, VERSION);
  registerApi(app, config, database, wiring, VERSION);
  await serveWebApp(app, config);
  return app;
}

/** Fastify with our logging, zod validation and serialisation, the one error shape and the audit's request context. */
function createServer(config: Config, logger: AppDeps['logger']) {
  // A caller's own logger (tests, tools) wins; the server itself logs for whoever reads its output.
  const pretty = logger === undefined && logFormat(config.LOG_FORMAT) === 'pretty';
  const app = Fastify({
    logger: loggerOptions(config.LOG_LEVEL, pretty ? { stream: prettyStream() } : logger),
    logController: new LogController({ disableRequestLogging: pretty }),
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler(config.CHECK_RESPONSES));
  installErrorHandler(app);
  if (pretty) logRequestsBriefly(app);
  installRequestContext(app);
  // JSON only (and multipart where a route says so): a text body is a client mistake, 415.
  app.removeContentTypeParser('text/plain');
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}
