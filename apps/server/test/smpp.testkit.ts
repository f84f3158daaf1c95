import type { AddressInfo } from 'node:net';
import smpp, { type PDU, type Session } from 'smpp';
import { decodeSms } from '../src/sms/encoding.js';
// Registers the DLT TLVs (0x1400, 0x1401) with the library, so the stand-in reads them by name.
import '../src/sms/smppClient.js';

/** One submit_sm as the stand-in SMSC took it: its fields, its text decoded, and the message id it answered. */
export interface Submitted {
  messageId: string;
  to: string;
  from: string;
  dataCoding: number;
  esmClass: number;
  registeredDelivery: number;
  udh: boolean;
  text: string;
  concat?: { reference: number; total: number; part: number };
  peId: string | undefined;
  templateId: string | undefined;
}

/**
 * A local SMSC on loopback (issue 41), made with the `smpp` package's own server mode: takes
 * bind_transceiver / bind_transmitter with one system id and password, answers submit_sm with a
 * message id and, when asked (registered_delivery), sends a delivery receipt (deliver_sm, esm_class
 * 0x04, the receipted_message_id and message_state TLVs and the usual `id:… stat:…` text).
 * `faults` makes the next submits go wrong: answered ESME_RTHROTTLED, the connection dropped
 * before the answer, or a receipt saying UNDELIV.
 */
export interface SmscStandIn {
  port: number;
  submitted: Submitted[];
  binds: number;
  /** The bind commands accepted, in order (bind_transceiver, bind_transmitter). */
  bindKinds: string[];
  faults: { throttle: number; drop: number; undeliverable: number; noReceipt: boolean };
  /** How long after its submit_sm answer a receipt is sent (a real gateway's takes seconds: the browser test waits for one on screen). */
  receiptDelayMs: number;
  /** The settings that point the server at it. */
  env: Record<string, string>;
  /** Drops every open connection (the gateway restarting). */
  dropAll(): void;
  /** Sends a delivery receipt for any message id on every bound connection (a receipt for a message submitted elsewhere). */
  receipt(messageId: string, delivered: boolean): void;
  close(): Promise<void>;
}

export const SMSC_SYSTEM_ID = 'agrim';
export const SMSC_PASSWORD = 'secret12';

export async function startSmsc(): Promise<SmscStandIn> {
  let nextId = 0x5a000;
  const sessions = new Set<Session>();
  const stand: SmscStandIn = {
    port: 0,
    submitted: [],
    binds: 0,
    bindKinds: [],
    faults: { throttle: 0, drop: 0, undeliverable: 0, noReceipt: false },
    receiptDelayMs: 5,
    env: {},
    dropAll() {
      for (const s of sessions) s.destroy();
    },
    receipt(messageId, delivered) {
      for (const s of sessions) s.deliver_sm(receiptPdu(messageId, delivered, '919800000000', 'AGRIMS'));
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sessions) s.destroy();
        server.close(() => resolve());
      }),
  };
  const server = smpp.createServer({}, (session: Session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
    session.on('error', () => session.destroy());
    let bound = false;
    const bind = (pdu: PDU) => {
      const ok = pdu.system_id === SMSC_SYSTEM_ID && pdu.password === SMSC_PASSWORD;
      session.send(pdu.response(ok ? { system_id: 'standin' } : { command_status: smpp.ESME_RINVPASWD }));
      if (ok) {
        bound = true;
        stand.binds += 1;
        stand.bindKinds.push(pdu.command);
      }
    };
    session.on('bind_transceiver', bind);
    session.on('bind_transmitter', bind);
    session.on('enquire_link', (pdu: PDU) => session.send(pdu.response()));
    session.on('unbind', (pdu: PDU) => {
      session.send(pdu.response());
      session.close();
    });
    session.on('deliver_sm_resp', () => {});
    session.on('submit_sm', (pdu: PDU) => {
      if (!bound) return session.send(pdu.response({ command_status: smpp.errors.ESME_RINVBNDSTS }));
      if (stand.faults.drop > 0) {
        stand.faults.drop -= 1;
        return session.destroy();
      }
      if (stand.faults.throttle > 0) {
        stand.faults.throttle -= 1;
        return session.send(pdu.response({ command_status: smpp.ESME_RTHROTTLED }));
      }
      const messageId = (nextId++).toString(16);
      const esmClass = Number(pdu.esm_class);
      const udh = (esmClass & 0x40) !== 0;
      // The library decodes short_message by data_coding into { udh: [information elements], message }.
      const sm = pdu.short_message as { udh?: Buffer[]; message: string | Buffer };
      const text = Buffer.isBuffer(sm.message) ? decodeSms(sm.message, Number(pdu.data_coding), false).text : sm.message;
      const ie = sm.udh?.find((u) => u[0] === 0x00 && u[1] === 0x03);
      const decoded = ie ? { text, concat: { reference: ie[2]!, total: ie[3]!, part: ie[4]! } } : { text };
      stand.submitted.push({
        messageId,
        to: String(pdu.destination_addr),
        from: String(pdu.source_addr),
        dataCoding: Number(pdu.data_coding),
        esmClass,
        registeredDelivery: Number(pdu.registered_delivery),
        udh,
        ...decoded,
        peId: pdu.dlt_pe_id as string | undefined,
        templateId: pdu.dlt_template_id as string | undefined,
      });
      session.send(pdu.response({ message_id: messageId }));
      if (!(Number(pdu.registered_delivery) & 0x03) || stand.faults.noReceipt) return;
      const failed = stand.faults.undeliverable > 0;
      if (failed) stand.faults.undeliverable -= 1;
      setTimeout(() => session.deliver_sm(receiptPdu(messageId, !failed, pdu.destination_addr, pdu.source_addr)), stand.receiptDelayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stand.port = (server.address() as AddressInfo).port;
  stand.env = {
    SMPP_HOST: '127.0.0.1',
    SMPP_PORT: String(stand.port),
    SMPP_SYSTEM_ID: SMSC_SYSTEM_ID,
    SMPP_PASSWORD: SMSC_PASSWORD,
    SMPP_SOURCE_ADDR: 'AGRIMS',
    SMS_DLT_ENTITY_ID: '1101234567890123456',
    SMS_DLT_TEMPLATE_IDS: JSON.stringify(TEST_TEMPLATE_IDS),
  };
  return stand;
}

/** A delivery receipt as SMSCs send it: esm_class 0x04, the receipted_message_id and message_state TLVs, and the text form. */
function receiptPdu(messageId: string, delivered: boolean, from: unknown, to: unknown) {
  return {
    source_addr: from,
    destination_addr: to,
    esm_class: 0x04,
    short_message: `id:${messageId} sub:001 dlvrd:${delivered ? '001' : '000'} submit date:2611290930 done date:2611290931 stat:${delivered ? 'DELIVRD' : 'UNDELIV'} err:${delivered ? '000' : '034'} text:`,
    receipted_message_id: messageId,
    message_state: delivered ? 2 : 5,
  };
}

/** DLT template ids for the tests (the registry in code has none until the entity registers its templates). */
export const TEST_TEMPLATE_IDS = {
  'alert.digest': { en: '1107000000000000001', hi: '1107000000000000002', mr: '1107000000000000003' },
  'otp.signIn': { en: '1107000000000000011', hi: '1107000000000000012', mr: '1107000000000000013' },
  'otp.passwordReset': { en: '1107000000000000021', hi: '1107000000000000022' },
};
