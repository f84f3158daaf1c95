import { randomUUID } from 'node:crypto';
import { type LoginResponse, outranks, type Role } from '@agrim/contracts';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AuditService } from '../audit/audit.service.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { customTokens, refreshTokens, users } from '../db/schema/index.js';
import { AppError, forbidden, notFound, unauthenticated } from '../http/errors.js';
import { assertAcceptablePassword } from './passwordPolicy.js';
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords.js';
import { accountName, isRealEmail } from './accountName.js';
import type { SessionState } from './sessionState.js';
import { GuessThrottle } from './throttle.js';
import { TotpService } from './totp.service.js';
import { type Browser, TrustedDevices } from './trustedDevices.js';
import { type AccessTokens, type Caller, randomToken, sha256 } from './tokens.js';

type UserRow = typeof users.$inferSelect;

export interface Session {
  response: LoginResponse;
  /** A new refresh token to set as the cookie, or null to leave the cookie as it is. */
  refreshToken: string | null;
  /** When the refresh cookie lapses (an impersonation session's is short). */
  refreshExpiresAt?: Date;
  /** A new trusted-device cookie to set: only for a browser that had none (see trustedDevices.ts). */
  trustedDevice?: string;
}

/** Where a sign-in attempt comes from: the client address and the browser's trusted-device cookie. */
export interface Client {
  ip: string;
  deviceCookie?: string;
}

/** Seconds during which a just-rotated refresh token is a benign race (two tabs), not theft. */
const ROTATION_GRACE_MS = 30_000;

const invalidCredentials = (byPhone: boolean) =>
  byPhone
    ? new AppError('INVALID_CREDENTIALS', {
        en: 'Wrong mobile number or password. Staff accounts sign in with their email.',
        hi: 'मोबाइल नंबर या पासवर्ड गलत है। स्टाफ़ खाते अपने ईमेल से साइन इन करते हैं।',
        mr: 'मोबाईल नंबर किंवा पासवर्ड चुकीचा आहे. कर्मचारी खाती त्यांच्या ईमेलने साइन इन करतात.',
      })
    : new AppError('INVALID_CREDENTIALS', { en: 'Wrong email or password.', hi: 'ईमेल या पासवर्ड गलत है।', mr: 'ईमेल किंवा पासवर्ड चुकीचा आहे.' });
const accountDisabled = () =>
  new AppError('FORBIDDEN', {
    en: 'This account is disabled. Ask your administrator to enable it.',
    hi: 'यह खाता बंद कर दिया गया है। इसे चालू करने के लिए अपने व्यवस्थापक से कहें।',
    mr: 'हे खाते बंद केले आहे. ते सुरू करण्यासाठी तुमच्या प्रशासकाला सांगा.',
  });

export class AuthService {
  readonly totp: TotpService;

  constructor(
    private readonly db: Db,
    private readonly tokens: AccessTokens,
    private readonly config: Pick<
      Config,
      | 'REFRESH_TOKEN_TTL_DAYS'
      | 'CUSTOM_TOKEN_TTL_MINUTES'
      | 'LOGIN_MAX_FAILURES'
      | 'LOGIN_WINDOW_MINUTES'
      | 'LOGIN_EMAIL_MAX_FAILURES'
      | 'LOGIN_TRUSTED_MAX_FAILURES'
      | 'TRUSTED_DEVICES_PER_ACCOUNT'
      | 'TRUSTED_DEVICE_DAYS'
      | 'IMPERSONATION_SESSION_MINUTES'
    >,
    private readonly audit: AuditService,
    private readonly sessions: SessionState,
    signingKey: Uint8Array,
  ) {
    this.throttle = new GuessThrottle(db, config);
    this.devices = new TrustedDevices(db, config, signingKey);
    this.totp = new TotpService(db, audit, this.throttle);
  }

  readonly throttle: GuessThrottle;
  readonly devices: TrustedDevices;

