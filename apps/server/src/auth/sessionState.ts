import type { Role } from '@agrim/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { refreshTokens, trustedDevices, users } from '../db/schema/index.js';
import { isUuid } from '../lib/uuid.js';

/** What every authenticated request is checked against: the account and session as they are now, not as the token says. */
export interface SessionCheck {
  role: Role;
  sessionVersion: number;
  /** The account is neither disabled nor deleted. */
  active: boolean;
  /** The session (refresh-token family) the token belongs to has not been signed out or revoked. */
  alive: boolean;
}

/**
 * How long one replica trusts its copy of an account's state. Every change is announced on the
 * bus, which the cluster relays, so each replica drops its copy at once; this bounds how long a
 * replica that missed the event (its LISTEN connection was down) keeps the old state.
 */
export const ACCOUNT_STATE_TTL_MS = 2_000;

export type SessionsEndedListener = (userId: string) => void;

/** A database or an open transaction. */
type Writer = Pick<Db, 'update' | 'delete'>;

/**
 * Ends an account's sessions and answers, per request, whether a session is still valid. Access
 * tokens carry the account's session version; bumping it (role change, disabling, password change,
 * sign-out everywhere, deletion) makes every earlier token fail on its next request, and the
 * refresh tokens are revoked in the same step. Open live streams are told through `onEnded`.
 */
export class SessionState {
  // Per account, per session id: dropping an account's copies must not scan every entry.
  private readonly cache = new Map<string, Map<string, { state: SessionCheck | null; expires: number }>>();
  // Bumped on every local change: a load that started before it must not store what it read.
  private generation = 0;
  private readonly listeners = new Set<SessionsEndedListener>();
  private relay: ((userId: string) => Promise<void> | void) | null = null;

  constructor(private readonly db: Db) {}

  /** The state of one session of an account (`sid`: its refresh-token family), or null for no such account. */
  async current(userId: string, sid: string, now = Date.now()): Promise<SessionCheck | null> {
    const hit = this.cache.get(userId)?.get(sid);
    if (hit && hit.expires > now) return hit.state;
    const generation = this.generation;
    const [row] = await this.db
      .select({
        role: users.role,
        sessionVersion: users.sessionVersion,
        disabledAt: users.disabledAt,
        deletedAt: users.deletedAt,
        // Spelled out: drizzle leaves columns unqualified in a one-table select, which the subquery would misread.
        alive: sql<boolean>`exists (select 1 from refresh_tokens rt where rt.family_id = ${sid}
          and rt.user_id = ${userId} and rt.revoked_at is null and rt.expires_at > now())`,
      })
      .from(users)
      .where(eq(users.id, userId));
    const state = row
      ? { role: row.role, sessionVersion: row.sessionVersion, active: !row.disabledAt && !row.deletedAt, alive: !!row.alive }
      : null;
    if (generation === this.generation) {
      if (this.cache.size >= 10_000) this.cache.delete(this.cache.keys().next().value!);
      const sessions = this.cache.get(userId) ?? new Map();
      if (sessions.size >= 100) sessions.delete(sessions.keys().next().value);
      sessions.set(sid, { state, expires: now + ACCOUNT_STATE_TTL_MS });
      this.cache.set(userId, sessions);
    }
    return state;
  }

  /** True when a token of this account, version and session may still be used. */
  async isValid(userId: string, sessionVersion: number | undefined, sid: string | undefined): Promise<Role | null> {
    if (!sid || !isUuid(sid) || sessionVersion === undefined) return null;
    const state = await this.current(userId, sid);
    return state && state.active && state.alive && state.sessionVersion === sessionVersion ? state.role : null;
  }

  /**
   * Ends every session of the account: access tokens (by the version), refresh tokens, open
   * streams, and every browser's trust (a trusted-device cookie gathered while the old password was
   * known must not outlive it; the browser that made the change is trusted again). Call inside the transaction of the change that causes it, then `announce` after commit.
   */
  async end(userId: string, writer: Writer = this.db): Promise<void> {
    await writer
      .update(users)
      .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
      .where(eq(users.id, userId));
    await writer
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    await writer.delete(trustedDevices).where(eq(trustedDevices.userId, userId));
    this.forget(userId);
  }

  /**
   * After the change has committed: through `relayTo`'s bus (to every replica) when set, else
   * here only; each replica then drops its copy and tells its live streams (`ended`). Await it
   * before answering, so the change is in force on every replica by the time its author hears it.
   */
  async announce(userId: string): Promise<void> {
    if (this.relay) await this.relay(userId);
    else this.ended(userId);
  }

  /** Sends `announce` through the bus; the bus's subscriber calls `ended` on each replica. */
  relayTo(relay: (userId: string) => Promise<void> | void): void {
    this.relay = relay;
  }

  ended(userId: string): void {
    this.forget(userId);
    for (const listener of this.listeners) listener(userId);
  }

  /** Drops the copy of an account whose state changed without ending its sessions. */
  forget(userId: string): void {
    this.generation += 1;
    this.cache.delete(userId);
  }

  onEnded(listener: SessionsEndedListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
