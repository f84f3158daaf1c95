import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { maskPhone } from '@agrim/contracts';
import { and, desc, eq, gt, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AuditService } from '../audit/audit.service.js';
import { accountName } from '../auth/accountName.js';
import type { Client, AuthService, Session } from '../auth/auth.service.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { smsCodes, users } from '../db/schema/index.js';
import { AppError } from '../http/errors.js';
import type { SmsSender } from './sms.service.js';
import type { SmsLanguage, SmsTemplateKey } from './templates.js';

export type SmsCodePurpose = (typeof smsCodes.$inferSelect)['purpose'];

type Limits = Pick<
  Config,
  | 'SMS_CODE_MINUTES'
  | 'SMS_CODE_MAX_TRIES'
  | 'SMS_CODE_WINDOW_MINUTES'
  | 'SMS_CODES_PER_NUMBER'
  | 'SMS_CODES_PER_ADDRESS'
  | 'SMS_CODES_PER_NUMBER_PER_DAY'
  | 'SMS_CODES_PER_ADDRESS_PER_DAY'
>;

const DAY_MS = 86_400_000;
/** How long a code's SMS may wait for the gateway before it is given up: the farmer is waiting for it. */
const SEND_WAIT_MS = 15_000;
const TEMPLATE: Record<SmsCodePurpose, SmsTemplateKey> = { 'sign-in': 'otp.signIn', 'password-reset': 'otp.passwordReset' };

/** The one refusal of a code that cannot be used, whatever the reason: wrong, used, expired, void, or no code at all. */
const invalidCode = () =>
  new AppError('INVALID_CREDENTIALS', {
    en: 'The code is wrong or has expired. Check the SMS, or ask for a new code.',
    hi: 'कोड गलत है या उसकी अवधि समाप्त हो गई है। एसएमएस देखें, या नया कोड माँगें।',
    mr: 'कोड चुकीचा आहे किंवा त्याची मुदत संपली आहे. एसएमएस पाहा, किंवा नवा कोड मागा.',
  });

/** Said where a code would be sent when the server has no SMS gateway (issue 41: never silently). */
export const smsNotConfigured = () =>
  new AppError('CONFLICT', {
    en: 'Codes by SMS are not available: this server has no SMS gateway configured. Sign in with your password, or ask your administrator.',
    hi: 'एसएमएस से कोड उपलब्ध नहीं है: इस सर्वर पर कोई एसएमएस गेटवे सेट नहीं है। अपने पासवर्ड से साइन इन करें, या अपने व्यवस्थापक से पूछें।',
    mr: 'एसएमएसद्वारे कोड उपलब्ध नाही: या सर्व्हरवर एसएमएस गेटवे सेट केलेला नाही. तुमच्या पासवर्डने साइन इन करा, किंवा तुमच्या प्रशासकाला विचारा.',
  });

function tooManyCodes(waitMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  const minutes = Math.ceil(seconds / 60);
  const hours = Math.ceil(minutes / 60);
  const en = seconds < 120 ? `${seconds} seconds` : minutes < 120 ? `${minutes} minutes` : `${hours} hours`;
  const hi = seconds < 120 ? `${seconds} सेकंड` : minutes < 120 ? `${minutes} मिनट` : `${hours} घंटे`;
  const mr = seconds < 120 ? `${seconds} सेकंद` : minutes < 120 ? `${minutes} मिनिटे` : `${hours} तास`;
  return new AppError(
    'RATE_LIMITED',
    {
      en: `Too many codes asked for. Wait ${en} and try again.`,
      hi: `बहुत सारे कोड माँगे गए। ${hi} रुककर फिर से कोशिश करें।`,
      mr: `खूप कोड मागितले. ${mr} थांबून पुन्हा प्रयत्न करा.`,
    },
    { 'retry-after': String(seconds) },
  );
}

/** The SMS language for a request's Accept-Language (Hindi, Marathi, else English). */
export function smsLanguageOf(acceptLanguage: string | undefined): SmsLanguage {
  const first = (acceptLanguage ?? '').trim().toLowerCase();
  return first.startsWith('hi') ? 'hi' : first.startsWith('mr') ? 'mr' : 'en';
}

/**
 * One-time codes by SMS (issue 41 item 2) for farmers (role user) with a mobile number: sign-in and
 * password reset. A request answers the same, at once, whether or not an account has the number (the
 * SMS leaves in the background); every request is a row of `sms_codes`, so the limits per number and
 * per address count unknown numbers as they count known ones. A code is 6 digits, valid
 * SMS_CODE_MINUTES, single use, void after SMS_CODE_MAX_TRIES tries, stored only as an HMAC under the
 * server key; only the number's newest code of a kind can be used. Staff accounts never get one: they
 * sign in with email, password and their second factor (TOTP).
 */
