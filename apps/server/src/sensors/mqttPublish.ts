import type { Writable } from 'node:stream';

/**
 * The MQTT bridge's own reading of devices' PUBLISH packets (issue 43 item 2). mqtt.js (with mqtt-packet
 * and `bl`) made an object, a Buffer slice, a properties object and several callbacks a packet and
 * handled one packet a tick: about a third of the server's CPU in a burst of single-reading messages.
 * Here the bytes from the broker are cut into packets; a QoS 0 or 1 PUBLISH of MQTT 5 on a readings
 * topic (`agrim/<id>/readings`, or the share group's delivery of it: the topic is the same), whose
 * header and properties are all understood, goes straight to the bridge; every other packet (CONNACK,
 * SUBACK, PINGRESP, QoS 2, valve acks, $SYS, topic aliases, anything malformed or unknown) is handed
 * to mqtt.js whole and in order, which does what it always did with it. Once the bytes cannot be cut
 * into packets (a remaining length of more than 4 bytes), everything from there on goes to mqtt.js.
 */
export interface OwnPublish {
  /** The topic's second level: the topic is `agrim/<deviceId>/readings`. */
  deviceId: string;
  qos: 0 | 1;
  /** QoS 1 only. */
  messageId: number | undefined;
  /** The first `x-device-key` user property. */
  key: string | undefined;
  /** The payload read as UTF-8. */
  payload: string;
}

const PREFIX = Buffer.from('agrim/');
const SUFFIX = Buffer.from('/readings');
const KEY_NAME = Buffer.from('x-device-key');
const SLASH = 0x2f;

/** Whether buf[at, at + expected.length) holds `expected`'s bytes. */
function bytesAt(buf: Buffer, at: number, expected: Buffer): boolean {
  for (let i = 0; i < expected.length; i++) if (buf[at + i] !== expected[i]) return false;
  return true;
}

/**
 * Reads a PUBLISH whose fixed header's first byte is `first` and whose variable header and payload
 * are buf[from, to). Answers null for any packet the bridge leaves to mqtt.js: QoS 2 or an invalid
 * QoS, another topic, a topic alias, a property this does not know, or lengths that do not fit.
 */
export function readPublish(buf: Buffer, first: number, from: number, to: number): OwnPublish | null {
  if (first >> 4 !== 3) return null;
  const qos = (first >> 1) & 3;
  if (qos > 1) return null;
  let at = from;
  if (at + 2 > to) return null;
  const topicLength = buf.readUInt16BE(at);
  at += 2;
  const topicEnd = at + topicLength;
  if (topicEnd > to || topicLength < PREFIX.length + 1 + SUFFIX.length) return null;
  // agrim/<id>/readings with a non-empty id and no other level.
  if (!bytesAt(buf, at, PREFIX) || !bytesAt(buf, topicEnd - SUFFIX.length, SUFFIX)) return null;
  const idFrom = at + PREFIX.length;
  const idTo = topicEnd - SUFFIX.length;
  for (let i = idFrom; i < idTo; i++) if (buf[i] === SLASH || buf[i] === 0x2b || buf[i] === 0x23) return null;
  at = topicEnd;
  let messageId: number | undefined;
  if (qos === 1) {
    if (at + 2 > to) return null;
    messageId = buf.readUInt16BE(at);
    // Packet identifier 0 is not allowed (MQTT-2.2.1-3): mqtt.js decides.
    if (messageId === 0) return null;
    at += 2;
  }
  // Properties (MQTT 5): their length, then each property.
  const length = readVarInt(buf, at, to);
  if (length < 0) return null;
  at = varIntEnd;
  const propsEnd = at + length;
  if (propsEnd > to) return null;
  let key: string | undefined;
  while (at < propsEnd) {
    const id = buf[at++]!;
    switch (id) {
      case 0x01: // payload format indicator
        at += 1;
        break;
      case 0x02: // message expiry interval
        at += 4;
        break;
      case 0x03: // content type
      case 0x08: // response topic
      case 0x09: // correlation data
        if (at + 2 > propsEnd) return null;
        at += 2 + buf.readUInt16BE(at);
        break;
      case 0x0b: // subscription identifier
        if (readVarInt(buf, at, propsEnd) < 0) return null;
        at = varIntEnd;
        break;
      case 0x26: {
        // user property: a name and a value
        if (at + 2 > propsEnd) return null;
        const nameLength = buf.readUInt16BE(at);
        const nameAt = at + 2;
        const valueAt = nameAt + nameLength + 2;
        if (valueAt > propsEnd) return null;
        const valueLength = buf.readUInt16BE(valueAt - 2);
        if (valueAt + valueLength > propsEnd) return null;
        if (key === undefined && nameLength === KEY_NAME.length && bytesAt(buf, nameAt, KEY_NAME))
          key = buf.toString('utf8', valueAt, valueAt + valueLength);
        at = valueAt + valueLength;
        break;
      }
      default: // a topic alias (0x23) or a property a PUBLISH may not carry
        return null;
    }
    if (at > propsEnd) return null;
  }
  return {
    deviceId: buf.toString('utf8', idFrom, idTo),
    qos: qos as 0 | 1,
    messageId,
    key,
    payload: buf.toString('utf8', propsEnd, to),
  };
}

/** Where the last `readVarInt` ended (one value, not an object a call). */
let varIntEnd = 0;

