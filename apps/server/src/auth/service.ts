import { randomUUID } from 'node:crypto';
import type { LoginResponse } from '@agrim/contracts';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { AuditService } from '../audit/audit.service.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { customTokens, loginFailures, refreshTokens, users } from '../db/schema/index.js';
import { AppError, notFound, unauthenticated } from '../http/errors.js';
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords.js';
import { TotpService } from './totp.service.js';
import { type AccessTokens, type Caller, randomToken, sha256 } from './tokens.js';

type UserRow = typeof users.$inferSelect;

export interface Session {
  response: LoginResponse;
  /** A new refresh token to set as the cookie, or null to leave the cookie as it is. */
  refreshToken: string | null;
}

/** Seconds during which a just-rotated refresh token is a benign race (two tabs), not theft. */
const ROTATION_GRACE_MS = 30_000;
const IP_FAILURE_FACTOR = 4;

export class AuthService {
  readonly totp: TotpService;

  constructor(
    private readonly db: Db,
    private readonly tokens: AccessTokens,
    private readonly config: Pick<
      Config,
      'REFRESH_TOKEN_TTL_DAYS' | 'CUSTOM_TOKEN_TTL_MINUTES' | 'LOGIN_MAX_FAILURES' | 'LOGIN_WINDOW_MINUTES'
    >,
    audit: AuditService,
  ) {
    this.totp = new TotpService(db, audit, this);
  }

  async login(email: string, password: string, ip: string, totp?: string): Promise<Session> {
    await this.assertNotThrottled(email, ip);
    const [user] = await this.db.select().from(users).where(eq(users.email, email));
    const ok = user ? await verifyPassword(user.passwordHash, password) : (await burnPasswordCheck(password), false);
    if (!user || !ok) {
      await this.recordFailure(email, ip);
      throw new AppError('INVALID_CREDENTIALS', 'Wrong email or password.');
    }
    await this.secondFactor(user, totp, ip);
    await this.db.delete(loginFailures).where(eq(loginFailures.email, email));
    return this.startSession(user);
  }

