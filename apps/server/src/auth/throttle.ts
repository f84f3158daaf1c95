import { and, desc, eq, gt, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { loginFailures } from '../db/schema/index.js';
import { AppError } from '../http/errors.js';

/** What was being guessed. Sign-in failures never count against the steps of a signed-in account, nor the other way. */
export type GuessScope = 'sign-in' | 'password-change' | 'totp';

/** Failures from one client address (any email) before that address is slowed, as a multiple of the per-email limit. */
const ADDRESS_FACTOR = 4;
/** The first wait once a limit is reached; it doubles with every further failure, up to the window. */
const BASE_DELAY_MS = 30_000;

type Limits = Pick<Config, 'LOGIN_MAX_FAILURES' | 'LOGIN_WINDOW_MINUTES' | 'LOGIN_EMAIL_MAX_FAILURES' | 'LOGIN_TRUSTED_MAX_FAILURES'>;

/**
 * Slows guessing without letting anyone lock the owner out (OWASP's "device cookie" scheme).
 * A browser the account trusts (auth/trustedDevices.ts) is judged by its own failures and by the
 * failures of all the account's trusted browsers together (LOGIN_TRUSTED_MAX_FAILURES), never by
 * strangers'. Everybody else is limited per email and address, per address and, far higher, per
 * email (LOGIN_EMAIL_MAX_FAILURES, which counts the trusted browsers' failures too): so however many
 * cookies someone gathers, an email gets at most the two ceilings' worth of guesses in a window.
 * Once over a limit each further try waits twice as long as the last (30 s, 1 min, 2 min … up to
 * the window), never a lock that the right password cannot pass once the wait is over. The
 * counters live in the database, so they hold across replicas.
 */
export class GuessThrottle {
  constructor(
    private readonly db: Db,
    private readonly limits: Limits,
  ) {}

  /** Throws 429 with Retry-After when this client must wait before its next try. */
  async assertAllowed(scope: GuessScope, email: string, ip: string, device?: string): Promise<void> {
    const max = this.limits.LOGIN_MAX_FAILURES;
    const base = [eq(loginFailures.scope, scope)];
    // A signed-in account's own steps: one counter per account, whatever the address.
    const checks: Array<[SQL[], number]> =
      scope !== 'sign-in'
        ? [[[eq(loginFailures.email, email)], max]]
        : device
          ? [
              [[eq(loginFailures.email, email), eq(loginFailures.trustedDevice, device)], max],
              [[eq(loginFailures.email, email), isNotNull(loginFailures.trustedDevice)], this.limits.LOGIN_TRUSTED_MAX_FAILURES],
            ]
          : [
              [[eq(loginFailures.email, email), eq(loginFailures.ip, ip), isNull(loginFailures.trustedDevice)], max],
              [[eq(loginFailures.ip, ip), isNull(loginFailures.trustedDevice)], max * ADDRESS_FACTOR],
              [[eq(loginFailures.email, email)], this.limits.LOGIN_EMAIL_MAX_FAILURES],
            ];
    for (const [where, limit] of checks) {
      const waitMs = await this.waitFor([...base, ...where], limit);
      if (waitMs > 0) throw tooMany(scope, waitMs);
    }
  }

  async recordFailure(scope: GuessScope, email: string, ip: string, device?: string): Promise<void> {
    // Stamped by this process's clock, the one the waits are measured with (the database's may differ).
    await this.db.insert(loginFailures).values({ scope, email, ip, trustedDevice: device ?? null, at: new Date(Date.now()) });
  }

  /** A success forgets the failures it proves were the owner's own: this client's, for this email. */
  async clear(scope: GuessScope, email: string, ip: string, device?: string): Promise<void> {
    // A signed-in account's own steps are counted per account, so a success clears them all.
    const who =
      scope !== 'sign-in'
        ? undefined
        : device
          ? eq(loginFailures.trustedDevice, device)
          : and(eq(loginFailures.ip, ip), isNull(loginFailures.trustedDevice));
    await this.db.delete(loginFailures).where(and(eq(loginFailures.scope, scope), eq(loginFailures.email, email), who));
  }

  /** How long the client must still wait: 0 below the limit, else a doubling delay after the latest failure. */
  private async waitFor(where: SQL[], limit: number, now = Date.now()): Promise<number> {
    const windowMs = this.limits.LOGIN_WINDOW_MINUTES * 60_000;
    const recent = await this.db
      .select({ at: loginFailures.at })
      .from(loginFailures)
      .where(and(...where, gt(loginFailures.at, new Date(now - windowMs))))
      .orderBy(desc(loginFailures.at))
      .limit(limit + 16);
    if (recent.length < limit) return 0;
    const over = recent.length - limit;
    const delay = Math.min(windowMs, BASE_DELAY_MS * 2 ** over);
    return Math.max(0, recent[0]!.at.getTime() + delay - now);
  }
}

function tooMany(scope: GuessScope, waitMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  const minutes = Math.ceil(seconds / 60);
  const what =
    scope === 'sign-in'
      ? { en: 'Too many failed sign-ins', hi: 'बहुत सारे असफल साइन-इन', mr: 'खूप अयशस्वी साइन-इन' }
      : scope === 'password-change'
        ? { en: 'Too many wrong current passwords', hi: 'मौजूदा पासवर्ड कई बार गलत', mr: 'सध्याचा पासवर्ड अनेकदा चुकीचा' }
        : { en: 'Too many wrong codes or passwords', hi: 'कोड या पासवर्ड कई बार गलत', mr: 'कोड किंवा पासवर्ड अनेकदा चुकीचा' };
  return new AppError(
    'RATE_LIMITED',
    {
      en: `${what.en}. Wait ${seconds < 120 ? `${seconds} seconds` : `${minutes} minutes`} and try again.`,
      hi: `${what.hi}। ${seconds < 120 ? `${seconds} सेकंड` : `${minutes} मिनट`} रुककर फिर से कोशिश करें।`,
      mr: `${what.mr}. ${seconds < 120 ? `${seconds} सेकंद` : `${minutes} मिनिटे`} थांबून पुन्हा प्रयत्न करा.`,
    },
    { 'retry-after': String(seconds) },
  );
}
