import smpp, { type PDU, type Session } from 'smpp';
import type { FastifyBaseLogger } from 'fastify';
import { decodeSms } from './encoding.js';

/**
 * India's DLT ids as optional parameters of submit_sm, as Indian aggregators take them (Kannel
 * `smpp-tlv` PE_ID 0x1400 and TEMPLATE_ID 0x1401, octet strings without a terminating NUL). The
 * `smpp` package sends any TLV registered with `addTLV` (tag, id, type); its `string` TLV type writes
 * the ASCII bytes alone.
 */
export const DLT_TLV = { peId: 0x1400, templateId: 0x1401 } as const;
smpp.addTLV('dlt_pe_id', { id: DLT_TLV.peId, type: smpp.types.tlv.string });
smpp.addTLV('dlt_template_id', { id: DLT_TLV.templateId, type: smpp.types.tlv.string });

/** ESM class bits 2–5 (message type): 0x04 is an SMSC delivery receipt. */
const ESM_TYPE_MASK = 0x3c;
const ESM_RECEIPT = 0x04;
const ESM_UDHI = 0x40;
/** Receipt requested for the final outcome, success or failure. */
const REGISTERED_DELIVERY_FINAL = 0x01;
/** submit_sm answers that mean "not now": the part is sent again after a wait, never given up for it. */
const RETRY_LATER = new Set([smpp.ESME_RTHROTTLED, smpp.ESME_RMSGQFUL]);

export interface SmppSettings {
  host: string;
  port: number;
  systemId: string;
  password: string;
  systemType: string;
  tls: boolean;
  /** transceiver: receipts come back on the same session; transmitter: submit only (no receipts reach us). */
  bind: 'transceiver' | 'transmitter';
  sourceAddr: string;
  /** The DLT principal entity id (PE id). */
  entityId: string;
  enquireLinkMs: number;
  /** Waits before reconnecting after a dropped or refused connection: doubling from the first to the last. */
  reconnectMs: { first: number; max: number };
  /** Waits before sending again after ESME_RTHROTTLED / ESME_RMSGQFUL: doubling from the first to the last. */
  throttleMs: { first: number; max: number };
  /** A submit_sm or bind with no answer within this is taken as a dead connection (it is dropped and made again). */
  responseTimeoutMs: number;
  /** How long a message may wait for the gateway (not connected, throttled) before it is given up. */
  queueTimeoutMs: number;
}

/** One SMS part, ready for submit_sm. */
export interface OutgoingPart {
  to: string;
  dataCoding: number;
  udh: boolean;
  shortMessage: Buffer;
  dltTemplateId: string;
}

/** A delivery receipt: the SMSC's message id and the final state it reports. */
export interface Receipt {
  messageId: string;
  state: 'delivered' | 'failed';
  /** The receipt's `stat` (DELIVRD, UNDELIV, EXPIRED, REJECTD, …) and `err` fields. */
  stat: string;
  err: string | null;
}

export class SmppRefusedError extends Error {
  constructor(
    readonly commandStatus: number,
    message: string,
  ) {
    super(message);
  }
}

interface Job {
  part: OutgoingPart;
  /** Called in the answer's own turn, before any later PDU (its receipt) is read. */
  accepted?: (messageId: string) => void;
  deadline: number;
  waitMs: number;
  resolve(messageId: string): void;
  reject(err: Error): void;
  timer?: NodeJS.Timeout;
}

const statusName = (status: number) =>
  Object.entries(smpp.errors).find(([, v]) => v === status)?.[0] ?? `0x${status.toString(16).padStart(4, '0')}`;

const RECEIPT_STATES: Record<string, Receipt['state'] | null> = {
  DELIVRD: 'delivered',
  UNDELIV: 'failed',
  EXPIRED: 'failed',
  DELETED: 'failed',
  REJECTD: 'failed',
  UNKNOWN: 'failed',
  ACCEPTD: null,
  ENROUTE: null,
};
/** message_state TLV values (SMPP 3.4 5.3.2.35). */
const MESSAGE_STATES: Record<number, string> = {
  1: 'ENROUTE',
  2: 'DELIVRD',
  3: 'EXPIRED',
  4: 'DELETED',
  5: 'UNDELIV',
  6: 'ACCEPTD',
  7: 'UNKNOWN',
  8: 'REJECTD',
};