/**
 * An MQTT variable byte integer at buf[at] (at most 4 bytes, none past `to`): its value, with its end
 * in `varIntEnd`; -1 if it runs past `to`, -2 if it is longer than 4 bytes.
 */
function readVarInt(buf: Buffer, at: number, to: number): number {
  let value = 0;
  let multiplier = 1;
  for (let i = 0; i < 4; i++) {
    if (at + i >= to) return -1;
    const byte = buf[at + i]!;
    value += (byte & 0x7f) * multiplier;
    if ((byte & 0x80) === 0) {
      varIntEnd = at + i + 1;
      return value;
    }
    multiplier *= 128;
  }
  return -2;
}

/**
 * Cuts the bytes from the broker into packets: `own` is offered each PUBLISH the bridge reads itself
 * and every other packet goes to `other` as its own bytes, in order. `own` answers false to give a
 * packet back (it then goes to `other` as well).
 */
export class PacketCutter {
  /** Bytes of a packet not complete yet, as they came. */
  private rest: Buffer[] = [];
  private restLength = 0;
  /** How many bytes that packet has in all, once its fixed header is complete (0 until then). */
  private restNeeds = 0;
  /** From the first bytes that could not be cut into packets: everything goes to `other`. */
  private lost = false;

  constructor(
    private readonly own: (publish: OwnPublish) => boolean,
    private readonly other: (bytes: Buffer) => void,
  ) {}

  push(chunk: Buffer): void {
    if (this.lost) return this.other(chunk);
    let from = 0;
    if (this.restLength > 0) {
      if (this.restNeeds === 0 || this.restLength + chunk.length < this.restNeeds) {
        this.rest.push(chunk);
        this.restLength += chunk.length;
        // A large packet is gathered once it is all here, not copied again with every chunk.
        if (this.restNeeds > 0 && this.restLength < this.restNeeds) return;
        // Its fixed header is not complete yet (at most 5 bytes): the rest is cut with the chunk.
        const buf = Buffer.concat(this.rest, this.restLength);
        this.rest = [];
        this.restLength = 0;
        return this.cut(buf, 0);
      }
      // The packet begun is completed by the chunk's first bytes: only they are copied, not the chunk.
      from = this.restNeeds - this.restLength;
      this.rest.push(chunk.subarray(0, from));
      const packet = Buffer.concat(this.rest, this.restNeeds);
      this.rest = [];
      this.restLength = 0;
      this.restNeeds = 0;
      this.cut(packet, 0);
      if (this.lost) return this.other(chunk.subarray(from));
    }
    this.cut(chunk, from);
  }

  /** Cuts buf[at, …) into packets; keeps a packet not complete yet for the next chunk. */
  private cut(buf: Buffer, at: number): void {
    /** Where the packets for `other` not handed over yet begin (they are handed over together). */
    let otherFrom = -1;
    let needs = 0;
    while (at < buf.length) {
      const length = readVarInt(buf, at + 1, buf.length);
      if (length === -2) {
        // Not MQTT any more: mqtt.js reports it (and the connection is closed).
        this.lost = true;
        if (otherFrom < 0) otherFrom = at;
        at = buf.length;
        break;
      }
      if (length < 0) break;
      const from = varIntEnd;
      const to = from + length;
      if (to > buf.length) {
        needs = to - at;
        break;
      }
      const publish = readPublish(buf, buf[at]!, from, to);
      if (publish && this.own(publish)) {
        if (otherFrom >= 0) {
          this.other(buf.subarray(otherFrom, at));
          otherFrom = -1;
        }
      } else if (otherFrom < 0) otherFrom = at;
      at = to;
    }
    if (otherFrom >= 0) this.other(buf.subarray(otherFrom, at));
    if (at < buf.length) {
      // A packet begun: kept (a copy, so the chunk it came in can be freed).
      const begun = Buffer.from(buf.subarray(at));
      this.rest.push(begun);
      this.restLength = begun.length;
      this.restNeeds = needs;
    }
  }
}

/**
 * Makes `stream` (the socket mqtt.js built for a connection) hand the PUBLISH packets `own` takes to
 * it and the rest to mqtt.js: mqtt.js reads its stream through `pipe` (once a connection), which is
 * replaced on this stream only. After each chunk, `full()` says whether the bridge wants no more
 * messages for now: reading then stops until `whenRoom` calls back.
 */
export function interceptPublishes(
  stream: NodeJS.ReadableStream,
  own: (publish: OwnPublish) => boolean,
  full: () => boolean,
  whenRoom: (then: () => void) => void,
): void {
  let held = false;
  let draining = false;
  const release = () => {
    if (!held) return;
    held = false;
    if (!draining) stream.resume();
  };
  stream.pipe = <T extends NodeJS.WritableStream>(destination: T): T => {
    const dest = destination as unknown as Writable;
    const cutter = new PacketCutter(own, (bytes) => {
      // mqtt.js reads its packets one a tick: while it has a backlog, the socket waits.
      if (!dest.write(bytes)) {
        draining = true;
        stream.pause();
      }
    });
    dest.on('drain', () => {
      draining = false;
      if (!held) stream.resume();
    });
    stream.on('data', (chunk: Buffer) => {
      cutter.push(chunk);
      if (!held && full()) {
        held = true;
        stream.pause();
        whenRoom(release);
      }
    });
    stream.once('end', () => dest.end());
    return destination;
  };
}
