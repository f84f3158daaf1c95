/**
 * The part of the `smpp` package (0.5.x, farhadi/node-smpp; it ships no types) that Agrim uses:
 * client and server sessions, PDUs, custom TLVs, the error codes and constants.
 *
 * Import it as `import smpp from 'smpp'` and use `smpp.connect`, `smpp.gsmCoder`…: the package fills
 * its exports in a loop, so Node's ES module loader finds no named exports in it (a named import of a
 * value works under tsx and vitest but fails in the built server). Type-only named imports are fine.
 */
declare module 'smpp' {
  import type { EventEmitter } from 'node:events';
  import type { Server as NetServer, Socket } from 'node:net';

  /** A decoded or outgoing PDU: its header, and its parameters and TLVs by name. */
  export interface PDU {
    command: string;
    command_id: number;
    command_status: number;
    sequence_number: number;
    [param: string]: unknown;
    isResponse(): boolean;
    response(options?: Record<string, unknown>): PDU;
  }
  export const PDU: {
    new (command: string, options?: Record<string, unknown>): PDU;
    maxLength: number;
  };

  export type PduCallback = (pdu: PDU) => void;

  export class Session extends EventEmitter {
    constructor(options: Record<string, unknown>);
    socket: Socket;
    server?: Server;
    send(pdu: PDU, responseCallback?: PduCallback, sendCallback?: PduCallback): boolean;
    close(callback?: () => void): void;
    destroy(callback?: () => void): void;
    pause(): void;
    resume(): void;
    bind_transceiver(options: Record<string, unknown>, responseCallback?: PduCallback): boolean;
    bind_transmitter(options: Record<string, unknown>, responseCallback?: PduCallback): boolean;
    submit_sm(options: Record<string, unknown>, responseCallback?: PduCallback, sendCallback?: PduCallback): boolean;
    deliver_sm(options: Record<string, unknown>, responseCallback?: PduCallback): boolean;
    enquire_link(options?: Record<string, unknown> | PduCallback, responseCallback?: PduCallback): boolean;
    unbind(options?: Record<string, unknown> | PduCallback, responseCallback?: PduCallback): boolean;
  }

  export interface Server extends NetServer {
    sessions: Session[];
  }

  export interface ConnectOptions {
    host: string;
    port: number;
    tls?: boolean;
    auto_enquire_link_period?: number;
    [option: string]: unknown;
  }

  export function connect(options: ConnectOptions, listener?: () => void): Session;
  export function createServer(options: Record<string, unknown>, listener?: (session: Session) => void): Server;
  export function createServer(listener?: (session: Session) => void): Server;
  export function addTLV(tag: string, options: { id: number; type: TlvType }): void;

  export interface TlvType {
    read(buffer: Buffer, offset: number, length: number): unknown;
    write(value: unknown, buffer: Buffer, offset: number): void;
    size(value: unknown): number;
    default: unknown;
  }
  export const types: { tlv: Record<'int8' | 'int16' | 'int32' | 'cstring' | 'string' | 'buffer', TlvType> };

  export const gsmCoder: {
    encode(text: string, shift?: number): Buffer;
    decode(bytes: Buffer, shift?: number): string;
  };

  export const errors: Record<string, number>;
  export const ESME_ROK: number;
  export const ESME_RTHROTTLED: number;
  export const ESME_RMSGQFUL: number;
  export const ESME_RINVPASWD: number;
  export const ESME_RBINDFAIL: number;
  export const ESME_RSUBMITFAIL: number;
  export const consts: {
    ESM_CLASS: Record<string, number>;
    REGISTERED_DELIVERY: Record<string, number>;
    MESSAGE_STATE: Record<string, number>;
    ENCODING: Record<string, number>;
    TON: Record<string, number>;
    NPI: Record<string, number>;
  };
}