export class SmsCodeService {
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly auth: AuthService,
    private readonly sms: SmsSender,
    private readonly audit: AuditService,
    private readonly limits: Limits,
    private readonly key: Uint8Array,
    private readonly log: FastifyBaseLogger,
  ) {}

  get available(): boolean {
    return this.sms.available;
  }

  get minutes(): number {
    return this.limits.SMS_CODE_MINUTES;
  }

  /** Asks for a code for `phone` (E.164) from `ip`: limited, recorded and audited; the SMS goes only to a farmer's account. */
  async request(purpose: SmsCodePurpose, phone: string, ip: string, language: SmsLanguage): Promise<{ minutes: number }> {
    if (!this.sms.available) throw smsNotConfigured();
    const now = Date.now();
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const row = await this.db.transaction(async (tx) => {
      // One number's and one address's counts and the new row under locks, so parallel requests cannot pass a limit together.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms-code:${phone}`}))`);
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms-code-ip:${ip}`}))`);
      const window = this.limits.SMS_CODE_WINDOW_MINUTES * 60_000;
      const waits = await Promise.all([
        this.waitFor(tx, eq(smsCodes.phone, phone), this.limits.SMS_CODES_PER_NUMBER, window, now),
        this.waitFor(tx, eq(smsCodes.phone, phone), this.limits.SMS_CODES_PER_NUMBER_PER_DAY, DAY_MS, now),
        this.waitFor(tx, eq(smsCodes.ip, ip), this.limits.SMS_CODES_PER_ADDRESS, window, now),
        this.waitFor(tx, eq(smsCodes.ip, ip), this.limits.SMS_CODES_PER_ADDRESS_PER_DAY, DAY_MS, now),
      ]);
      const wait = Math.max(...waits);
      if (wait > 0) return { limited: wait, id: 0, user: undefined };
      // Staff have no code by SMS (their second factor must not be bypassed), nor a disabled or deleted account.
      const [user] = await tx
        .select({ id: users.id, email: users.email, phoneNumber: users.phoneNumber, role: users.role })
        .from(users)
        .where(and(eq(users.phoneNumber, phone), eq(users.role, 'user'), isNull(users.deletedAt), isNull(users.disabledAt)));
      const [inserted] = await tx
        .insert(smsCodes)
        .values({
          purpose,
          phone,
          userId: user?.id ?? null,
          codeHash: user ? this.hash(purpose, phone, code) : null,
          ip,
          createdAt: new Date(now),
          expiresAt: new Date(now + this.limits.SMS_CODE_MINUTES * 60_000),
        })
        .returning({ id: smsCodes.id });
      await this.audit.record(
        null,
        {
          action: 'auth.sms_code_requested',
          targetType: user ? 'user' : undefined,
          targetId: user?.id,
          details: { purpose, phone: maskPhone(phone), account: !!user },
          ip,
        },
        tx,
      );
      return { limited: 0, id: inserted!.id, user };
    });
    if (row.limited > 0) throw tooManyCodes(row.limited);
    if (row.user) this.sendInBackground(row.id, purpose, phone, code, language);
    return { minutes: this.limits.SMS_CODE_MINUTES };
  }

  /** Signs in with a sign-in code: the same session and cookies as a password sign-in; the account's second factor still applies. */
  async signIn(phone: string, code: string, client: Client, totp: string | undefined): Promise<Session> {
    if (!this.sms.available) throw smsNotConfigured();
    const { row, user } = await this.check('sign-in', phone, code);
    return this.auth.signInProven(user, client, totp, async () => {
      await this.db.transaction((tx) => this.spend(tx, row.id));
      await this.audit.record(
        { userId: user.id, email: accountName(user), role: user.role },
        {
          action: 'auth.sms_code_used',
          targetType: 'user',
          targetId: user.id,
          details: { purpose: 'sign-in', phone: maskPhone(phone) },
          ip: client.ip,
        },
      );
    });
  }

  /** A new password with a password-reset code: every session ends; this browser gets a new one. */
  async resetPassword(phone: string, code: string, newPassword: string, client: Client): Promise<Session> {
    if (!this.sms.available) throw smsNotConfigured();
    const { row, user } = await this.check('password-reset', phone, code);
    return this.auth.resetPassword(user, newPassword, client, {
      details: { via: 'sms-code', phone: maskPhone(phone) },
      spend: (tx) => this.spend(tx, row.id),
    });
  }

  /** Resolves once every code SMS under way has been handed to the gateway (or given up). */
  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  /**
   * The number's newest code of this kind, if it is live: counts a try (so a code is void after
   * SMS_CODE_MAX_TRIES, right or wrong), then compares. Every failure is the same 401.
   */
  private async check(purpose: SmsCodePurpose, phone: string, code: string) {
    const now = new Date(Date.now());
    const [newest] = await this.db
      .select({ id: smsCodes.id })
      .from(smsCodes)
      .where(and(eq(smsCodes.phone, phone), eq(smsCodes.purpose, purpose)))
      .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
      .limit(1);
    if (!newest) throw invalidCode();
    const [row] = await this.db
      .update(smsCodes)
      .set({ tries: sql`${smsCodes.tries} + 1` })
      .where(
        and(
          eq(smsCodes.id, newest.id),
          isNull(smsCodes.usedAt),
          gt(smsCodes.expiresAt, now),
          lt(smsCodes.tries, this.limits.SMS_CODE_MAX_TRIES),
        ),
      )
      .returning();
    if (!row || !row.codeHash || !row.userId || !this.matches(row.codeHash, purpose, phone, code)) throw invalidCode();
    const [user] = await this.db.select().from(users).where(eq(users.id, row.userId));
    // The account lost the number, or became staff, since the code was sent: the code names no one now.
    if (!user || user.phoneNumber !== phone || user.role !== 'user') throw invalidCode();
    return { row, user };
  }

  /** Marks the code used; a code used meanwhile (two tabs, a replay) is refused. */
  private async spend(tx: Pick<Db, 'update'>, id: number): Promise<void> {
    const [used] = await tx
      .update(smsCodes)
      .set({ usedAt: new Date(Date.now()) })
      .where(and(eq(smsCodes.id, id), isNull(smsCodes.usedAt)))
      .returning({ id: smsCodes.id });
    if (!used) throw invalidCode();
  }

  private hash(purpose: SmsCodePurpose, phone: string, code: string): string {
    return createHmac('sha256', this.key).update(`sms-code:${purpose}:${phone}:${code}`).digest('hex');
  }

  private matches(stored: string, purpose: SmsCodePurpose, phone: string, code: string): boolean {
    const a = Buffer.from(stored, 'hex');
    const b = Buffer.from(this.hash(purpose, phone, code), 'hex');
    return a.length === b.length && timingSafeEqual(a, b);
  }

  /** 0 below the limit; else how long until the oldest of the last `limit` requests leaves the window. */
  private async waitFor(tx: Pick<Db, 'select'>, who: SQL, limit: number, windowMs: number, now: number): Promise<number> {
    const recent = await tx
      .select({ at: smsCodes.createdAt })
      .from(smsCodes)
      .where(and(who, gt(smsCodes.createdAt, new Date(now - windowMs))))
      .orderBy(desc(smsCodes.createdAt))
      .limit(limit);
    if (recent.length < limit) return 0;
    return Math.max(1, recent[limit - 1]!.at.getTime() + windowMs - now);
  }

  /**
   * The SMS leaves after the answer, so a known number is answered as fast as an unknown one. In
   * the asker's language when its template is registered, else in English.
   */
  private sendInBackground(id: number, purpose: SmsCodePurpose, phone: string, code: string, language: SmsLanguage) {
    const template = TEMPLATE[purpose];
    const params = { code, minutes: this.limits.SMS_CODE_MINUTES };
    const job = (async () => {
      let outcome = await this.sms.send({ to: phone, template, params, language, waitMs: SEND_WAIT_MS });
      if (outcome.status === 'refused' && outcome.reason === 'unregistered-template' && language !== 'en') {
        outcome = await this.sms.send({ to: phone, template, params, language: 'en', waitMs: SEND_WAIT_MS });
      }
      if (outcome.status === 'submitted') this.log.info({ smsCode: id, smsId: outcome.smsId }, 'one-time code sent by SMS');
      else this.log.warn({ smsCode: id, status: outcome.status, message: outcome.message }, 'one-time code not sent by SMS');
    })().catch((err: unknown) => this.log.error({ err, smsCode: id }, 'one-time code SMS failed'));
    this.inFlight.add(job);
    void job.finally(() => this.inFlight.delete(job));
  }
}
