import { hash, randomBytes, webcrypto } from 'node:crypto';
import { claimsForRole, isRole, roleFromClaims, type Role } from '@agrim/contracts';
import { eq } from 'drizzle-orm';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Db } from '../db/client.js';
import { appSecrets } from '../db/schema/index.js';
import { AppError, unauthenticated } from '../http/errors.js';

const ISSUER = 'agrim';
const AUDIENCE = 'agrim-api';

export interface Caller {
  userId: string;
  email: string;
  name: string;
  role: Role;
  /** The account's session version when the token was signed (see auth/sessionState.ts). */
  sessionVersion?: number;
  /** The session (refresh-token family) the token was issued for: signing it out ends the token. */
  sessionId?: string;
  /** When the token lapses, in ms since the epoch (live streams close then). */
  expiresAt?: number;
  /** Set when this session was started with a custom token: the account acting as this one. */
  impersonator?: { userId: string; email: string } | null;
}

export const randomToken = () => randomBytes(32).toString('base64url');
/** Hex SHA-256 through the one-shot `crypto.hash` (about a quarter of a Hash object's cost: MQTT batches hash their devices' keys). */
export const sha256 = (value: string) => hash('sha256', value, 'hex');

/** The signing key: JWT_SECRET when set, else one generated once and kept in the database. */
export async function loadSigningKey(db: Db, configured: string | undefined): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  await db
    .insert(appSecrets)
    .values({ name: 'jwt', value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, 'jwt'));
  return new TextEncoder().encode(row!.value);
}

/** Verified tokens kept: about one per signed-in browser or app. */
const VERIFIED_MAX = 10_000;

export class AccessTokens {
  // Imported once as the WebCrypto key jose works with: handed raw bytes or a KeyObject, jose imports
  // the key again on every check (a third of a cached read's CPU, measured by bench/latest-vs-bare.ts).
  private readonly key: Promise<webcrypto.CryptoKey>;
  // Checking a token's signature and claims gives the same answer every time until it expires, and
  // every request of a session sends the same token: each is checked once. What may change while it
  // is valid (role, disabling, sign-out) is the session check's business (auth/sessionState.ts).
  private readonly verified = new Map<string, Readonly<Caller>>();

  constructor(
    secret: Uint8Array,
    readonly ttlSeconds: number,
  ) {
    this.key = webcrypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  }

  /** `ttlSeconds` shortens the token (never lengthens it): an access token never outlives its session. */
  async sign(caller: Caller, ttlSeconds = this.ttlSeconds): Promise<string> {
    return new SignJWT({
      email: caller.email,
      name: caller.name,
      role: caller.role,
      ...claimsForRole(caller.role),
      sv: caller.sessionVersion ?? 0,
      sid: caller.sessionId,
      // RFC 8693's actor claim: who is really acting.
      ...(caller.impersonator ? { act: { sub: caller.impersonator.userId, email: caller.impersonator.email } } : {}),
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(caller.userId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${Math.min(ttlSeconds, this.ttlSeconds)}s`)
      .sign(await this.key);
  }

  /** `now`: the clock the expiry is judged by (ms since the epoch). */
  async verify(token: string, now = Date.now()): Promise<Caller> {
    const known = this.verified.get(token);
    // jose's rule: expired once the clock reaches exp (whole seconds); past it jose gives the error.
    if (known && Math.floor(now / 1000) < known.expiresAt! / 1000) return known;
    if (known) this.verified.delete(token);
    const caller = await this.check(token, now);
    if (this.verified.size >= VERIFIED_MAX) this.verified.delete(this.verified.keys().next().value!);
    this.verified.set(token, Object.freeze(caller));
    return caller;
  }

  private async check(token: string, now: number): Promise<Caller> {
    try {
      const { payload } = await jwtVerify(token, await this.key, {
        issuer: ISSUER,
        audience: AUDIENCE,
        algorithms: ['HS256'],
        // Without exp a leaked token (e.g. one signed by a past build or a test) would never lapse.
        requiredClaims: ['exp', 'iat', 'sub'],
        currentDate: new Date(now),
      });
      const role = roleFromClaims(payload as Record<string, boolean | undefined>);
      if (!payload.sub || typeof payload.email !== 'string' || !isRole(role)) throw unauthenticated();
      if (typeof payload.sv !== 'number' || typeof payload.sid !== 'string') throw unauthenticated();
      const act = payload.act as { sub?: unknown; email?: unknown } | undefined;
      const impersonator =
        act && typeof act.sub === 'string' && typeof act.email === 'string' ? { userId: act.sub, email: act.email } : null;
      return {
        userId: payload.sub,
        email: payload.email,
        name: String(payload.name ?? ''),
        role,
        sessionVersion: payload.sv,
        sessionId: payload.sid,
        expiresAt: payload.exp! * 1000,
        impersonator,
      };
    } catch (err) {
      if (err instanceof joseErrors.JWTExpired) {
        throw new AppError('TOKEN_EXPIRED', 'Your session has expired. Sign in again.');
      }
      throw unauthenticated('The access token is not valid.');
    }
  }
}
