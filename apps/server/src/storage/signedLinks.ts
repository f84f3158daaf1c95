import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a file link stays valid (the spec's "sas token"). */
export const LINK_TTL_SECONDS = 3600;

export interface LinkGrant {
  container: string;
  userId: string;
  staff: boolean;
  expires: number;
}

/**
 * Time-limited signatures for file links, so an <img> can load a private image without the
 * bearer token. A grant covers one container and one account's files (staff: every account's).
 */
export class SignedLinks {
  constructor(private readonly key: Uint8Array) {}

  token(grant: Omit<LinkGrant, 'expires'>, now = Date.now()): string {
    const expires = Math.floor(now / 1000) + LINK_TTL_SECONDS;
    const params = new URLSearchParams({ c: grant.container, u: grant.userId, s: grant.staff ? '1' : '0', e: String(expires) });
    params.set('sig', this.sign(params));
    return params.toString();
  }

  verify(query: Record<string, unknown>, now = Date.now()): LinkGrant | null {
    const get = (k: string) => (typeof query[k] === 'string' ? (query[k] as string) : '');
    const params = new URLSearchParams({ c: get('c'), u: get('u'), s: get('s'), e: get('e') });
    const expected = Buffer.from(this.sign(params));
    const given = Buffer.from(get('sig'));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const expires = Number(get('e'));
    if (!Number.isFinite(expires) || expires * 1000 < now) return null;
    return { container: get('c'), userId: get('u'), staff: get('s') === '1', expires };
  }

  private sign(params: URLSearchParams): string {
    return createHmac('sha256', this.key)
      .update(`files|${params.get('c')}|${params.get('u')}|${params.get('s')}|${params.get('e')}`)
      .digest('base64url');
  }
}
