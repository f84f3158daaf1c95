import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { installAccessGuard } from '../access/guard.js';
import type { Config } from '../config.js';
import { installUploads } from '../http/multipart.js';
import { installSecurityHeaders } from '../http/securityHeaders.js';
import type { FastifyZodInstance } from '../http/types.js';
import { UploadBudget } from '../http/uploadBudget.js';
import type { Services } from './services.js';

/** See the onRequest hook in installHttp. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(self)';

/**
 * What every request passes through before a route: the access guard first (a route without a
 * catalogue entry stops the start), then cookies, compression, uploads, security headers and the
 * OpenAPI document the routes registered after this describe themselves in.
 */
export async function installHttp(app: FastifyZodInstance, config: Config, { tokens, sessions, devices }: Services, version: string) {
  installAccessGuard(app, tokens, sessions, (deviceId, key) => devices.authenticate(deviceId, key));
  await app.register(fastifyCookie);
  // JSON and CSV answers compressed on the fly (issue 24). Brotli at quality 4: quality 11, the library's
  // default, costs tens of milliseconds a response on this CPU for a few per cent fewer bytes. Streams the
  // route hijacks (the SSE live readings) never pass through here, so they are not buffered.
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  // Each upload route passes its own limits to readMultipart (http/multipart.ts); these are the backstop.
  await app.register(fastifyMultipart, { limits: { fileSize: config.UPLOAD_MAX_BYTES, files: 5, fields: 20, parts: 25 } });
  installUploads(app, new UploadBudget(config), config.UPLOAD_MAX_BYTES);
  installSecurityHeaders(app, {
    contentSecurityPolicy: {
      // Each directive spelled out (helmet's defaults would add others); see docs/security.md.
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // Our own bundles only: no inline script, no eval, no inline event handlers.
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        // MUI (emotion) and Swagger UI inject style elements at run time; styles cannot run script.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // data: for MUI's inline icons and the TOTP QR code, blob: for previews of picked files.
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        // The offline service worker (issue 24), served from our own origin.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        // The model report screen may frame the configured external report, and nothing else.
        frameSrc: config.CROP_REPORT_URL ? [new URL(config.CROP_REPORT_URL).origin] : ["'none'"],
      },
    },
  });
  // Permissions-Policy on every answer (issue 38; docs/security.md): no screen uses the camera or the
  // microphone (photos come through a plain file picker, no getUserMedia or capture), and only our own
  // pages may ask for the location (the soil test prefills it).
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
  // A signed-in caller's JSON reads (staff lists, farms, alarms, ...) are kept by no shared or browser
  // cache (issue 38). Answers that say otherwise themselves (signed file links, CSV, PDF) keep theirs;
  // the web app's files are not API answers and keep their own (serveWebApp).
  app.addHook('onSend', async (request, reply, payload) => {
    if (
      request.caller &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !reply.hasHeader('cache-control') &&
      String(reply.getHeader('content-type') ?? '').includes('json')
    )
      reply.header('cache-control', 'private, no-store');
    return payload;
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Agrim API',
        version,
        description: 'Soil monitoring and agronomy advice. Errors: `{status:"error", code, message}`.',
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          deviceKey: { type: 'apiKey', in: 'header', name: 'X-Device-Key' },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  // Tags folded: Swagger UI drew only the first seven of the 130-odd operations when all were open at once
  // (issue 39's session, measured in Chromium); a reader opens the tag they need.
  await app.register(fastifySwaggerUi, { routePrefix: '/docs', uiConfig: { docExpansion: 'none' } });
}
