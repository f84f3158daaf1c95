import { randomInt } from 'node:crypto';
import { and, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { alertDeliveries, smsMessages, smsParts } from '../db/schema/index.js';
import { encodeSms } from './encoding.js';
import { type Receipt, SmppClient, type SmppSettings } from './smppClient.js';
import {
  type DltTemplateIds,
  renderTemplate,
  type SmsLanguage,
  type SmsTemplateKey,
  TemplateParamsError,
  UnregisteredTemplateError,
  unregisteredTemplates,
} from './templates.js';

const DAY_MS = 86_400_000;
/** A receipt whose message id is not known yet is looked for again this often, this many times. */
const RECEIPT_RETRY_MS = 1_000;
const RECEIPT_TRIES = 3;

export interface SmsRequest {
  /** A mobile number: 10 digits (India), with or without +91 / 91 / 0 and spaces, or +<country><number>. */
  to: string;
  template: SmsTemplateKey;
  params: Record<string, string | number>;
  language: SmsLanguage;
  /** Alert SMS: the delivery row the receipt is recorded on. */
  alertDeliveryId?: number;
  /**
   * How long to wait for the gateway (not connected, throttling) before the SMS is given up (`failed`);
   * default 90 s. A request a person waits on (a one-time code) wants less, e.g. 10 s.
   */
  waitMs?: number;
}

/**
 * What became of `send`: `submitted` (the gateway took every part; the receipt comes later),
 * `refused` (nothing was sent, and why: no gateway configured, a template that is not DLT-registered,
 * a number that is not one, the number's daily cap, a text too long), or `failed` (the gateway
 * refused it, or could not be reached in time).
 */
export type SmsOutcome =
  | { status: 'submitted'; smsId: number; messageIds: string[]; parts: number }
  | { status: 'refused'; reason: SmsRefusal; message: string }
  | { status: 'failed'; smsId: number; message: string };
export type SmsRefusal = 'not-configured' | 'unregistered-template' | 'invalid-params' | 'invalid-number' | 'daily-cap' | 'too-long';

/** The state an SMS or alert delivery shows once its receipt came. */
export type ReceiptState = 'submitted' | 'delivered' | 'failed';

/** The words of a refusal when no gateway is configured (the code path and the alerts both say it). */
export const NOT_CONFIGURED =
  'no SMS gateway is configured (SMPP_HOST, SMPP_PORT, SMPP_SYSTEM_ID, SMPP_PASSWORD, SMPP_SOURCE_ADDR, SMS_DLT_ENTITY_ID)';

/**
 * A mobile number as SMPP's international destination address (digits, no '+'): a 10-digit Indian
 * mobile number (6–9 first) with or without +91, 91 or 0 and spaces; any other +<country> number as is. Null when it is none.
 */
export function smsAddress(phone: string): string | null {
  const compact = phone.replace(/[\s\-().]/g, '');
  const india = /^(?:\+?91|0)?([6-9]\d{9})$/.exec(compact);
  if (india) return `91${india[1]}`;
  const other = /^\+([1-9]\d{7,14})$/.exec(compact);
  return other ? other[1]! : null;
}

export interface SmsSenderOptions {
  /** SMS per number per 24 hours (SMS_PER_NUMBER_PER_DAY). */
  perNumberPerDay: number;
  /** SMS_DLT_TEMPLATE_IDS. */
  templateIds: DltTemplateIds;
}

/**
 * Agrim's SMS channel (issue 41): DLT-registered templates over SMPP 3.4, each SMS a row of
 * `sms_messages` (what the per-number daily cap counts), its parts' receipts recorded as they come.
 *
 * Use: `await app.services.sms.send({ to, template: 'otp.signIn', params: { code, minutes: 5 }, language })`
 * and read the outcome's `status`; `sms.available` says whether a gateway is configured at all.
 */
export class SmsSender {
  private readonly client: SmppClient | null;
  /** Database writes in the order the gateway's answers came (a receipt never before its part's id). */
  private chain: Promise<void> = Promise.resolve();
  private readonly listeners: Array<(e: { smsId: number; state: ReceiptState }) => void> = [];
  private reference = randomInt(256);
  /** Receipts read before their part's id was known here, tried again shortly (another replica's submit, still being recorded). */
  private readonly lateReceipts = new Set<NodeJS.Timeout>();

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    settings: SmppSettings | null,
    private readonly options: SmsSenderOptions,
  ) {
    this.client = settings ? new SmppClient(settings, log) : null;
    this.client?.onReceipt((r) => this.serially(() => this.receipt(r)));
    if (settings) {
      const missing = unregisteredTemplates(options.templateIds);
      if (missing.length > 0) {
        log.warn({ templates: missing }, 'SMS templates without a DLT template id are refused (set SMS_DLT_TEMPLATE_IDS)');
      }
    }
  }

  /** Whether an SMS gateway (SMPP) is configured: without one every `send` is refused with NOT_CONFIGURED. */
  get available(): boolean {
    return this.client !== null;
  }

  /** The SMPP session (tests: its connection count). */
  get connection(): SmppClient | null {
    return this.client;
  }

  /** Called when an SMS's receipts decide its state (delivered, or failed). */
  onReceipt(listener: (e: { smsId: number; state: ReceiptState }) => void) {
    this.listeners.push(listener);
  }

  /** Sends a registered template to a number; resolves once the gateway took it (or did not). Never throws for the SMS's own sake. */
  async send(req: SmsRequest): Promise<SmsOutcome> {
    if (!this.client) return refused('not-configured', NOT_CONFIGURED);
    const to = smsAddress(req.to);
    if (!to) return refused('invalid-number', 'the number is not a mobile number');
    let text: string;
    let dltTemplateId: string;
    try {
      ({ text, dltTemplateId } = renderTemplate(req.template, req.language, req.params, this.options.templateIds));
    } catch (err) {
      if (err instanceof UnregisteredTemplateError) return refused('unregistered-template', err.message);
      if (err instanceof TemplateParamsError) return refused('invalid-params', err.message);
      throw err;
    }
    let encoded: ReturnType<typeof encodeSms>;
    try {
      this.reference = (this.reference + 1) % 256;
      encoded = encodeSms(text, this.reference);
    } catch (err) {
      return refused('too-long', (err as Error).message);
    }
    const row = await this.db.transaction(async (tx) => {
      // One number's count and its new row under a lock, so parallel sends cannot pass the cap together.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms:${to}`}))`);
      const [sent] = await tx
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(smsMessages)
        .where(
          and(eq(smsMessages.recipient, to), ne(smsMessages.state, 'unsent'), gt(smsMessages.createdAt, new Date(Date.now() - DAY_MS))),
        );
      if ((sent?.n ?? 0) >= this.options.perNumberPerDay) return null;
      const [inserted] = await tx
        .insert(smsMessages)
        .values({
          recipient: to,
          template: req.template,
          language: req.language,
          dltTemplateId,
          parts: encoded.parts.length,
          alertDeliveryId: req.alertDeliveryId ?? null,
        })
        .returning({ id: smsMessages.id });
      return inserted!;
    });
    if (!row) {
      this.log.info({ template: req.template }, 'SMS not sent: the number reached its daily cap');
      return refused('daily-cap', `the number has had ${this.options.perNumberPerDay} SMS in the last 24 hours (SMS_PER_NUMBER_PER_DAY)`);
    }
    const client = this.client;
    const settled = await Promise.allSettled(
      encoded.parts.map((shortMessage, part) =>
        client.submit(
          { to, dataCoding: encoded.dataCoding, udh: encoded.udh, shortMessage, dltTemplateId },
          (messageId) => {
            // Queued as the answer is read, so before any receipt of it (which comes later on the same connection).
            void this.serially(() => this.partSubmitted(row.id, part, messageId, req.alertDeliveryId));
          },
          req.waitMs,
        ),
      ),
    );
    const failure = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
    if (failure) {
      const message = failure.reason instanceof Error ? failure.reason.message : String(failure.reason);
      const anyTaken = settled.some((s) => s.status === 'fulfilled');
      await this.serially(() => this.update(row.id, { state: anyTaken ? 'failed' : 'unsent', error: message }));
      return { status: 'failed', smsId: row.id, message };
    }
    const messageIds = settled.map((s) => (s as PromiseFulfilledResult<string>).value);
    await this.settled();
    return { status: 'submitted', smsId: row.id, messageIds, parts: messageIds.length };
  }

  /** Resolves once every write queued so far (parts, receipts) is done (tests). */
  async settled(): Promise<void> {
    await this.chain;
  }

  async close(): Promise<void> {
    await this.client?.close();
    for (const timer of this.lateReceipts) clearTimeout(timer);
    this.lateReceipts.clear();
    await this.chain;
  }

  private serially(write: () => Promise<void>): Promise<void> {
    const next = this.chain.then(write).catch((err: unknown) => this.log.error({ err }, 'SMS state could not be recorded'));
    this.chain = next;
    return next;
  }

  private async partSubmitted(smsId: number, part: number, messageId: string, alertDeliveryId: number | undefined) {
    await this.db.insert(smsParts).values({ smsId, part, messageId }).onConflictDoNothing();
    const now = new Date();
    // Queued → submitted (a receipt may already have moved it further: left as it is).
    await this.db
      .update(smsMessages)
      .set({ state: 'submitted', updatedAt: now })
      .where(and(eq(smsMessages.id, smsId), eq(smsMessages.state, 'queued')));
    if (part === 0 && alertDeliveryId !== undefined) {
      await this.db
        .update(alertDeliveries)
        .set({ providerMessageId: messageId, receiptState: 'submitted', updatedAt: now })
        .where(eq(alertDeliveries.id, alertDeliveryId));
    }
  }

  private async update(smsId: number, set: Partial<typeof smsMessages.$inferInsert>) {
    await this.db
      .update(smsMessages)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(smsMessages.id, smsId));
  }

  /** A receipt: its part's state, then the SMS's (failed if any part failed, delivered once all were) and its alert delivery's. */
  private async receipt(r: Receipt, tries = 0) {
    const mark = (ids: string[]) =>
      this.db
        .update(smsParts)
        .set({ state: r.state, stat: r.stat })
        .where(inArray(smsParts.messageId, ids))
        .returning({ smsId: smsParts.smsId });
    // The id as given; else as the other base (some SMSCs answer submit_sm in hex and report in decimal, or the reverse).
    let [part] = await mark([r.messageId]);
    const others = otherBases(r.messageId);
    if (!part && others.length > 0) [part] = await mark(others);
    if (!part && tries < RECEIPT_TRIES) {
      const timer = setTimeout(() => {
        this.lateReceipts.delete(timer);
        void this.serially(() => this.receipt(r, tries + 1));
      }, RECEIPT_RETRY_MS);
      this.lateReceipts.add(timer);
      return;
    }
    if (!part) {
      this.log.info({ messageId: r.messageId, stat: r.stat }, 'SMS receipt for a message this server did not send (or no longer has)');
      return;
    }
    const [sms] = await this.db.select().from(smsMessages).where(eq(smsMessages.id, part.smsId));
    if (!sms) return;
    const parts = await this.db.select({ state: smsParts.state }).from(smsParts).where(eq(smsParts.smsId, sms.id));
    const state: ReceiptState = parts.some((p) => p.state === 'failed')
      ? 'failed'
      : parts.length === sms.parts && parts.every((p) => p.state === 'delivered')
        ? 'delivered'
        : 'submitted';
    if (state === 'submitted') return;
    await this.update(sms.id, { state, error: state === 'failed' ? `receipt: ${r.stat}${r.err ? ` (err ${r.err})` : ''}` : null });
    if (sms.alertDeliveryId !== null) {
      await this.db
        .update(alertDeliveries)
        .set({ receiptState: state, updatedAt: new Date() })
        .where(eq(alertDeliveries.id, sms.alertDeliveryId));
    }
    if (state === 'failed') this.log.warn({ smsId: sms.id, stat: r.stat, err: r.err }, 'SMS not delivered (receipt)');
    for (const listener of this.listeners) listener({ smsId: sms.id, state });
  }
}

const refused = (reason: SmsRefusal, message: string): SmsOutcome => ({ status: 'refused', reason, message });

/** A receipt's id in the other base, for SMSCs that answer submit_sm in hex and report in decimal, or the reverse. */
function otherBases(id: string): string[] {
  const forms = new Set<string>();
  try {
    if (/^\d+$/.test(id)) forms.add(BigInt(id).toString(16)).add(BigInt(id).toString(16).toUpperCase());
    if (/^[0-9a-f]+$/i.test(id)) forms.add(BigInt(`0x${id}`).toString(10));
  } catch {
    // Neither: nothing else to try.
  }
  forms.delete(id);
  return [...forms];
}