/** Reads a deliver_sm that is a receipt (id and stat from the TLVs, else from the text `id:… stat:… err:…`); null otherwise. */
export function readReceipt(pdu: PDU): Receipt | null {
  const esm = Number(pdu.esm_class ?? 0);
  if ((esm & ESM_TYPE_MASK) !== ESM_RECEIPT) return null;
  const sm = pdu.short_message as { message?: string | Buffer } | Buffer | undefined;
  const raw = Buffer.isBuffer(sm) ? sm : sm?.message;
  const text = typeof raw === 'string' ? raw : raw ? decodeSms(raw, Number(pdu.data_coding ?? 0), false).text : '';
  const id = (pdu.receipted_message_id as string | undefined) || /\bid:(\S+)/i.exec(text)?.[1];
  const stat =
    (typeof pdu.message_state === 'number' ? MESSAGE_STATES[pdu.message_state] : undefined) ??
    /\bstat:(\w+)/i.exec(text)?.[1]?.toUpperCase();
  if (!id || !stat) return null;
  const state = RECEIPT_STATES[stat] ?? (stat in RECEIPT_STATES ? null : 'failed');
  if (!state) return null;
  return { messageId: id, state, stat, err: /\berr:(\w+)/i.exec(text)?.[1] ?? null };
}

/**
 * One bound SMPP 3.4 session to the SMS gateway (an ESME): binds as transceiver or transmitter,
 * keeps the link alive (enquire_link), reconnects with a doubling wait after a drop, submits the
 * queued parts in order, waits and sends again on ESME_RTHROTTLED, and hands delivery receipts to
 * `onReceipt`. A part sent on a connection that dropped before its answer is sent again on the next.
 */
export class SmppClient {
  private session: Session | null = null;
  private bound = false;
  private closed = false;
  private readonly queue: Job[] = [];
  private readonly inFlight = new Set<Job>();
  private reconnectWait: number;
  private throttleWait: number;
  private pausedUntil = 0;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private resumeTimer: NodeJS.Timeout | null = null;
  private readonly receiptListeners: Array<(r: Receipt) => void> = [];
  /** Connections made (tests: a dropped one was made again). */
  connections = 0;

  constructor(
    private readonly settings: SmppSettings,
    private readonly log: FastifyBaseLogger,
  ) {
    this.reconnectWait = settings.reconnectMs.first;
    this.throttleWait = settings.throttleMs.first;
    this.connect();
  }

  get isBound() {
    return this.bound;
  }

  onReceipt(listener: (r: Receipt) => void) {
    this.receiptListeners.push(listener);
  }

  /**
   * Queues one part; resolves with the SMSC's message id once accepted, rejects on a refusal or when
   * it waited too long. `accepted` hears the id at once, before any receipt for it can be read.
   */
  submit(part: OutgoingPart, accepted?: (messageId: string) => void, waitMs = this.settings.queueTimeoutMs): Promise<string> {
    if (this.closed) return Promise.reject(new Error('the SMS gateway connection is closed'));
    return new Promise<string>((resolve, reject) => {
      const job: Job = { part, accepted, deadline: Date.now() + waitMs, waitMs, resolve, reject };
      job.timer = setTimeout(() => this.expire(job), waitMs);
      this.queue.push(job);
      this.pump();
    });
  }

  close(): Promise<void> {
    this.closed = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    if (this.resumeTimer) clearTimeout(this.resumeTimer);
    for (const job of [...this.queue, ...this.inFlight]) this.finish(job, new Error('the SMS gateway connection was closed'));
    this.queue.length = 0;
    this.inFlight.clear();
    const session = this.session;
    this.session = null;
    if (!session) return Promise.resolve();
    return new Promise((resolve) => {
      session.socket.once('close', () => resolve());
      if (session.socket.destroyed) return resolve();
      // A polite unbind, but never more than a second of it.
      setTimeout(() => session.destroy(), 1000).unref();
      if (!(this.bound && session.unbind(() => session.close()))) session.destroy();
      this.bound = false;
    });
  }

  private connect() {
    if (this.closed) return;
    const s = this.settings;
    const session = smpp.connect({ host: s.host, port: s.port, tls: s.tls, auto_enquire_link_period: s.enquireLinkMs });
    this.session = session;
    this.connections += 1;
    let dropped = false;
    const drop = (why: string) => {
      if (dropped) return;
      dropped = true;
      session.destroy();
      if (this.session === session) this.lost(why);
    };
    session.on('error', (err: Error) => drop(err.message));
    session.on('close', () => drop('the gateway closed the connection'));
    session.on('connect', () => {
      const bindTimer = setTimeout(() => drop('no answer to the bind'), s.responseTimeoutMs);
      const bind = s.bind === 'transceiver' ? session.bind_transceiver.bind(session) : session.bind_transmitter.bind(session);
      bind({ system_id: s.systemId, password: s.password, system_type: s.systemType }, (pdu) => {
        clearTimeout(bindTimer);
        if (pdu.command_status !== smpp.ESME_ROK) {
          this.log.error(
            { status: statusName(pdu.command_status) },
            'SMS gateway refused the bind (check SMPP_SYSTEM_ID and SMPP_PASSWORD)',
          );
          return drop(`bind refused: ${statusName(pdu.command_status)}`);
        }
        this.bound = true;
        this.reconnectWait = s.reconnectMs.first;
        this.log.info({ host: s.host, port: s.port, bind: s.bind }, 'SMS gateway bound');
        this.pump();
      });
    });
    session.on('deliver_sm', (pdu: PDU) => {
      session.send(pdu.response());
      const receipt = readReceipt(pdu);
      if (receipt) for (const listener of this.receiptListeners) listener(receipt);
    });
    session.on('enquire_link', (pdu: PDU) => session.send(pdu.response()));
    session.on('unbind', (pdu: PDU) => {
      session.send(pdu.response());
      drop('the gateway unbound');
    });
  }

