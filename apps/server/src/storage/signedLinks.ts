import { createHmac, timingSafeEqual } from 'node:crypto';
import { ADMIN_ROLES } from '@agrim/contracts';
import type { Caller } from '../auth/tokens.js';

/**
 * How long a file link stays valid (the spec's "sas token"): minutes, not an hour. The screens
 * fetch a new one when they open, and a link also ends with the session that made it.
 */
export const LINK_TTL_SECONDS = 600;

export interface LinkGrant {
  container: string;
  userId: string;
  staff: boolean;
  /** The session that asked for the link and its account's session version: the link ends with it. */
  sessionId: string;
  sessionVersion: number;
  expires: number;
}

const FIELDS = ['c', 'u', 's', 'sid', 'v', 'e'] as const;

/**
 * Time-limited signatures for file links, so an <img> can load a private image without the
 * bearer token. A grant covers one container and one account's files (staff: every account's).
 */
export class SignedLinks {
  constructor(private readonly key: Uint8Array) {}

  token(grant: Omit<LinkGrant, 'expires'>, now = Date.now()): string {
    const expires = Math.floor(now / 1000) + LINK_TTL_SECONDS;
    const params = new URLSearchParams({
      c: grant.container,
      u: grant.userId,
      s: grant.staff ? '1' : '0',
      sid: grant.sessionId,
      v: String(grant.sessionVersion),
      e: String(expires),
    });
    params.set('sig', this.sign(params));
    return params.toString();
  }

  verify(query: Record<string, unknown>, now = Date.now()): LinkGrant | null {
    const get = (k: string) => (typeof query[k] === 'string' ? (query[k] as string) : '');
    const params = new URLSearchParams(FIELDS.map((k): [string, string] => [k, get(k)]));
    const expected = Buffer.from(this.sign(params));
    const given = Buffer.from(get('sig'));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const expires = Number(get('e'));
    if (!Number.isFinite(expires) || expires * 1000 < now) return null;
    return {
      container: get('c'),
      userId: get('u'),
      staff: get('s') === '1',
      sessionId: get('sid'),
      sessionVersion: Number(get('v')),
      expires,
    };
  }

  private sign(params: URLSearchParams): string {
    return createHmac('sha256', this.key)
      .update(['files', ...FIELDS.map((k) => params.get(k))].join('|'))
      .digest('base64url');
  }
}

/** A link for the caller's own files in `container` (Admin and superAdmin: everyone's), tied to the caller's session. */
export function grantFor(caller: Caller, container: string): Omit<LinkGrant, 'expires'> {
  return {
    container,
    userId: caller.userId,
    staff: ADMIN_ROLES.includes(caller.role),
    sessionId: caller.sessionId ?? '',
    sessionVersion: caller.sessionVersion ?? 0,
  };
}