  /**
   * `name` is the Username as the contract reads it: a lower-cased email, or (issue 41) a mobile
   * number in E.164. A number signs in only to a farmer's account (role user): staff sign in with
   * their email, and a staff number is answered as an unknown one. The guessing counters are kept
   * under the account's name (accountName: its email when it has one), so a farmer's email and
   * number, and every spelling of the number, share one set of counters; an unknown name is
   * counted under itself.
   */
  async login(name: string, password: string, client: Client, totp?: string): Promise<Session> {
    const byPhone = name.startsWith('+');
    // A placeholder address (a farmer without email, a deleted account) names no one.
    const [user] =
      byPhone || isRealEmail(name)
        ? await this.db
            .select()
            .from(users)
            .where(byPhone ? and(eq(users.phoneNumber, name), eq(users.role, 'user')) : eq(users.email, name))
        : [];
    const key = user ? accountName(user) : name;
    const browser = this.devices.browserOf(client.deviceCookie);
    const device = user ? await this.devices.trusted(browser, user.id) : undefined;
    await this.throttle.assertAllowed('sign-in', key, client.ip, device);
    const ok = user ? await verifyPassword(user.passwordHash, password) : (await burnPasswordCheck(password), false);
    if (!user || !ok) {
      await this.throttle.recordFailure('sign-in', key, client.ip, device);
      throw invalidCredentials(byPhone);
    }
    await this.secondFactor(user, totp, client.ip, device);
    // Said only to whoever knows the password: a disabled account is not a secret from its owner.
    if (user.disabledAt || user.deletedAt) throw accountDisabled();
    await this.throttle.clear('sign-in', key, client.ip, device);
    const session = await this.startSession(user, null);
    return { ...session, trustedDevice: await this.trustBrowser(user.id, browser) };
  }

  /**
   * The account now trusts this browser. A browser with a cookie of ours keeps it (one browser may be
   * trusted by several accounts, a shared phone); only one with none gets a new cookie (returned).
   */
  private async trustBrowser(userId: string, browser: Browser | undefined): Promise<string | undefined> {
    if (browser) {
      await this.devices.trust(userId, browser);
      return undefined;
    }
    const minted = this.devices.mint();
    await this.devices.trust(userId, minted.browser);
    return minted.cookie;
  }

