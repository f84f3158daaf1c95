import { errorResponseSchema, sasTokenQuerySchema, sasTokenResponseSchema } from '@agrim/contracts';
import { z } from 'zod';
import { callerOf } from '../access/guard.js';
import { AppError, notFound } from '../http/errors.js';
import type { FastifyZodInstance } from '../http/types.js';
import { contentDisposition, FILE_KINDS, isRealImage } from './fileTypes.js';
import { grantFor, type SignedLinks } from './signedLinks.js';
import type { SessionState } from '../auth/sessionState.js';
import type { FileStorage } from './storage.js';

/** Who a stored file belongs to, how to serve it and under which name. */
export interface StoredFileRecord {
  userId: string;
  contentType: string;
  /** The name to offer the download under (default: the key's name). */
  name?: string;
}
export type FileOwnerLookup = (key: string) => Promise<StoredFileRecord | null>;

/** The containers `GET /api/files/:container/:name` serves, each with the lookup that knows its files. */
export class FileCatalog {
  private readonly lookups = new Map<string, FileOwnerLookup>();

  register(container: string, lookup: FileOwnerLookup): this {
    if (this.lookups.has(container)) throw new Error(`container ${container} registered twice`);
    this.lookups.set(container, lookup);
    return this;
  }

  async find(container: string, key: string): Promise<StoredFileRecord | null> {
    const lookup = this.lookups.get(container);
    return lookup ? lookup(key) : null;
  }
}

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};
const INLINE_TYPES = new Set<string>(['image/jpeg', 'image/png', 'image/webp']);
/** The only types a file is ever served as; anything else (never stored) would go out as bytes. */
const SERVED_TYPES = new Set<string>(Object.values(FILE_KINDS).map((k) => k.contentType));

export interface FileRouteDeps {
  links: SignedLinks;
  sessions: SessionState;
  storage: FileStorage;
  catalog: FileCatalog;
  /** Containers `GET /generate-sas-token` issues links for (the soil test images have their own call). */
  sasContainers: readonly string[];
}

export function fileRoutes(app: FastifyZodInstance, { links, sessions, storage, catalog, sasContainers }: FileRouteDeps) {
  app.get(
    '/generate-sas-token',
    {
      schema: {
        tags: ['files'],
        summary:
          'A time-limited signature (10 minutes, and no longer than the session that asked) to append to expert-feedback-module, expert-profile or image-analysis file links',
        description: "Experts' links open their own files; Admin and superAdmin links open everyone's. Other containers: 404.",
        querystring: sasTokenQuerySchema,
        response: { 200: sasTokenResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { container } = request.query;
      if (!sasContainers.includes(container)) throw notFound(`No container named ${container}.`);
      const caller = callerOf(request);
      return {
        status: 'success' as const,
        sas_token: links.token(grantFor(caller, container)),
      };
    },
  );

  app.get(
    '/api/files/:container/:name',
    {
      schema: {
        tags: ['files'],
        summary: 'A stored file, by a signed link (the query string of a generate-sas-token call for its container)',
        description:
          'An expired, altered or other-container signature is 403; a file that is not the grant holder’s (and the holder is not staff) is 404. ' +
          'Files are sent as attachments with nosniff and a sandboxing CSP; an image keeps its type only while its bytes still sniff as that type.',
        params: z.object({ container: z.string().max(64), name: z.string().max(80) }),
        response: { ...errors },
      },
    },
    async (request, reply) => {
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
  );
}
