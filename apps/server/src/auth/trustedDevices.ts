import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, lte, notInArray, or, sql } from 'drizzle-orm';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { trustedDevices } from '../db/schema/index.js';
import { sha256 } from './tokens.js';

type Settings = Pick<Config, 'TRUSTED_DEVICES_PER_ACCOUNT' | 'TRUSTED_DEVICE_DAYS'>;

/** A browser as its cookie names it: `id` is the browser id, `hash` what the database keeps. */
export interface Browser {
  id: string;
  hash: string;
}

/**
 * The trusted-device cookie (`agrim_device`, OWASP's "device cookie"), kept server-side (issue 38).
 * The cookie names the browser (a random id signed with the server key, so only ids this server
 * minted are taken); which accounts trust that browser is a row per account and browser, so trust
 * can be withdrawn: an account keeps only its TRUSTED_DEVICES_PER_ACCOUNT most recent browsers, and
 * every row goes when the account's sessions end (SessionState.end). A cookie alone, gathered while a password was
 * known, is therefore worth nothing once the password changes.
 */
export class TrustedDevices {
  constructor(
    private readonly db: Db,
    private readonly settings: Settings,
    private readonly key: Uint8Array,
  ) {}

  get cookieMaxAgeSeconds(): number {
    return this.settings.TRUSTED_DEVICE_DAYS * 86_400;
  }

  /** A new browser id and the cookie value that carries it. */
  mint(): { browser: Browser; cookie: string } {
    const id = randomUUID();
    return { browser: { id, hash: sha256(id) }, cookie: `${id}.${this.sign(id)}` };
  }

  /** The browser a cookie names, when this server minted it (any other value is no cookie at all). */
  browserOf(cookie: string | undefined): Browser | undefined {
    const [id, sig, extra] = (cookie ?? '').split('.');
    if (!id || !sig || extra !== undefined || id.length > 64) return undefined;
    const expected = Buffer.from(this.sign(id));
    const given = Buffer.from(sig);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    return { id, hash: sha256(id) };
  }

  /** The browser's hash when the account `userId` trusts it now (a row younger than TRUSTED_DEVICE_DAYS), else undefined. */
  async trusted(browser: Browser | undefined, userId: string): Promise<string | undefined> {
    if (!browser) return undefined;
    const [row] = await this.db
      .select({ id: trustedDevices.id })
      .from(trustedDevices)
      .where(
        and(eq(trustedDevices.userId, userId), eq(trustedDevices.deviceHash, browser.hash), gt(trustedDevices.createdAt, this.oldest())),
      );
    return row ? browser.hash : undefined;
  }

  /**
   * Records that `userId` trusts `browser` (or refreshes its place), then keeps only the account's
   * most recent browsers: a cookie gathered long ago falls off the list as new ones are added.
   */
  async trust(userId: string, browser: Browser): Promise<void> {
    const now = new Date();
    await this.db
      .insert(trustedDevices)
      .values({ userId, deviceHash: browser.hash, createdAt: now, lastUsedAt: now })
      .onConflictDoUpdate({ target: [trustedDevices.userId, trustedDevices.deviceHash], set: { lastUsedAt: now } });
    const keep = this.db
      .select({ id: trustedDevices.id })
      .from(trustedDevices)
      .where(eq(trustedDevices.userId, userId))
      .orderBy(desc(trustedDevices.lastUsedAt), desc(trustedDevices.createdAt))
      .limit(this.settings.TRUSTED_DEVICES_PER_ACCOUNT);
    await this.db.delete(trustedDevices).where(
      and(
        eq(trustedDevices.userId, userId),
        // Expired rows go too, so the table holds no more than the list per account.
        or(notInArray(trustedDevices.id, keep), lte(trustedDevices.createdAt, this.oldest())),
      ),
    );
  }

  /** How many browsers the account trusts now. */
  async count(userId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(trustedDevices)
      .where(and(eq(trustedDevices.userId, userId), gt(trustedDevices.createdAt, this.oldest())));
    return row?.n ?? 0;
  }

  private oldest(): Date {
    return new Date(Date.now() - this.settings.TRUSTED_DEVICE_DAYS * 86_400_000);
  }

  private sign(id: string): string {
    return createHmac('sha256', this.key).update(`trusted-browser|${id}`).digest('base64url').slice(0, 32);
  }
}
