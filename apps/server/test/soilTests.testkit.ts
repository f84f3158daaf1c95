import { deflateSync } from 'node:zlib';
import { expect } from 'vitest';
import { bearer, type TestApp } from './harness.js';

/** A real, tiny PNG (w×h, red), built by hand so the tests need no image files. */
export function png(width = 2, height = 2): Buffer {
  const crc = (buf: Buffer) => {
    let c = ~0;
    for (const byte of buf) {
      c ^= byte;
      for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
    }
    return ~c >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) raw[y * (width * 3 + 1) + 1 + x * 3] = 255;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A multipart/form-data body of fields and files. */
export function multipart(fields: Record<string, string>, files: Array<{ field: string; filename: string; type: string; bytes: Buffer }>) {
  const boundary = `----agrim${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const f of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${f.field}"; filename="${f.filename}"\r\ncontent-type: ${f.type}\r\n\r\n`,
      ),
      f.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A farm with the given farmers, one device, and a way to deliver readings at any instant. */
export async function farmWithDevice(t: TestApp, adminToken: string, name: string, memberEmails: string[]) {
  const farm = await t.app.inject({ method: 'POST', url: '/api/farms', headers: bearer(adminToken), payload: { name } });
  const farmId = farm.json().data.id as string;
  for (const email of memberEmails) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/farms/${farmId}/members`,
      headers: bearer(adminToken),
      payload: { email },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  const device = await t.app.inject({
    method: 'POST',
    url: `/api/farms/${farmId}/devices`,
    headers: bearer(adminToken),
    payload: { name: `${name} probe` },
  });
  const deviceId = device.json().data.id as string;
  const deliver = async (at: Date, overrides: Record<string, number> = {}) => {
    const r = await t.app.services.ingest.ingest(
      deviceId,
      [
        {
          timestamp: at.toISOString(),
          nitrogen: 31,
          phosphorus: 17,
          potassium: 24,
          temperature: 26.5,
          moisture: 33,
          conductivity: 410,
          ph: 6.9,
          ...overrides,
        },
      ],
      at,
    );
    expect(r.rejected).toEqual([]);
  };
  return { farmId, deviceId, deliver };
}

export function steps(t: TestApp, token: string) {
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  return {
    start: (
      body: object = { soiltype: 'Black', soil_type: 'Black', user_id: 1, depth_cm: 15, latitude: 22.719568, longitude: 75.857727 },
    ) => call('POST', '/api/v1/soil_test/start', body),
    probe: (id: number) => call('PUT', `/api/v1/soil_test/${id}/probe`, { probe_placed: true, placement_validated: true }),
    confirm: (id: number) => call('PUT', `/api/v1/soil_test/${id}/confirm`, { test_confirmed: true }),
    abort: (id: number, reason = 'Rain started') => call('PUT', `/api/v1/soil_test/${id}/abort`, { reason }),
    results: (
      id: number,
      body: object = { n: 30, p: 16, k: 22, moisture_percent: 31, temperature_c: 25, electrical_conductivity: 400, ph: 7 },
    ) => call('PUT', `/api/v1/soil_test/${id}/results`, body),
    get: (id: number) => call('GET', `/api/v1/soil_test/${id}`),
    list: (query = '') => call('GET', `/api/v1/soil_test${query}`),
  };
}

/**
 * A soil test run to the end by the server's own clock: started, probed and confirmed by `token`'s farmer,
 * the farm's probe reading at the end of the run (`durationMs`, the app's SOIL_TEST_DURATION_MS); its id.
 */
export async function completedTest(
  t: TestApp,
  token: string,
  farm: Awaited<ReturnType<typeof farmWithDevice>>,
  durationMs: number,
  soil_type = 'Black',
): Promise<number> {
  const s = steps(t, token);
  const started = await s.start({ soil_type, depth_cm: 15 });
  expect(started.statusCode, started.body).toBe(200);
  const id = started.json().test_id as number;
  await s.probe(id);
  const confirmed = await s.confirm(id);
  const startedAt = Date.parse(confirmed.json().timer_started_at);
  await farm.deliver(new Date(startedAt + durationMs));
  await t.app.services.soilTests.tick(new Date(startedAt + durationMs + 500));
  return id;
}