  /**
   * One account acting as another (support, checking what a farmer sees). The issuer must still
   * outrank the account when the token is used; the session is marked (every audit entry names
   * the issuer) and ends after IMPERSONATION_SESSION_MINUTES. With two-step sign-in on, the
   * token is spent only once the code is right too.
   */
  async loginWithCustomToken(token: string, totp: string | undefined, ip: string): Promise<Session> {
    const invalid = () =>
      new AppError('INVALID_CREDENTIALS', {
        en: 'This sign-in link is invalid, used or expired.',
        hi: 'यह साइन-इन लिंक अमान्य है, पहले इस्तेमाल हो चुका है या इसकी अवधि समाप्त हो गई है।',
        mr: 'ही साइन-इन लिंक अवैध आहे, आधीच वापरली गेली आहे किंवा तिची मुदत संपली आहे.',
      });
    const live = (now: Date) =>
      and(eq(customTokens.tokenHash, sha256(token)), isNull(customTokens.usedAt), gt(customTokens.expiresAt, now));
    const [pending] = await this.db.select().from(customTokens).where(live(new Date()));
    if (!pending) throw invalid();
    const [user] = await this.db.select().from(users).where(eq(users.id, pending.userId));
    const [issuer] = pending.issuedBy ? await this.db.select().from(users).where(eq(users.id, pending.issuedBy)) : [];
    if (!user || user.disabledAt || user.deletedAt) throw invalid();
    // The issuer's rights are checked again now: a demoted or disabled issuer's tokens are void.
    if (!issuer || issuer.disabledAt || issuer.deletedAt || !outranks(issuer.role, user.role)) throw invalid();
    await this.secondFactor(user, totp, ip);
    const [used] = await this.db
      .update(customTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(customTokens.id, pending.id), live(new Date())))
      .returning();
    if (!used) throw invalid();
    const session = await this.startSession(user, issuer);
    await this.audit.record(
      { userId: user.id, email: accountName(user), role: user.role, impersonator: { userId: issuer.id, email: accountName(issuer) } },
      {
        action: 'auth.custom_token_used',
        targetType: 'user',
        targetId: user.id,
        details: { issuer: accountName(issuer), target: accountName(user), sessionEndsAt: session.refreshExpiresAt?.toISOString() },
        ip,
      },
    );
    return session;
  }

  /**
   * A session for an account that proved itself another way (issue 41: a one-time code by SMS):
   * its second factor still applies (`totp`), a disabled account is refused, and the browser is
   * trusted as after a password sign-in.
   */
  async signInProven(user: UserRow, client: Client, totp: string | undefined, beforeSession: () => Promise<void>): Promise<Session> {
    const browser = this.devices.browserOf(client.deviceCookie);
    const device = await this.devices.trusted(browser, user.id);
    await this.secondFactor(user, totp, client.ip, device);
    if (user.disabledAt || user.deletedAt) throw accountDisabled();
    await beforeSession();
    const session = await this.startSession(user, null);
    return { ...session, trustedDevice: await this.trustBrowser(user.id, browser) };
  }

  /**
   * Issue 41: a new password for an account that proved itself with a code by SMS (`proof` is
   * audited). As a change: the password rules, every session ended, trusted browsers forgotten,
   * a new session for this browser; the account's failed sign-ins are forgotten too.
   */
  async resetPassword(
    user: UserRow,
    next: string,
    client: Client,
    /** What proved it (audited), and spending that proof in the reset's transaction (throws when it is spent already). */
    proof: { details: Record<string, unknown>; spend: (tx: Parameters<Parameters<Db['transaction']>[0]>[0]) => Promise<void> },
  ): Promise<Session> {
    if (user.disabledAt || user.deletedAt) throw accountDisabled();
    assertAcceptablePassword(next, user.role, [isRealEmail(user.email) ? user.email : null, user.displayName, user.phoneNumber]);
    const passwordHash = await hashPassword(next);
    const actor = { userId: user.id, email: accountName(user), role: user.role };
    await this.db.transaction(async (tx) => {
      await proof.spend(tx);
      await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
      await this.sessions.end(user.id, tx);
      await this.audit.record(
        actor,
        { action: 'auth.password_reset', targetType: 'user', targetId: user.id, details: proof.details, ip: client.ip },
        tx,
      );
    });
    await this.sessions.announce(user.id);
    await this.throttle.clear('sign-in', accountName(user), client.ip);
    const [updated] = await this.db.select().from(users).where(eq(users.id, user.id));
    const session = await this.startSession(updated!, null);
    return { ...session, trustedDevice: await this.trustBrowser(user.id, this.devices.browserOf(client.deviceCookie)) };
  }

  /** No code: 401 TOTP_REQUIRED, not counted. A wrong or reused code counts as a failed sign-in. */
  private async secondFactor(user: UserRow, code: string | undefined, ip: string, device?: string): Promise<void> {
    if (!this.totp.isEnabled(user)) return;
    if (code === undefined) throw new AppError('TOTP_REQUIRED', 'Enter the 6-digit code from your authenticator app.');
    await this.throttle.assertAllowed('sign-in', accountName(user), ip, device);
    if (await this.totp.consume(user, code)) return;
    await this.throttle.recordFailure('sign-in', accountName(user), ip, device);
    throw new AppError('INVALID_CREDENTIALS', 'The code is wrong or was already used. Wait for the next one.');
  }

  /** Only for an account the issuer strictly outranks; never from a session that is itself acting as someone. */
  async issueCustomToken(issuer: Caller, name: string): Promise<{ token: string; expiresAt: Date }> {
    if (issuer.impersonator) throw forbidden('A session started with a custom token cannot issue another.');
    const byPhone = name.startsWith('+');
    const [user] = await this.db
      .select({ id: users.id, role: users.role, email: users.email, phoneNumber: users.phoneNumber, disabledAt: users.disabledAt })
      .from(users)
      .where(and(byPhone ? eq(users.phoneNumber, name) : eq(users.email, name), isNull(users.deletedAt)));
    if (!user) throw notFound(byPhone ? 'No account has this mobile number.' : 'No account has this email.');
    if (!outranks(issuer.role, user.role)) {
      throw forbidden(`A custom token can be issued only for an account of a lower role than yours (${lowerRoles(issuer.role)}).`);
    }
    if (user.disabledAt) throw new AppError('CONFLICT', 'This account is disabled: enable it first.');
    const token = randomToken();
    const expiresAt = new Date(Date.now() + this.config.CUSTOM_TOKEN_TTL_MINUTES * 60_000);
    await this.db.transaction(async (tx) => {
      await tx.insert(customTokens).values({ userId: user.id, issuedBy: issuer.userId, tokenHash: sha256(token), expiresAt });
      await this.audit.record(
        issuer,
        {
          action: 'auth.custom_token_issued',
          targetType: 'user',
          targetId: user.id,
          details: { target: accountName(user), targetRole: user.role, expiresAt: expiresAt.toISOString() },
        },
        tx,
      );
    });
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
      // A replayed token means it leaked: the family's access tokens must stop on every replica now, not when their copies expire.
      await this.sessions.announce(row.userId);
      throw unauthenticated('Your session has ended. Sign in again.');
    }
    const [user] = await this.db
      .update(users)
      .set({ lastRefreshAt: new Date(now) })
      .where(eq(users.id, row.userId))
      .returning();
    if (!user) throw unauthenticated();
    if (user.disabledAt || user.deletedAt) throw unauthenticated('Your session has ended. Sign in again.');
    const [impersonator] = row.impersonatorId ? await this.db.select().from(users).where(eq(users.id, row.impersonatorId)) : [];
    // An own session slides (a farmer using the app daily is never signed out); one acting as someone keeps its end.
    const expiresAt = row.impersonatorId ? row.expiresAt : new Date(now + this.config.REFRESH_TOKEN_TTL_DAYS * 86_400_000);
    const session: SessionRef = { familyId: row.familyId, impersonator: impersonator ?? null, expiresAt };
    if (row.rotatedAt) return { response: await this.response(user, session), refreshToken: null };
    const [claimed] = await this.db
      .update(refreshTokens)
      .set({ rotatedAt: new Date(now) })
      .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.rotatedAt)))
      .returning({ id: refreshTokens.id });
    // Lost a race with a concurrent refresh of the same token: that one set the new cookie.
    if (!claimed) return { response: await this.response(user, session), refreshToken: null };
    return {
      response: await this.response(user, session),
      refreshToken: await this.newRefreshToken(user.id, session),
      refreshExpiresAt: session.expiresAt,
    };
  }

  async logout(presented: string | undefined): Promise<void> {
    if (!presented) return;
    const [row] = await this.db
      .select({ familyId: refreshTokens.familyId, userId: refreshTokens.userId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(presented)));
    if (!row) return;
    await this.revokeFamily(row.familyId);
    // This browser's access token and signed links end with the session, and its live streams close.
    await this.sessions.announce(row.userId);
  }

  /** Ends every session of the caller: refresh tokens, access tokens, signed links, live streams. */
  async logoutEverywhere(caller: Caller): Promise<void> {
    await this.db.transaction(async (tx) => {
      await this.sessions.end(caller.userId, tx);
      await this.audit.record(caller, { action: 'auth.sessions_ended', targetType: 'user', targetId: caller.userId }, tx);
    });
    await this.sessions.announce(caller.userId);
  }

  /**
   * Wrong current passwords are throttled per account (a stolen access token must not become the
   * password). A change ends every session, this one included, and starts a new one for this browser.
   */
  async changePassword(caller: Caller, current: string, next: string, client: Client): Promise<Session> {
    const { ip } = client;
    const [user] = await this.db.select().from(users).where(eq(users.id, caller.userId));
    if (!user) throw unauthenticated();
    await this.throttle.assertAllowed('password-change', accountName(user), ip);
    if (!(await verifyPassword(user.passwordHash, current))) {
      await this.throttle.recordFailure('password-change', accountName(user), ip);
      throw new AppError('INVALID_CREDENTIALS', {
        en: 'The current password is wrong.',
        hi: 'मौजूदा पासवर्ड गलत है।',
        mr: 'सध्याचा पासवर्ड चुकीचा आहे.',
      });
    }
    assertAcceptablePassword(next, user.role, [user.email, user.displayName, user.phoneNumber]);
    const passwordHash = await hashPassword(next);
    await this.db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
      await this.sessions.end(user.id, tx);
      await this.audit.record(caller, { action: 'auth.password_changed', targetType: 'user', targetId: user.id }, tx);
    });
    await this.sessions.announce(user.id);
    await this.throttle.clear('password-change', accountName(user), ip);
    const [updated] = await this.db.select().from(users).where(eq(users.id, user.id));
    const impersonator = caller.impersonator
      ? ((await this.db.select().from(users).where(eq(users.id, caller.impersonator.userId)))[0] ?? null)
      : null;
    const session = await this.startSession(updated!, impersonator);
    // Every browser's trust ended with the old password; the one that proved it is trusted again.
    if (impersonator) return session;
    return { ...session, trustedDevice: await this.trustBrowser(user.id, this.devices.browserOf(client.deviceCookie)) };
  }

  private async startSession(user: UserRow, impersonator: UserRow | null): Promise<Session> {
    const [updated] = impersonator
      ? [user]
      : await this.db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id)).returning();
    const lifetimeMs = impersonator ? this.config.IMPERSONATION_SESSION_MINUTES * 60_000 : this.config.REFRESH_TOKEN_TTL_DAYS * 86_400_000;
    const session: SessionRef = { familyId: randomUUID(), impersonator, expiresAt: new Date(Date.now() + lifetimeMs) };
    const refreshToken = await this.newRefreshToken(user.id, session);
    return { response: await this.response(updated!, session), refreshToken, refreshExpiresAt: session.expiresAt };
  }

  private async newRefreshToken(userId: string, session: SessionRef): Promise<string> {
    const token = randomToken();
    await this.db.insert(refreshTokens).values({
      userId,
      familyId: session.familyId,
      tokenHash: sha256(token),
      expiresAt: session.expiresAt,
      impersonatorId: session.impersonator?.id ?? null,
    });
    return token;
  }

  private async revokeFamily(familyId: string): Promise<void> {
    await this.db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  }

  private async response(user: UserRow, session: SessionRef): Promise<LoginResponse> {
    const caller: Caller = {
      userId: user.id,
      email: accountName(user),
      name: user.displayName,
      role: user.role,
      sessionVersion: user.sessionVersion,
      sessionId: session.familyId,
      impersonator: session.impersonator ? { userId: session.impersonator.id, email: accountName(session.impersonator) } : null,
    };
    const expiresIn = Math.max(1, Math.min(this.tokens.ttlSeconds, Math.floor((session.expiresAt.getTime() - Date.now()) / 1000)));
    return {
      status: 'success',
      token: await this.tokens.sign(caller, expiresIn),
      expiresIn,
      user: { name: user.displayName, email: accountName(user), role: user.role },
      impersonator: session.impersonator ? { email: accountName(session.impersonator), name: session.impersonator.displayName } : null,
    };
  }
}

/** The session (refresh-token family) a token is issued for. */
interface SessionRef {
  familyId: string;
  impersonator: UserRow | null;
  expiresAt: Date;
}

function lowerRoles(role: Role): string {
  return role === 'superAdmin' ? 'Admin, Expert, user' : role === 'Admin' ? 'Expert, user' : 'none';
}
