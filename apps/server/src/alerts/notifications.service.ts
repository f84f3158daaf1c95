import type { Alarm, AlertNotification, AlertPreferences } from '@agrim/contracts';
import { TIMEZONE } from '@agrim/contracts';
import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Caller } from '../auth/tokens.js';
import type { Db } from '../db/client.js';
import { alarms, alertNotifications, alertPreferences, farmMembers, users } from '../db/schema/index.js';
import { alarmColumns, alarmJoins, toApiAlarm } from './alarmRow.js';
import type { Channels } from './channels.js';

const LIST_SIZE = 50;
const DEFAULT_PREFERENCES: AlertPreferences = { language: 'en', email: false, sms: false, quietFrom: null, quietTo: null };

/** Whether `at` falls in the quiet hours (Asia/Kolkata "HH:MM" to "HH:MM", possibly over midnight). */
export function inQuietHours(p: Pick<AlertPreferences, 'quietFrom' | 'quietTo'>, at: Date): boolean {
  if (!p.quietFrom || !p.quietTo || p.quietFrom === p.quietTo) return false;
  const now = at.toLocaleTimeString('en-GB', { timeZone: TIMEZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return p.quietFrom < p.quietTo ? now >= p.quietFrom && now < p.quietTo : now >= p.quietFrom || now < p.quietTo;
}

/**
 * Who hears of an alarm and how: every member of the alarm's farm and the rule's author get an
 * in-app notification; email and the SMS gateway follow each account's preferences, outside its
 * quiet hours, in its language. Outside deliveries run in the background; a failure is logged.
 */
export class AlertNotifier {
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly channels: Channels,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Records the notifications of a newly raised alarm and starts its outside deliveries; the accounts told. */
  async notify(alarm: Alarm, createdBy: string | null, now = new Date()): Promise<string[]> {
    const recipients = await this.db
      .select({ id: users.id, email: users.email, phone: users.phoneNumber, prefs: alertPreferences })
      .from(users)
      .leftJoin(alertPreferences, eq(alertPreferences.userId, users.id))
      .where(
        and(
          isNull(users.disabledAt),
          isNull(users.deletedAt),
          or(
            inArray(users.id, this.db.select({ id: farmMembers.userId }).from(farmMembers).where(eq(farmMembers.farmId, alarm.farmId))),
            createdBy ? eq(users.id, createdBy) : undefined,
          ),
        ),
      );
    if (recipients.length === 0) return [];
    await this.db.insert(alertNotifications).values(recipients.map((r) => ({ userId: r.id, alarmId: alarm.id, createdAt: now })));
    for (const r of recipients) {
      const prefs = r.prefs ?? { ...DEFAULT_PREFERENCES, userId: r.id };
      if (inQuietHours(prefs, now)) continue;
      const text = alarm.message[prefs.language];
      if (prefs.email && this.channels.emailAvailable) {
        const subject = prefs.language === 'hi' ? `एग्रिम चेतावनी: ${alarm.ruleName}` : `Agrim alert: ${alarm.ruleName}`;
        this.track(this.channels.email(r.email, subject, `${text}\n\n${alarm.link}`), 'email');
      }
      if (prefs.sms && r.phone && this.channels.smsAvailable) {
        this.track(
          this.channels.webhook({
            event: 'alarm.raised',
            alarmId: alarm.id,
            to: r.phone,
            language: prefs.language,
            text,
            link: alarm.link,
          }),
          'webhook',
        );
      }
    }
    return recipients.map((r) => r.id);
  }

  private track(delivery: Promise<void>, channel: string) {
    const p = delivery.catch((err: unknown) => this.log.error({ err, channel }, 'alert delivery failed'));
    this.inFlight.add(p);
    void p.finally(() => this.inFlight.delete(p));
  }

  /** Resolves once every outside delivery started so far has ended (tests, shutdown). */
  async settled(): Promise<void> {
    await Promise.all([...this.inFlight]);
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
