import type { Alarm, AlertDelivery, AlertNotification, AlertPreferences, SensorMetric } from '@agrim/contracts';
import { STAFF_ROLES, TIMEZONE } from '@agrim/contracts';
import { and, asc, desc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { isRealEmail } from '../auth/accountName.js';
import type { Caller } from '../auth/tokens.js';
import type { Db } from '../db/client.js';
import { AppError } from '../http/errors.js';
import { alarms, alertDeliveries, alertNotifications, alertPreferences, alertRules, farmMembers, users } from '../db/schema/index.js';
import { alarmColumns, alarmJoins, toApiAlarm } from './alarmRow.js';
import type { Channels, SmsPayload, WebhookMessage } from './channels.js';
import { digestEmail, digestSms } from './messages.js';

const LIST_SIZE = 50;
const DELIVERIES_SHOWN = 20;

/**
 * What a farmer reads when a delivery failed: the mail server's or gateway's own error names hosts,
 * ports and addresses (`connect ECONNREFUSED 127.0.0.1:2525`), so only staff see it (issue 38);
 * the detail is in the server log (warn on a retry, error on the last try).
 */
const FAILED_REASON = {
  email: {
    en: 'The mail server could not be reached; your administrator has been told.',
    hi: 'मेल सर्वर तक नहीं पहुँचा जा सका; आपके व्यवस्थापक को बता दिया गया है।',
    mr: 'मेल सर्व्हरपर्यंत पोहोचता आले नाही; तुमच्या प्रशासकाला कळवले आहे.',
  },
  webhook: {
    en: 'The SMS / WhatsApp gateway could not be reached; your administrator has been told.',
    hi: 'एसएमएस / व्हाट्सऐप गेटवे तक नहीं पहुँचा जा सका; आपके व्यवस्थापक को बता दिया गया है।',
    mr: 'एसएमएस / व्हॉट्सॲप गेटवेपर्यंत पोहोचता आले नाही; तुमच्या प्रशासकाला कळवले आहे.',
  },
  sms: {
    en: 'The SMS could not be sent; your administrator has been told.',
    hi: 'एसएमएस नहीं भेजा जा सका; आपके व्यवस्थापक को बता दिया गया है।',
    mr: 'एसएमएस पाठवता आला नाही; तुमच्या प्रशासकाला कळवले आहे.',
  },
} as const;
/** An alert SMS refused because its number had its day's SMS (SMS_PER_NUMBER_PER_DAY): the alarm is in the app. */
const SMS_CAP_REASON = {
  en: "Today's SMS limit for your number is reached; the alert is in the app.",
  hi: 'आपके नंबर पर आज के एसएमएस की सीमा पूरी हो गई; चेतावनी ऐप में है।',
  mr: 'तुमच्या नंबरवर आजची एसएमएस मर्यादा पूर्ण झाली; इशारा ॲपमध्ये आहे.',
} as const;
/** How a stored error says the number's daily cap refused it (deliveries() shows SMS_CAP_REASON for it). */
const SMS_CAP_ERROR = 'daily SMS cap: ';
/**
 * How long an attempt holds its delivery: due again after this if the process died mid-attempt.
 * Longer than an attempt can take (the webhook gives up after 10 s, SMTP after its own timeouts).
 */
const ATTEMPT_LEASE_MS = 120_000;
/** Deliveries retried per check. */
const RETRY_BATCH = 50;
/** Rows per insert statement (PostgreSQL takes at most 65,535 parameters in one). */
const INSERT_CHUNK = 5000;
const DAY_MS = 86_400_000;

/** The database or an open transaction. */
type Writer = Pick<Db, 'select' | 'insert'>;

type DeliveryRow = typeof alertDeliveries.$inferSelect;
type EmailPayload = { to: string; subject: string; text: string };
const DEFAULT_PREFERENCES: AlertPreferences = { language: 'en', email: false, sms: false, quietFrom: null, quietTo: null };

/** Whether `at` falls in the quiet hours (Asia/Kolkata "HH:MM" to "HH:MM", possibly over midnight). */
export function inQuietHours(p: Pick<AlertPreferences, 'quietFrom' | 'quietTo'>, at: Date): boolean {
  if (!p.quietFrom || !p.quietTo || p.quietFrom === p.quietTo) return false;
  const now = at.toLocaleTimeString('en-GB', { timeZone: TIMEZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return p.quietFrom < p.quietTo ? now >= p.quietFrom && now < p.quietTo : now >= p.quietFrom || now < p.quietTo;
}

/**
 * Who hears of an alarm and how: every farmer member of the alarm's farm and the rule's author get an
 * in-app notification (a staff rule's alarm: its author only); email and the SMS gateway follow
 * each account's preferences, outside its quiet hours, in its language, one digest per account for
 * the alarms raised together, at most the daily caps. Each outside message is a
 * delivery row: tried at once in the background, then again after each of `retryDelaysMs` while it
 * fails (`retryDue`, on a timer), its outcome kept.
 */
export class AlertNotifier {
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly channels: Channels,
    private readonly log: FastifyBaseLogger,
    /** The waits before the 2nd, 3rd… attempt; its length is the number of retries. */
    private readonly retryDelaysMs: readonly number[] = [60_000, 300_000, 1_800_000],
    /** Outside messages per account per 24 hours (ALERTS_EMAILS_PER_DAY, ALERTS_SMS_PER_DAY). */
    private readonly caps = { emailsPerDay: 20, smsPerDay: 10 },
    /** The app's address as its users open it (PUBLIC_URL), which email links start with. */
    private readonly publicUrl = 'http://localhost:8080',
  ) {}

  /** Records the notifications of a newly raised alarm and starts its outside deliveries; the accounts told. */
  async notify(alarm: Alarm, createdBy: string | null, now = new Date()): Promise<string[]> {
    const { notified, deliveries } = await this.record(this.db, [{ alarm, owner: createdBy }], now);
    this.send(deliveries);
    return notified.get(alarm.id) ?? [];
  }

  /**
   * Writes the notifications of newly raised alarms (with `writer`, the transaction that raised
   * them) and their outside messages: one email and one SMS per account for all of them together
   * (a digest), within each account's daily caps. Who was told of each alarm, and the delivery rows
   * to `send` once the transaction has committed.
   */
  async record(
    writer: Writer,
    raised: ReadonlyArray<{ alarm: Alarm; owner: string | null }>,
    now = new Date(),
  ): Promise<{ notified: Map<number, string[]>; deliveries: DeliveryRow[] }> {
    const notified = new Map<number, string[]>();
    if (raised.length === 0) return { notified, deliveries: [] };
    const farmIds = [...new Set(raised.flatMap((r) => (r.alarm.farmId ? [r.alarm.farmId] : [])))];
    const ownerIds = [...new Set(raised.flatMap((r) => (r.owner ? [r.owner] : [])))];
    const columns = { id: users.id, email: users.email, phone: users.phoneNumber, prefs: alertPreferences };
    const live = and(isNull(users.disabledAt), isNull(users.deletedAt));
    // Farm members who are farmers: staff added to a farm before issue 38 are not texted about a farmer's rules.
    const members =
      farmIds.length === 0
        ? []
        : await writer
            .select({ farmId: farmMembers.farmId, ...columns })
            .from(farmMembers)
            .innerJoin(users, eq(users.id, farmMembers.userId))
            .leftJoin(alertPreferences, eq(alertPreferences.userId, users.id))
            .where(and(inArray(farmMembers.farmId, farmIds), eq(users.role, 'user'), live));
    const owners =
      ownerIds.length === 0
        ? []
        : await writer
            .select(columns)
            .from(users)
            .leftJoin(alertPreferences, eq(alertPreferences.userId, users.id))
            .where(and(inArray(users.id, ownerIds), live));
    type Recipient = (typeof owners)[number];
    const byId = new Map<string, Recipient>();
    const byFarm = new Map<string, Recipient[]>();
    for (const m of members) {
      byId.set(m.id, m);
      byFarm.set(m.farmId, [...(byFarm.get(m.farmId) ?? []), m]);
    }
    for (const o of owners) byId.set(o.id, o);
    const notes: Array<typeof alertNotifications.$inferInsert> = [];
    const forRecipient = new Map<string, Alarm[]>();
    for (const { alarm, owner } of raised) {
      const told = new Set((alarm.farmId ? (byFarm.get(alarm.farmId) ?? []) : []).map((r) => r.id));
      if (owner && byId.has(owner)) told.add(owner);
      notified.set(alarm.id, [...told]);
      for (const userId of told) {
        notes.push({ userId, alarmId: alarm.id, createdAt: now });
        forRecipient.set(userId, [...(forRecipient.get(userId) ?? []), alarm]);
      }
    }
    for (let i = 0; i < notes.length; i += INSERT_CHUNK) await writer.insert(alertNotifications).values(notes.slice(i, i + INSERT_CHUNK));
    const outgoing = await this.digests(writer, forRecipient, byId, now);
    // The rows are leased to this process (next_attempt_at ahead), so the retry check leaves them to the first attempt.
    const deliveries = outgoing.length > 0 ? await writer.insert(alertDeliveries).values(outgoing).returning() : [];
    return { notified, deliveries };
  }

  /** One email and one SMS per account for its alarms, unless quiet hours, its choices or its daily caps say otherwise. */
  private async digests(
    writer: Writer,
    forRecipient: Map<string, Alarm[]>,
    byId: Map<string, { id: string; email: string; phone: string | null; prefs: typeof alertPreferences.$inferSelect | null }>,
    now: Date,
  ): Promise<Array<typeof alertDeliveries.$inferInsert>> {
    const wanting = [...forRecipient.keys()].filter((id) => {
      const prefs = byId.get(id)!.prefs;
      return prefs && (prefs.email || prefs.sms) && !inQuietHours(prefs, now);
    });
    if (wanting.length === 0) return [];
    const sent = await writer
      .select({ userId: alertDeliveries.userId, channel: alertDeliveries.channel, n: sql<number>`count(*)`.mapWith(Number) })
      .from(alertDeliveries)
      .where(and(inArray(alertDeliveries.userId, wanting), gt(alertDeliveries.createdAt, new Date(now.getTime() - DAY_MS))))
      .groupBy(alertDeliveries.userId, alertDeliveries.channel);
    // SMS over SMPP and over the webhook count together against ALERTS_SMS_PER_DAY.
    const sentToday = (userId: string, channel: 'email' | 'sms') =>
      sent
        .filter((s) => s.userId === userId && (channel === 'email' ? s.channel === 'email' : s.channel !== 'email'))
        .reduce((n, s) => n + s.n, 0);
    const ruleIds = [...new Set(wanting.flatMap((id) => forRecipient.get(id)!.map((a) => a.ruleId)))];
    // The subject names the metric (the alarm itself carries only its rule's free-text name).
    const metricOf = new Map(
      (await writer.select({ id: alertRules.id, metric: alertRules.metric }).from(alertRules).where(inArray(alertRules.id, ruleIds))).map(
        (r) => [r.id, r.metric as SensorMetric | null],
      ),
    );
    const outgoing: Array<typeof alertDeliveries.$inferInsert> = [];
    const leased = new Date(now.getTime() + ATTEMPT_LEASE_MS);
    const row = (userId: string, alarmId: number, channel: 'email' | 'webhook' | 'sms', payload: unknown) => ({
      alarmId,
      userId,
      channel,
      payload,
      nextAttemptAt: leased,
      createdAt: now,
      updatedAt: now,
    });
    for (const userId of wanting) {
      const r = byId.get(userId)!;
      const prefs = r.prefs!;
      const alarms = forRecipient.get(userId)!;
      const first = alarms[0]!;
      // An account made by mobile number only has a placeholder address (issue 41) that no mail reaches.
      if (prefs.email && isRealEmail(r.email) && this.channels.emailAvailable) {
        const today = sentToday(userId, 'email');
        if (today < this.caps.emailsPerDay) {
          const { subject, text } = digestEmail(
            prefs.language,
            alarms.map((a) => ({ ...a, metric: metricOf.get(a.ruleId) ?? null })),
            today + 1 === this.caps.emailsPerDay,
            this.publicUrl,
          );
          outgoing.push(row(userId, first.id, 'email', { to: r.email, subject, text } satisfies EmailPayload));
        } else this.capped(userId, 'email', alarms.length);
      }
      const smsChannel = this.channels.smsChannel;
      if (prefs.sms && r.phone && smsChannel === 'sms') {
        if (sentToday(userId, 'sms') < this.caps.smsPerDay) {
          const payload: SmsPayload = {
            to: r.phone,
            language: prefs.language,
            message: digestSms(
              prefs.language,
              alarms.map((a) => a.message),
            ),
            alarmIds: alarms.map((a) => a.id),
          };
          outgoing.push(row(userId, first.id, 'sms', payload));
        } else this.capped(userId, 'sms', alarms.length);
      } else if (prefs.sms && r.phone && smsChannel === 'webhook') {
        if (sentToday(userId, 'sms') < this.caps.smsPerDay) {
          const payload: WebhookMessage = {
            event: 'alarm.raised',
            alarmId: first.id,
            alarmIds: alarms.map((a) => a.id),
            to: r.phone,
            language: prefs.language,
            text: digestSms(
              prefs.language,
              alarms.map((a) => a.message),
            ),
            // Whole, as the gateway puts it in an SMS that a phone can open.
            link: `${this.publicUrl}${alarms.length === 1 ? first.link : '/alerts'}`,
          };
          outgoing.push(row(userId, first.id, 'webhook', payload));
        } else this.capped(userId, 'sms', alarms.length);
      }
    }
    return outgoing;
  }

  private capped(userId: string, channel: 'email' | 'sms', alarms: number) {
    // Not an error: the account still gets every alarm in the app; logged so an operator can see a flood.
    this.log.info({ userId, channel, alarms }, 'alert message not sent: the account reached its daily cap');
  }

  /** Starts the first attempt of each delivery (after the transaction that wrote them committed). */
  send(deliveries: readonly DeliveryRow[]): void {
    for (const row of deliveries) this.track(this.attempt(row));
  }

  /** One attempt at a delivery; its outcome recorded: sent, due again after the next delay, or failed for good. */
  private async attempt(d: DeliveryRow): Promise<void> {
    let error: string | null = null;
    /** A refusal that a retry cannot change (the number's daily cap, a template not registered): failed at once. */
    let final = false;
    try {
      if (d.channel === 'email') {
        const p = d.payload as EmailPayload;
        await this.channels.email(p.to, p.subject, p.text);
      } else if (d.channel === 'sms') {
        ({ error, final } = await this.sendSms(d));
      } else {
        await this.channels.webhook(d.payload as WebhookMessage);
      }
    } catch (err) {
      error = err instanceof Error ? err.message : String(err);
    }
    const now = new Date();
    const attempts = d.attempts + 1;
    const delay = final ? undefined : this.retryDelaysMs[attempts - 1];
    const status = error === null ? 'sent' : delay === undefined ? 'failed' : 'pending';
    await this.db
      .update(alertDeliveries)
      .set({
        status,
        attempts,
        lastError: error,
        nextAttemptAt: status === 'pending' ? new Date(now.getTime() + delay!) : null,
        updatedAt: now,
      })
      .where(eq(alertDeliveries.id, d.id));
    if (status === 'failed') this.log.error({ deliveryId: d.id, channel: d.channel, attempts, error }, 'alert delivery failed for good');
    else if (status === 'pending')
      this.log.warn({ deliveryId: d.id, channel: d.channel, attempts, error }, 'alert delivery failed; retrying');
  }

  /** An alert SMS over SMPP: sent once the gateway took it (its receipt is recorded on the row as it comes). */
  private async sendSms(d: DeliveryRow): Promise<{ error: string | null; final: boolean }> {
    const p = d.payload as SmsPayload;
    if (!this.channels.sms) return { error: 'no SMS gateway is configured (SMPP_HOST)', final: false };
    const outcome = await this.channels.sms.send({
      to: p.to,
      template: 'alert.digest',
      params: { message: p.message },
      language: p.language,
      alertDeliveryId: d.id,
    });
    if (outcome.status === 'submitted') return { error: null, final: false };
    if (outcome.status === 'failed') return { error: outcome.message, final: false };
    // Refused: nothing was sent. A gateway configured again after a restart may take a retry; the rest stay refused.
    if (outcome.reason === 'daily-cap') return { error: SMS_CAP_ERROR + outcome.message, final: true };
    return { error: outcome.message, final: outcome.reason !== 'not-configured' };
  }

  /**
   * Tries again the deliveries that are due (a timer on the leader; any replica may run it: each
   * due row is claimed by moving its time a lease ahead under `skip locked`). How many were tried.
   */
  async retryDue(now = new Date()): Promise<number> {
    const due = this.db
      .select({ id: alertDeliveries.id })
      .from(alertDeliveries)
      .where(and(eq(alertDeliveries.status, 'pending'), lte(alertDeliveries.nextAttemptAt, now)))
      .orderBy(asc(alertDeliveries.nextAttemptAt))
      .limit(RETRY_BATCH)
      .for('update', { skipLocked: true });
    const claimed = await this.db
      .update(alertDeliveries)
      .set({ nextAttemptAt: new Date(now.getTime() + ATTEMPT_LEASE_MS) })
      .where(inArray(alertDeliveries.id, due))
      .returning();
    for (const d of claimed) await this.attempt(d);
    return claimed.length;
  }

  private track(delivery: Promise<void>) {
    // attempt() records a failed send itself; this catches a failure to record it (the database gone).
    const p = delivery.catch((err: unknown) => this.log.error({ err }, 'alert delivery could not be recorded'));
    this.inFlight.add(p);
    void p.finally(() => this.inFlight.delete(p));
  }

  /** Resolves once every outside delivery started so far has ended (tests, shutdown). */
  async settled(): Promise<void> {
    await Promise.all([...this.inFlight]);
  }

  /** The caller's newest deliveries (the Channels tab shows how they went). */
  async deliveries(caller: Caller): Promise<AlertDelivery[]> {
    const rows = await this.db
      .select()
      .from(alertDeliveries)
      .where(eq(alertDeliveries.userId, caller.userId))
      .orderBy(desc(alertDeliveries.createdAt), desc(alertDeliveries.id))
      .limit(DELIVERIES_SHOWN);
    const staff = STAFF_ROLES.includes(caller.role);
    return rows.map((d) => ({
      id: d.id,
      alarmId: d.alarmId,
      channel: d.channel,
      status: d.status,
      attempts: d.attempts,
      nextAttemptAt: d.status === 'pending' ? (d.nextAttemptAt?.toISOString() ?? null) : null,
      reason: d.lastError === null ? null : d.lastError.startsWith(SMS_CAP_ERROR) ? SMS_CAP_REASON : FAILED_REASON[d.channel],
      lastError: staff ? d.lastError : null,
      receipt: d.channel === 'sms' ? d.receiptState : null,
      providerMessageId: d.channel === 'sms' ? d.providerMessageId : null,
      createdAt: d.createdAt.toISOString(),
      updatedAt: d.updatedAt.toISOString(),
    }));
  }

  async list(caller: Caller): Promise<{ unread: number; data: AlertNotification[] }> {
    const rows = await this.db
      .select({ n: alertNotifications, ...alarmColumns })
      .from(alertNotifications)
      .innerJoin(alarms, eq(alarms.id, alertNotifications.alarmId))
      .innerJoin(...alarmJoins.rule)
      .leftJoin(...alarmJoins.device)
      .where(eq(alertNotifications.userId, caller.userId))
      .orderBy(desc(alertNotifications.createdAt), desc(alertNotifications.id))
      .limit(LIST_SIZE);
    const [count] = await this.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(alertNotifications)
      .where(and(eq(alertNotifications.userId, caller.userId), isNull(alertNotifications.readAt)));
    return {
      unread: count?.n ?? 0,
      data: rows.map((r) => ({ id: r.n.id, at: r.n.createdAt.toISOString(), read: r.n.readAt !== null, alarm: toApiAlarm(r) })),
    };
  }

  async markRead(caller: Caller, alarmId?: number): Promise<void> {
    await this.db
      .update(alertNotifications)
      .set({ readAt: new Date() })
      .where(
        and(
          eq(alertNotifications.userId, caller.userId),
          isNull(alertNotifications.readAt),
          alarmId === undefined ? undefined : eq(alertNotifications.alarmId, alarmId),
        ),
      );
  }

  /** The caller's preferences; email is off for an account without an email address (a farmer registered by number only). */
  async preferences(caller: Caller): Promise<AlertPreferences> {
    const [row] = await this.db.select().from(alertPreferences).where(eq(alertPreferences.userId, caller.userId));
    const prefs = row
      ? { language: row.language, email: row.email, sms: row.sms, quietFrom: row.quietFrom, quietTo: row.quietTo }
      : DEFAULT_PREFERENCES;
    return prefs.email && !(await this.hasEmail(caller)) ? { ...prefs, email: false } : prefs;
  }

  /** Whether the caller's account has an email address alerts can go to (issue 41: one registered by number only has none). */
  async hasEmail(caller: Caller): Promise<boolean> {
    const [row] = await this.db.select({ email: users.email }).from(users).where(eq(users.id, caller.userId));
    return !!row && isRealEmail(row.email);
  }

  async savePreferences(caller: Caller, p: AlertPreferences): Promise<AlertPreferences> {
    if (p.email && !(await this.hasEmail(caller))) {
      throw new AppError('CONFLICT', {
        en: 'This account has no email address, so alerts cannot be emailed: they come as SMS and in the app. Ask your administrator to add an email.',
        hi: 'इस खाते का कोई ईमेल पता नहीं है, इसलिए अलर्ट ईमेल से नहीं भेजे जा सकते: वे एसएमएस और ऐप में आते हैं। ईमेल जुड़वाने के लिए अपने व्यवस्थापक से कहें।',
        mr: 'या खात्याचा ईमेल पत्ता नाही, त्यामुळे इशारे ईमेलने पाठवता येत नाहीत: ते एसएमएसने आणि ॲपमध्ये येतात. ईमेल जोडण्यासाठी तुमच्या प्रशासकाला सांगा.',
      });
    }
    await this.db
      .insert(alertPreferences)
      .values({ userId: caller.userId, ...p })
      .onConflictDoUpdate({ target: alertPreferences.userId, set: p });
    return p;
  }

  get availability() {
    return { emailAvailable: this.channels.emailAvailable, smsAvailable: this.channels.smsAvailable };
  }
}
