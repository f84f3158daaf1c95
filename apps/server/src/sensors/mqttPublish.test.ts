import { describe, expect, it } from 'vitest';
import { type OwnPublish, PacketCutter, readPublish } from './mqttPublish.js';

const ID = '0e4c7a9b-1f5e-4c3a-9d2b-6a1f0c3e5b7d';
const TOPIC = `agrim/${ID}/readings`;

const u16 = (n: number) => Buffer.from([n >> 8, n & 0xff]);
const str = (s: string) => Buffer.concat([u16(Buffer.byteLength(s)), Buffer.from(s)]);
function varInt(n: number): Buffer {
  const out: number[] = [];
  do {
    let byte = n % 128;
    n = Math.floor(n / 128);
    if (n > 0) byte |= 0x80;
    out.push(byte);
  } while (n > 0);
  return Buffer.from(out);
}
const userProperty = (name: string, value: string) => Buffer.concat([Buffer.from([0x26]), str(name), str(value)]);

/** An MQTT 5 PUBLISH as the spec lays it out (section 3.3), written by hand rather than by the code under test. */
function publish(o: { topic?: string; qos?: number; id?: number; properties?: Buffer[]; payload?: string; flags?: number }): Buffer {
  const qos = o.qos ?? 1;
  const props = Buffer.concat(o.properties ?? [userProperty('x-device-key', 'secret')]);
  const body = Buffer.concat([
    str(o.topic ?? TOPIC),
    qos > 0 ? u16(o.id ?? 7) : Buffer.alloc(0),
    varInt(props.length),
    props,
    Buffer.from(o.payload ?? '{"readings":[]}'),
  ]);
  return Buffer.concat([Buffer.from([0x30 | (qos << 1) | (o.flags ?? 0)]), varInt(body.length), body]);
}

function read(packet: Buffer): OwnPublish | null {
  let at = 1;
  while (packet[at]! & 0x80) at++;
  return readPublish(packet, packet[0]!, at + 1, packet.length);
}

describe("the bridge's own reading of a PUBLISH", () => {
  it('reads the device (the topic being agrim/<device>/readings), QoS, packet id, the device key and the payload', () => {
    expect(read(publish({ id: 513, payload: '{"a":"é"}' }))).toEqual({
      deviceId: ID,
      qos: 1,
      messageId: 513,
      key: 'secret',
      payload: '{"a":"é"}',
    });
    expect(read(publish({ qos: 0 }))).toMatchObject({ qos: 0, messageId: undefined, key: 'secret' });
    // DUP and RETAIN change nothing the bridge reads.
    expect(read(publish({ flags: 0b1001 }))).toMatchObject({ qos: 1, key: 'secret' });
  });

  it('takes the first x-device-key among other properties, and none when it is missing', () => {
    const props = [
      Buffer.from([0x01, 1]), // payload format indicator
      Buffer.from([0x02, 0, 0, 0, 60]), // message expiry
      Buffer.concat([Buffer.from([0x03]), str('application/json')]),
      Buffer.concat([Buffer.from([0x08]), str('agrim/x/replies')]),
      Buffer.concat([Buffer.from([0x09]), u16(3), Buffer.from([1, 2, 3])]),
      Buffer.concat([Buffer.from([0x0b]), varInt(300)]),
      userProperty('x-device-ke', 'not it'),
      userProperty('x-device-key', 'first'),
      userProperty('x-device-key', 'second'),
    ];
    expect(read(publish({ properties: props }))).toMatchObject({ key: 'first', payload: '{"readings":[]}' });
    expect(read(publish({ properties: [] }))).toMatchObject({ key: undefined });
    expect(read(publish({ properties: [userProperty('X-Device-Key', 'other case')] }))).toMatchObject({ key: undefined });
  });

  it('leaves to mqtt.js: QoS 2, other topics, topic aliases, unknown properties, packet id 0, lengths that do not fit', () => {
    expect(read(publish({ qos: 2 }))).toBeNull();
    expect(read(publish({ qos: 3 }))).toBeNull();
    for (const topic of [
      `agrim/${ID}/valve/ack`,
      `agrim/${ID}/readings/x`,
      'agrim//readings',
      'agrim/a/b/readings',
      '$SYS/broker/uptime',
      'agrim/+/readings',
      'x',
    ])
      expect(read(publish({ topic })), topic).toBeNull();
    expect(read(publish({ properties: [Buffer.from([0x23, 0, 1])] }))).toBeNull();
    expect(read(publish({ properties: [Buffer.from([0x11, 0, 0, 0, 1])] }))).toBeNull();
    expect(read(publish({ id: 0 }))).toBeNull();
    // A property running past the properties' length, and properties longer than the packet.
    const short = publish({ properties: [Buffer.from([0x02, 0, 0])] });
    expect(read(short)).toBeNull();
    const props = Buffer.concat([Buffer.from([0x26]), u16(12), Buffer.from('x-device-key'), u16(50), Buffer.from('abc')]);
    expect(read(publish({ properties: [props] }))).toBeNull();
    const body = Buffer.concat([str(TOPIC), u16(1), varInt(200), Buffer.from('{}')]);
    const tooLong = Buffer.concat([Buffer.from([0x32]), varInt(body.length), body]);
    expect(read(tooLong)).toBeNull();
    // Another packet type.
    expect(readPublish(Buffer.from([0x40, 2, 0, 1]), 0x40, 2, 4)).toBeNull();
  });
});

