import { FEEDBACK_CONTAINER, PROFILE_CONTAINER, type Role } from '@agrim/contracts';
import { bearer, PASSWORD, type TestApp } from '../../test/harness.js';
import { multipart } from '../soilTests/soilTests.testkit.js';

export { multipart, png } from '../soilTests/soilTests.testkit.js';

import { MANUAL } from '../recommendations/recommendations.testkit.js';

export { MANUAL };

export const REGION = 'Western Himalayas (J & K, H.P.)';

/** A minimal PDF (only its header matters to the server). */
export const pdf = (text = 'evidence') =>
  Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const byte of buf) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

/**
 * A zip archive of stored (uncompressed) entries, as Office files are laid out. `declare` lets an
 * entry's central-directory record claim another expanded size (a zip bomb's signature).
 */
export function zip(entries: Array<{ name: string; data?: string; declare?: number }>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8');
    const data = Buffer.from(e.data ?? '<x/>', 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(e.declare ?? data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += 30 + name.length + data.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

export const docx = () =>
  zip([{ name: '[Content_Types].xml' }, { name: '_rels/.rels' }, { name: 'word/document.xml', data: '<w:document/>' }]);
export const xlsx = () => zip([{ name: '[Content_Types].xml' }, { name: '_rels/.rels' }, { name: 'xl/workbook.xml', data: '<workbook/>' }]);

export type FileSpec = { filename: string; type: string; bytes: Buffer };

export function feedbackClient(t: TestApp) {
  const predict = async (token: string, body: Record<string, unknown> = MANUAL) => {
    const res = await t.app.inject({ method: 'POST', url: '/agri/fertilizer/recommendation/id', headers: bearer(token), payload: body });
    if (res.statusCode !== 200) throw new Error(`predict failed: ${res.body}`);
    return res.json().id as string;
  };
  const submit = (token: string, fields: Record<string, string>, files: FileSpec[] = []) => {
    const body = multipart(
      fields,
      files.map((f) => ({ field: 'files', ...f })),
    );
    return t.app.inject({
      method: 'POST',
      url: '/fertilizer/recommendation/expert/feedback',
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
  };
  const list = (token: string, query = '', own = false) =>
    t.app.inject({ url: `/fertilizer/recommendation/get/expert/feedback${own ? '/uid' : ''}${query}`, headers: bearer(token) });
  const decide = (token: string, feedback_id: string, status: string) =>
    t.app.inject({ method: 'POST', url: '/feedback/approval', headers: bearer(token), payload: { feedback_id, status } });
  const dashboard = (token: string, filter?: string) =>
    t.app.inject({ url: `/fertilizer/recommendation/feedback/dashboard${filter ? `?date_filter=${filter}` : ''}`, headers: bearer(token) });
  const sas = async (token: string, container: string = FEEDBACK_CONTAINER) => {
    const res = await t.app.inject({ url: `/generate-sas-token?container=${container}`, headers: bearer(token) });
    if (res.statusCode !== 200) throw new Error(`sas failed: ${res.body}`);
    return res.json().sas_token as string;
  };
  return { predict, submit, list, decide, dashboard, sas };
}

export const validFields = (prediction_id: string, extra: Record<string, string> = {}) => ({
  prediction_id,
  rating: '8',
  ratingReason: 'Urea suits the low nitrogen; phosphorus is fine.',
  confidenceLevel: 'High',
  ...extra,
});

/** Another account of `role` and its token. */
export async function anotherAccount(t: TestApp, email: string, role: 'Expert' | 'Admin' | 'User') {
  await t.app.services.users.create(null, { email, password: PASSWORD, role, display_name: email.split('@')[0]!, phone_number: undefined });
  const res = await t.login(email);
  return res.json().token as string;
}

export const CONTAINERS = { feedback: FEEDBACK_CONTAINER, profile: PROFILE_CONTAINER };
export type Tokens = Record<Role, string>;
