import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { Config } from '../config.js';
import type { FastifyZodInstance } from '../http/types.js';
import { webPages } from '../http/webPages.js';

/**
 * The web app on the API's port once it has been built (`npm run build`): its files, and for any
 * other page path its index page (with that screen's preloads); an unknown API path is the JSON 404.
 */
export async function serveWebApp(app: FastifyZodInstance, config: Config) {
  const hasWeb = existsSync(path.join(config.WEB_DIST, 'index.html'));
  const pageFor = hasWeb ? webPages(config.WEB_DIST) : () => null;
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: config.WEB_DIST,
      index: 'index.html',
      // The build writes .br and .gz beside every compressible file (apps/web/scripts/precompress.ts).
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    // The web app owns every other page path; API clients get the JSON error.
    const wantsPage = request.method === 'GET' && !request.url.startsWith('/api/') && (request.headers.accept ?? '').includes('text/html');
    if (hasWeb && wantsPage) {
      const page = pageFor(request.url.split('?')[0]!);
      reply.header('cache-control', 'no-cache');
      return page ? reply.type('text/html; charset=utf-8').send(page) : reply.sendFile('index.html');
    }
    return reply
      .code(404)
      .send({ status: 'error', code: 'NOT_FOUND', message: `No such endpoint: ${request.method} ${request.url.split('?')[0]}` });
  });
}