  /** With two-step sign-in on, the token is spent only once the code is right too. */
  async loginWithCustomToken(token: string, totp: string | undefined, ip: string): Promise<Session> {
    const invalid = () => new AppError('INVALID_CREDENTIALS', 'This sign-in link is invalid, used or expired.');
    const live = (now: Date) =>
      and(eq(customTokens.tokenHash, sha256(token)), isNull(customTokens.usedAt), gt(customTokens.expiresAt, now));
    const [pending] = await this.db.select().from(customTokens).where(live(new Date()));
    if (!pending) throw invalid();
    const [user] = await this.db.select().from(users).where(eq(users.id, pending.userId));
    if (!user) throw invalid();
    await this.secondFactor(user, totp, ip);
    const [used] = await this.db
      .update(customTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(customTokens.id, pending.id), live(new Date())))
      .returning();
    if (!used) throw invalid();
    return this.startSession(user);
  }

  /** No code: 401 TOTP_REQUIRED, not counted. A wrong or reused code counts as a failed sign-in. */
  private async secondFactor(user: UserRow, code: string | undefined, ip: string): Promise<void> {
    if (!this.totp.isEnabled(user)) return;
    if (code === undefined) throw new AppError('TOTP_REQUIRED', 'Enter the 6-digit code from your authenticator app.');
    await this.assertNotThrottled(user.email, ip);
    if (await this.totp.consume(user, code)) return;
    await this.recordFailure(user.email, ip);
    throw new AppError('INVALID_CREDENTIALS', 'The code is wrong or was already used. Wait for the next one.');
  }

  async issueCustomToken(issuer: Caller, email: string): Promise<{ token: string; expiresAt: Date }> {
    const [user] = await this.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!user) throw notFound('No account has this email.');
    const token = randomToken();
    const expiresAt = new Date(Date.now() + this.config.CUSTOM_TOKEN_TTL_MINUTES * 60_000);
    await this.db.insert(customTokens).values({ userId: user.id, issuedBy: issuer.userId, tokenHash: sha256(token), expiresAt });
    return { token, expiresAt };
  }

  /** Rotates the refresh token; a token presented after its grace window revokes its family. */
  async refresh(presented: string | undefined): Promise<Session> {
    if (!presented) throw unauthenticated('No session to refresh.');
    const [row] = await this.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(presented)));
    const now = Date.now();
    if (!row || row.revokedAt || row.expiresAt.getTime() <= now) throw unauthenticated('Your session has ended. Sign in again.');
    if (row.rotatedAt && now - row.rotatedAt.getTime() > ROTATION_GRACE_MS) {
      await this.revokeFamily(row.familyId);
      throw unauthenticated('Your session has ended. Sign in again.');
    }
    const [user] = await this.db
      .update(users)
      .set({ lastRefreshAt: new Date(now) })
      .where(eq(users.id, row.userId))
      .returning();
    if (!user) throw unauthenticated();
    if (row.rotatedAt) return { response: await this.response(user), refreshToken: null };
    const [claimed] = await this.db
      .update(refreshTokens)
      .set({ rotatedAt: new Date(now) })
      .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.rotatedAt)))
      .returning({ id: refreshTokens.id });
    // Lost a race with a concurrent refresh of the same token: that one set the new cookie.
    if (!claimed) return { response: await this.response(user), refreshToken: null };
    return { response: await this.response(user), refreshToken: await this.newRefreshToken(user.id, row.familyId) };
  }

  async logout(presented: string | undefined): Promise<void> {
    if (!presented) return;
    const [row] = await this.db
      .select({ familyId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(presented)));
    if (row) await this.revokeFamily(row.familyId);
  }

  async logoutEverywhere(userId: string): Promise<void> {
    await this.db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  }

  async changePassword(caller: Caller, current: string, next: string): Promise<void> {
    const [user] = await this.db.select().from(users).where(eq(users.id, caller.userId));
    if (!user || !(await verifyPassword(user.passwordHash, current))) {
      throw new AppError('INVALID_CREDENTIALS', 'The current password is wrong.');
    }
    await this.db
      .update(users)
      .set({ passwordHash: await hashPassword(next) })
      .where(eq(users.id, user.id));
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    await this.db.insert(loginFailures).values({ email, ip });
  }

  async assertNotThrottled(email: string, ip: string): Promise<void> {
    const since = new Date(Date.now() - this.config.LOGIN_WINDOW_MINUTES * 60_000);
    const [counts] = await this.db
      .select({
        byEmail: sql<number>`count(*) filter (where ${loginFailures.email} = ${email})`.mapWith(Number),
        byIp: sql<number>`count(*) filter (where ${loginFailures.ip} = ${ip})`.mapWith(Number),
      })
      .from(loginFailures)
      .where(and(gt(loginFailures.at, since), or(eq(loginFailures.email, email), eq(loginFailures.ip, ip))));
    const max = this.config.LOGIN_MAX_FAILURES;
    if (counts && (counts.byEmail >= max || counts.byIp >= max * IP_FAILURE_FACTOR)) {
      throw new AppError('RATE_LIMITED', 'Too many failed sign-ins. Wait a few minutes and try again.', {
        'retry-after': String(this.config.LOGIN_WINDOW_MINUTES * 60),
      });
    }
  }

  private async startSession(user: UserRow): Promise<Session> {
    const [updated] = await this.db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id)).returning();
    return { response: await this.response(updated!), refreshToken: await this.newRefreshToken(user.id, randomUUID()) };
  }

  private async newRefreshToken(userId: string, familyId: string): Promise<string> {
    const token = randomToken();
    const expiresAt = new Date(Date.now() + this.config.REFRESH_TOKEN_TTL_DAYS * 86_400_000);
    await this.db.insert(refreshTokens).values({ userId, familyId, tokenHash: sha256(token), expiresAt });
    return token;
  }

  private async revokeFamily(familyId: string): Promise<void> {
    await this.db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  }

  private async response(user: UserRow): Promise<LoginResponse> {
    const caller: Caller = { userId: user.id, email: user.email, name: user.displayName, role: user.role };
    return {
      status: 'success',
      token: await this.tokens.sign(caller),
      expiresIn: this.tokens.ttlSeconds,
      user: { name: user.displayName, email: user.email, role: user.role },
    };
  }
}