  /** The connection is gone: what was in flight goes back to the front of the queue; a new connection after the wait. */
  private lost(why: string) {
    this.bound = false;
    this.session = null;
    const retry = [...this.inFlight];
    this.inFlight.clear();
    if (this.closed) return;
    for (const job of retry.reverse()) this.requeue(job);
    this.log.warn({ why, retryInMs: this.reconnectWait, waiting: this.queue.length }, 'SMS gateway connection lost; reconnecting');
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      this.connect();
    }, this.reconnectWait);
    this.reconnectWait = Math.min(this.reconnectWait * 2, this.settings.reconnectMs.max);
  }

  /** Sends what is queued while bound and not held back by a throttle answer (a window of 10 unanswered parts). */
  private pump() {
    const session = this.session;
    if (!session || !this.bound) return;
    const wait = this.pausedUntil - Date.now();
    if (wait > 0) {
      this.resumeTimer ??= setTimeout(() => {
        this.resumeTimer = null;
        this.pump();
      }, wait);
      return;
    }
    while (this.queue.length > 0 && this.inFlight.size < 10) {
      const job = this.queue.shift()!;
      this.inFlight.add(job);
      this.send(session, job);
    }
  }

  private send(session: Session, job: Job) {
    const { part } = job;
    const s = this.settings;
    const alphanumeric = !/^\d+$/.test(s.sourceAddr);
    const answered = setTimeout(() => {
      // No answer: the connection is dead though the socket seems open; make it again (the part is sent again).
      if (this.inFlight.has(job) && this.session === session) {
        this.log.warn('no answer to submit_sm from the SMS gateway; reconnecting');
        session.destroy();
      }
    }, s.responseTimeoutMs);
    const sent = session.submit_sm(
      {
        source_addr_ton: alphanumeric ? smpp.consts.TON.ALPHANUMERIC : smpp.consts.TON.INTERNATIONAL,
        source_addr_npi: alphanumeric ? smpp.consts.NPI.UNKNOWN : smpp.consts.NPI.ISDN,
        source_addr: s.sourceAddr,
        dest_addr_ton: smpp.consts.TON.INTERNATIONAL,
        dest_addr_npi: smpp.consts.NPI.ISDN,
        destination_addr: part.to,
        esm_class: part.udh ? ESM_UDHI : 0,
        registered_delivery: REGISTERED_DELIVERY_FINAL,
        data_coding: part.dataCoding,
        short_message: part.shortMessage,
        dlt_pe_id: s.entityId,
        dlt_template_id: part.dltTemplateId,
      },
      (resp) => {
        clearTimeout(answered);
        if (!this.inFlight.delete(job)) return;
        if (resp.command_status === smpp.ESME_ROK) {
          this.throttleWait = s.throttleMs.first;
          this.finish(job, null, String(resp.message_id ?? ''));
        } else if (RETRY_LATER.has(resp.command_status)) {
          // Not now: the part waits at the front and nothing is sent for a while (doubling while it lasts).
          this.requeue(job);
          this.pausedUntil = Date.now() + this.throttleWait;
          this.log.warn({ status: statusName(resp.command_status), retryInMs: this.throttleWait }, 'SMS gateway asks to slow down');
          this.throttleWait = Math.min(this.throttleWait * 2, s.throttleMs.max);
        } else {
          this.finish(
            job,
            new SmppRefusedError(resp.command_status, `the SMS gateway refused the message: ${statusName(resp.command_status)}`),
          );
        }
        this.pump();
      },
    );
    if (!sent) {
      clearTimeout(answered);
      // The socket is no longer writable: it is closing, and `lost` puts the part back.
    }
  }

  /** Back to the front of the queue, unless it has waited its time already. */
  private requeue(job: Job) {
    this.queue.unshift(job);
    if (Date.now() >= job.deadline) this.expire(job);
  }

  private expire(job: Job) {
    const i = this.queue.indexOf(job);
    if (i < 0) return;
    this.queue.splice(i, 1);
    const why = this.bound ? 'the SMS gateway kept asking to slow down' : 'the SMS gateway could not be reached';
    this.finish(job, new Error(`${why} for ${Math.round(job.waitMs / 100) / 10} s; the message was not sent`));
  }

  private finish(job: Job, err: Error | null, messageId = '') {
    if (job.timer) clearTimeout(job.timer);
    if (err) return job.reject(err);
    job.accepted?.(messageId);
    job.resolve(messageId);
  }
}
