import { endpoints } from '@agrim/contracts';
import { callerOf } from '../access/guard.js';
import type { SessionState } from '../auth/sessionState.js';
import { AppError, notFound } from '../http/errors.js';
import { registerRoutes } from '../http/routes.js';
import type { FastifyZodInstance } from '../http/types.js';
import type { FileCatalog } from './fileCatalog.js';
import { contentDisposition, FILE_KINDS, isRealImage } from './fileTypes.js';
import { grantFor, type SignedLinks } from './signedLinks.js';
import type { FileStorage } from './storage.js';

const INLINE_TYPES = new Set<string>(['image/jpeg', 'image/png', 'image/webp']);
/** The only types a file is ever served as; anything else (never stored) would go out as bytes. */
const SERVED_TYPES = new Set<string>(Object.values(FILE_KINDS).map((k) => k.contentType));

export interface FileRouteDeps {
  links: SignedLinks;
  sessions: SessionState;
  storage: FileStorage;
  catalog: FileCatalog;
  /** Containers `storage.sasToken` issues links for (the soil test images have their own call). */
  sasContainers: readonly string[];
}

export function fileRoutes(app: FastifyZodInstance, { links, sessions, storage, catalog, sasContainers }: FileRouteDeps) {
  registerRoutes(app, endpoints.storage, {
    sasToken: async (request) => {
      const { container } = request.query;
      if (!sasContainers.includes(container)) throw notFound(`No container named ${container}.`);
      const caller = callerOf(request);
      return {
        status: 'success' as const,
        sas_token: links.token(grantFor(caller, container)),
      };
    },
    file: async (request, reply) => {
      const { container, name } = request.params;
      const grant = links.verify(request.query as Record<string, unknown>);
      if (!grant || grant.container !== container) throw new AppError('FORBIDDEN', 'This link is invalid or has expired.');
      // A link ends with the session that made it: sign-out, password change, demotion, disabling.
      if (!(await sessions.isValid(grant.userId, grant.sessionVersion, grant.sessionId))) {
        throw new AppError('FORBIDDEN', 'This link has ended with the session that made it. Open the page again.');
      }
      const key = `${container}/${name}`;
      const file = await catalog.find(container, key);
      if (!file || (!grant.staff && file.userId !== grant.userId)) throw notFound('No such file.');
      const bytes = await storage.get(key);
      // Always an attachment: a polyglot can be a real JPEG and a ZIP or HTML at once, so no upload is
      // opened in place (an <img> still displays it). HTML or SVG is never stored, and nosniff keeps a
      // browser from guessing another type.
      const verified = INLINE_TYPES.has(file.contentType) && isRealImage(bytes, file.contentType);
      const type =
        SERVED_TYPES.has(file.contentType) && (verified || !INLINE_TYPES.has(file.contentType))
          ? file.contentType
          : 'application/octet-stream';
      return reply
        .type(type)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, max-age=3600')
        .header('content-disposition', contentDisposition('attachment', file.name ?? name))
        .send(bytes as never);
    },
  });
}
