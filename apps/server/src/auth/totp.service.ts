import { TOTP_ISSUER, type TotpSetupResponse, type TotpStatus } from '@agrim/contracts';
import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { AuditService } from '../audit/audit.service.js';
import type { Db } from '../db/client.js';
import { users } from '../db/schema/index.js';
import { AppError, notFound } from '../http/errors.js';
import { verifyPassword } from './passwords.js';
import { generateTotpSecret, matchTotp, otpauthUri } from './totp.js';
import { TotpCipher } from './totp.cipher.js';
import type { GuessThrottle } from './throttle.js';
import type { Caller } from './tokens.js';

type UserRow = typeof users.$inferSelect;

const wrongCode = () => new AppError('INVALID_CREDENTIALS', 'The code is wrong or was already used. Wait for the next one.');

/**
 * The optional second factor of Admin and superAdmin accounts. A secret is stored sealed
 * (totp.cipher.ts), shown once by setup, and takes effect only when a first code confirms it.
 */
export class TotpService {
  private cipher: Promise<TotpCipher> | null = null;

  constructor(
    private readonly db: Db,
    private readonly audit: AuditService,
    /** Wrong passwords and codes of a signed-in account's own steps: throttled per account, apart from sign-in. */
    private readonly throttle: GuessThrottle,
    private readonly now: () => number = () => Date.now(),
  ) {}

  isEnabled(user: UserRow): boolean {
    return !!user.totpEnabledAt && !!user.totpSecret;
  }

  async status(caller: Caller): Promise<TotpStatus> {
    const user = await this.account(caller);
    return {
      status: 'success',
      enabled: this.isEnabled(user),
      pending: !!user.totpSecret && !user.totpEnabledAt,
      enabledAt: user.totpEnabledAt?.toISOString() ?? null,
    };
  }

  /** Issues a new pending secret (replacing an unconfirmed one); refused while one is enabled. */
  async setup(caller: Caller, password: string, ip: string): Promise<TotpSetupResponse> {
    const user = await this.account(caller);
    await this.checkPassword(user, password, ip);
    if (user.totpEnabledAt) throw new AppError('CONFLICT', 'Two-step sign-in is already on. Turn it off first to set up a new app.');
    const secret = generateTotpSecret();
    const sealed = (await this.sealer()).seal(secret, user.id);
    const [updated] = await this.db
      .update(users)
      .set({ totpSecret: sealed, totpLastStep: null })
      .where(and(eq(users.id, user.id), isNull(users.totpEnabledAt)))
      .returning({ id: users.id });
    if (!updated) throw new AppError('CONFLICT', 'Two-step sign-in is already on. Turn it off first to set up a new app.');
    return { status: 'success', secret, otpauthUri: otpauthUri(TOTP_ISSUER, user.email, secret) };
  }

  async enable(caller: Caller, code: string, ip: string): Promise<TotpStatus> {
    const user = await this.account(caller);
    if (user.totpEnabledAt) throw new AppError('CONFLICT', 'Two-step sign-in is already on.');
    if (!user.totpSecret) throw new AppError('CONFLICT', 'Set up two-step sign-in first: no secret is waiting for a code.');
    await this.throttle.assertAllowed('totp', user.email, ip);
    const step = await this.match(user, code);
    if (step === null) {
      await this.throttle.recordFailure('totp', user.email, ip);
      throw wrongCode();
    }
    const [enabled] = await this.db
      .update(users)
      .set({ totpEnabledAt: new Date(this.now()), totpLastStep: step })
      .where(and(eq(users.id, user.id), eq(users.totpSecret, user.totpSecret), isNull(users.totpEnabledAt)))
      .returning({ id: users.id });
    if (!enabled) throw new AppError('CONFLICT', 'Two-step sign-in changed meanwhile. Reload and try again.');
    await this.audit.record(caller, { action: 'auth.totp_enabled', targetType: 'user', targetId: user.id, ip });
    return this.status(caller);
  }

  /** Needs both the password and a fresh code: a stolen access token alone cannot remove the factor. */
  async disable(caller: Caller, password: string, code: string, ip: string): Promise<TotpStatus> {
    const user = await this.account(caller);
    await this.checkPassword(user, password, ip);
    if (!this.isEnabled(user)) throw new AppError('CONFLICT', 'Two-step sign-in is not on.');
    if (!(await this.consume(user, code))) {
      await this.throttle.recordFailure('totp', user.email, ip);
      throw wrongCode();
    }
    await this.db.update(users).set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null }).where(eq(users.id, user.id));
    await this.audit.record(caller, { action: 'auth.totp_disabled', targetType: 'user', targetId: user.id, ip });
    return this.status(caller);
  }

  /**
   * Accepts `code` for the sign-in of an account with TOTP on, at most once: the step is claimed
   * with a conditional update, so two requests racing with one code cannot both win.
   */
  async consume(user: UserRow, code: string): Promise<boolean> {
    const step = await this.match(user, code);
    if (step === null) return false;
    const [claimed] = await this.db
      .update(users)
      .set({ totpLastStep: step })
      .where(and(eq(users.id, user.id), isNotNull(users.totpEnabledAt), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
      .returning({ id: users.id });
    return !!claimed;
  }

  private async match(user: UserRow, code: string): Promise<number | null> {
    if (!user.totpSecret) return null;
    let secret: string;
    try {
      secret = (await this.sealer()).open(user.totpSecret, user.id);
    } catch {
      // Only when app_secrets lost its totp-key (a partial restore): say what to do, not a bare 500.
      throw new AppError(
        'INTERNAL',
        'This account’s two-step sign-in secret cannot be read on this server. The operator can reset it with npm run totp:reset.',
      );
    }
    return matchTotp(secret, code, this.now(), user.totpLastStep);
  }

  private async checkPassword(user: UserRow, password: string, ip: string): Promise<void> {
    await this.throttle.assertAllowed('totp', user.email, ip);
    // The right password proves the earlier misses were the owner's own typing.
    if (await verifyPassword(user.passwordHash, password)) return this.throttle.clear('totp', user.email, ip);
    await this.throttle.recordFailure('totp', user.email, ip);
    throw new AppError('INVALID_CREDENTIALS', 'The password is wrong.');
  }

  private async account(caller: Caller): Promise<UserRow> {
    const [user] = await this.db.select().from(users).where(eq(users.id, caller.userId));
    if (!user) throw notFound('Your account no longer exists.');
    return user;
  }

  private sealer(): Promise<TotpCipher> {
    // A failed load (database briefly away) is not cached: the next request tries again.
    this.cipher ??= TotpCipher.load(this.db).catch((err: unknown) => {
      this.cipher = null;
      throw err;
    });
    return this.cipher;
  }
}