describe('cutting the broker’s bytes into packets', () => {
  const suback = Buffer.from([0x90, 4, 0, 1, 0, 1]);
  const pingresp = Buffer.from([0xd0, 0]);
  const big = publish({
    id: 9,
    payload: JSON.stringify({ readings: Array.from({ length: 40 }, (_, i) => ({ i, pad: 'x'.repeat(100) })) }),
  });
  const stream = [
    suback,
    publish({ id: 1 }),
    publish({ id: 2, qos: 2 }),
    pingresp,
    publish({ id: 3 }),
    big,
    publish({ id: 4, topic: `agrim/${ID}/valve/ack` }),
    publish({ id: 5 }),
  ];
  const bytes = Buffer.concat(stream);

  function cut(chunks: Buffer[], take = () => true) {
    const own: number[] = [];
    const other: Buffer[] = [];
    const cutter = new PacketCutter(
      (p) => {
        if (!take()) return false;
        own.push(p.messageId!);
        return true;
      },
      (b) => other.push(Buffer.from(b)),
    );
    for (const c of chunks) cutter.push(c);
    return { own, other: Buffer.concat(other) };
  }

  it('hands the readings to the bridge and every other packet, whole and in order, to mqtt.js, however the bytes arrive', () => {
    const expectedOther = Buffer.concat([suback, stream[2]!, pingresp, stream[6]!]);
    expect(cut([bytes])).toEqual({ own: [1, 3, 9, 5], other: expectedOther });
    for (const size of [1, 2, 3, 7, 64, 1000]) {
      const chunks: Buffer[] = [];
      for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
      expect(cut(chunks), `chunks of ${size}`).toEqual({ own: [1, 3, 9, 5], other: expectedOther });
    }
    // Split at every byte.
    for (let at = 1; at < bytes.length; at++) expect(cut([bytes.subarray(0, at), bytes.subarray(at)]).own).toEqual([1, 3, 9, 5]);
  });

  it('gives mqtt.js a reading the bridge turns down', () => {
    expect(cut([bytes], () => false)).toEqual({ own: [], other: bytes });
  });

  it('hands everything to mqtt.js from a remaining length longer than 4 bytes on (mqtt.js reports it)', () => {
    const broken = Buffer.from([0x30, 0xff, 0xff, 0xff, 0xff, 0x01]);
    const first = publish({ id: 1 });
    const after = publish({ id: 2 });
    expect(cut([first, broken, after])).toEqual({ own: [1], other: Buffer.concat([broken, after]) });
  });
});
