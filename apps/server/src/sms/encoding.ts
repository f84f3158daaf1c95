// The package is CommonJS with exports Node cannot name statically: its default export only.
import smpp from 'smpp';

const { gsmCoder } = smpp;

/**
 * How an SMS text travels in submit_sm: GSM 03.38 7-bit (data_coding 0, the SMSC's default alphabet)
 * when every character is in it (plain English), ISO-8859-1 (data_coding 3) for other Latin text,
 * UCS-2 (data_coding 8) for everything else (Hindi, Marathi). A text longer than one SMS is cut into
 * parts that each carry a concatenation header (UDH IE 0x00: reference, count, number), so the phone
 * shows one message.
 */
export const DATA_CODING = { gsm: 0x00, latin1: 0x03, ucs2: 0x08 } as const;
export type SmsAlphabet = keyof typeof DATA_CODING;

/** Octets of message text per SMS, alone and as a part after the 6-octet concatenation header. */
const LIMITS: Record<SmsAlphabet, { single: number; part: number }> = {
  // GSM characters travel one per octet in SMPP (unpacked; the SMSC packs 160 septets in 140 octets).
  gsm: { single: 160, part: 153 },
  latin1: { single: 140, part: 134 },
  // 70 characters, 67 per part.
  ucs2: { single: 140, part: 134 },
};

/** More parts than this is not an SMS any phone shows well (and each is paid for): refused. */
export const MAX_PARTS = 10;

export interface EncodedSms {
  alphabet: SmsAlphabet;
  dataCoding: number;
  /** Each part's short_message: the UDH and the text's octets (one part: the text alone). */
  parts: Buffer[];
  /** Whether the parts carry a UDH (esm_class bit 0x40). */
  udh: boolean;
}

const isGsm = (text: string) => gsmCoder.decode(gsmCoder.encode(text, 0), 0) === text;
const isLatin1 = (text: string) => [...text].every((c) => c.codePointAt(0)! <= 0xff);

function encodeAll(text: string, alphabet: SmsAlphabet): Buffer {
  if (alphabet === 'gsm') return gsmCoder.encode(text, 0);
  if (alphabet === 'latin1') return Buffer.from(text, 'latin1');
  // UTF-16 big-endian: swap the bytes of Node's little-endian encoding.
  return Buffer.from(text, 'utf16le').swap16();
}

/** Where a part may end without cutting a character: after an escape pair (GSM) or a surrogate pair (UCS-2). */
function cut(bytes: Buffer, start: number, max: number, alphabet: SmsAlphabet): number {
  let end = Math.min(start + max, bytes.length);
  if (end === bytes.length) return end;
  // GSM: 0x1B starts a two-octet extension character.
  if (alphabet === 'gsm' && bytes[end - 1] === 0x1b) end -= 1;
  // UCS-2: a high surrogate (D800–DBFF) must stay with its low one.
  if (alphabet === 'ucs2' && (bytes[end - 2]! & 0xfc) === 0xd8) end -= 2;
  return end;
}

/** Encodes a text for submit_sm; `reference` names the parts of one long message (0–255). */
export function encodeSms(
  text: string,
  reference: number,
  alphabet: SmsAlphabet = isGsm(text) ? 'gsm' : isLatin1(text) ? 'latin1' : 'ucs2',
): EncodedSms {
  const bytes = encodeAll(text, alphabet);
  const limit = LIMITS[alphabet];
  if (bytes.length <= limit.single) return { alphabet, dataCoding: DATA_CODING[alphabet], parts: [bytes], udh: false };
  const chunks: Buffer[] = [];
  for (let start = 0; start < bytes.length;) {
    const end = cut(bytes, start, limit.part, alphabet);
    chunks.push(bytes.subarray(start, end));
    start = end;
  }
  if (chunks.length > MAX_PARTS) throw new RangeError(`the text needs ${chunks.length} SMS parts; at most ${MAX_PARTS} are sent`);
  const parts = chunks.map((chunk, i) => Buffer.concat([Buffer.from([0x05, 0x00, 0x03, reference & 0xff, chunks.length, i + 1]), chunk]));
  return { alphabet, dataCoding: DATA_CODING[alphabet], parts, udh: true };
}

/** The text of a received short_message's octets (the test SMSC, receipts), without its UDH. */
export function decodeSms(
  bytes: Buffer,
  dataCoding: number,
  udh: boolean,
): { text: string; concat?: { reference: number; total: number; part: number } } {
  let body = bytes;
  let concat: { reference: number; total: number; part: number } | undefined;
  if (udh) {
    const headerLength = bytes[0]! + 1;
    const header = bytes.subarray(1, headerLength);
    if (header[0] === 0x00 && header[1] === 0x03) concat = { reference: header[2]!, total: header[3]!, part: header[4]! };
    body = bytes.subarray(headerLength);
  }
  const coding = dataCoding & 0x0f;
  const text =
    coding === DATA_CODING.ucs2
      ? Buffer.from(body).swap16().toString('utf16le')
      : coding === DATA_CODING.latin1
        ? body.toString('latin1')
        : gsmCoder.decode(body, 0);
  return concat ? { text, concat } : { text };
}
