import type { Alarm, AlertDelivery, AlertNotification, AlertPreferences } from '@agrim/contracts';
import { TIMEZONE } from '@agrim/contracts';
import { and, asc, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Caller } from '../auth/tokens.js';
import type { Db } from '../db/client.js';
import { alarms, alertDeliveries, alertNotifications, alertPreferences, farmMembers, users } from '../db/schema/index.js';
import { alarmColumns, alarmJoins, toApiAlarm } from './alarmRow.js';
import type { Channels, WebhookMessage } from './channels.js';

const LIST_SIZE = 50;
const DELIVERIES_SHOWN = 20;
/**
 * How long an attempt holds its delivery: due again after this if the process died mid-attempt.
 * Longer than an attempt can take (the webhook gives up after 10 s, SMTP after its own timeouts).
 */
const ATTEMPT_LEASE_MS = 120_000;
/** Deliveries retried per check. */
const RETRY_BATCH = 50;

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
 * Who hears of an alarm and how: every member of the alarm's farm and the rule's author get an
 * in-app notification (a staff rule's alarm: its author only); email and the SMS gateway follow
 * each account's preferences, outside its quiet hours, in its language. Each outside message is a
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
  ) {}

  /** Records the notifications of a newly raised alarm and starts its outside deliveries; the accounts told. */
  async notify(alarm: Alarm, createdBy: string | null, now = new Date()): Promise<string[]> {
    const members =
      alarm.farmId === null
        ? undefined
        : inArray(users.id, this.db.select({ id: farmMembers.userId }).from(farmMembers).where(eq(farmMembers.farmId, alarm.farmId)));
    const author = createdBy ? eq(users.id, createdBy) : undefined;
    if (!members && !author) return [];
    const recipients = await this.db
      .select({ id: users.id, email: users.email, phone: users.phoneNumber, prefs: alertPreferences })
      .from(users)
      .leftJoin(alertPreferences, eq(alertPreferences.userId, users.id))
      .where(and(isNull(users.disabledAt), isNull(users.deletedAt), or(members, author)));
    if (recipients.length === 0) return [];
    await this.db.insert(alertNotifications).values(recipients.map((r) => ({ userId: r.id, alarmId: alarm.id, createdAt: now })));
    const outgoing: Array<typeof alertDeliveries.$inferInsert> = [];
    const leased = new Date(now.getTime() + ATTEMPT_LEASE_MS);
    for (const r of recipients) {
      const prefs = r.prefs ?? { ...DEFAULT_PREFERENCES, userId: r.id };
      if (inQuietHours(prefs, now)) continue;
      const text = alarm.message[prefs.language];
      if (prefs.email && this.channels.emailAvailable) {
        const subject = prefs.language === 'hi' ? `एग्रिम चेतावनी: ${alarm.ruleName}` : `Agrim alert: ${alarm.ruleName}`;
        const payload: EmailPayload = { to: r.email, subject, text: `${text}\n\n${alarm.link}` };
        outgoing.push({
          alarmId: alarm.id,
          userId: r.id,
          channel: 'email',
          payload,
          nextAttemptAt: leased,
          createdAt: now,
          updatedAt: now,
        });
      }
      if (prefs.sms && r.phone && this.channels.smsAvailable) {
        const payload: WebhookMessage = {
          event: 'alarm.raised',
          alarmId: alarm.id,
          to: r.phone,
          language: prefs.language,
          text,
          link: alarm.link,
        };
        outgoing.push({
          alarmId: alarm.id,
          userId: r.id,
          channel: 'webhook',
          payload,
          nextAttemptAt: leased,
          createdAt: now,
          updatedAt: now,
        });
      }
    }
    if (outgoing.length > 0) {
      // The rows are leased to this process (next_attempt_at ahead), so the retry check leaves them to the first attempt.
      const rows = await this.db.insert(alertDeliveries).values(outgoing).returning();
      for (const row of rows) this.track(this.attempt(row));
    }
    return recipients.map((r) => r.id);
  }

  /** One attempt at a delivery; its outcome recorded: sent, due again after the next delay, or failed for good. */
  private async attempt(d: DeliveryRow): Promise<void> {
    let error: string | null = null;
    try {
      if (d.channel === 'email') {
        const p = d.payload as EmailPayload;
        await this.channels.email(p.to, p.subject, p.text);
      } else {
        await this.channels.webhook(d.payload as WebhookMessage);
      }
    } catch (err) {
      error = err instanceof Error ? err.message : String(err);
    }
    const now = new Date();
    const attempts = d.attempts + 1;
    const delay = this.retryDelaysMs[attempts - 1];
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
    return rows.map((d) => ({
      id: d.id,
      alarmId: d.alarmId,
      channel: d.channel,
      status: d.status,
      attempts: d.attempts,
      nextAttemptAt: d.status === 'pending' ? (d.nextAttemptAt?.toISOString() ?? null) : null,
      lastError: d.lastError,
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

  async preferences(caller: Caller): Promise<AlertPreferences> {
    const [row] = await this.db.select().from(alertPreferences).where(eq(alertPreferences.userId, caller.userId));
    if (!row) return DEFAULT_PREFERENCES;
    return { language: row.language, email: row.email, sms: row.sms, quietFrom: row.quietFrom, quietTo: row.quietTo };
  }

  async savePreferences(caller: Caller, p: AlertPreferences): Promise<AlertPreferences> {
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
