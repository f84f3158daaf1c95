import { FEEDBACK_CONTAINER, PROFILE_CONTAINER, type Role } from '@agrim/contracts';
import { bearer, PASSWORD, type TestApp } from './harness.js';
import { multipart } from './soilTests.testkit.js';
import { buildZip } from './zip.js';

export { multipart, png } from './soilTests.testkit.js';

import { MANUAL } from './recommendations.testkit.js';

export { MANUAL };

export const REGION = 'Western Himalayas (J & K, H.P.)';

/** A minimal PDF (only its header matters to the server). */
export const pdf = (text = 'evidence') =>
  Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);

/**
 * A zip archive of stored (uncompressed) entries, as Office files are laid out. `declare` lets an
 * entry's headers claim another expanded size (a zip bomb's signature).
 */
export function zip(entries: Array<{ name: string; data?: string; declare?: number }>): Buffer {
  return buildZip(
    entries.map((e) => ({ name: e.name, data: Buffer.from(e.data ?? '<x/>', 'utf8'), method: 'store', declaredSize: e.declare })),
  );
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
  const submit = (token: string, fields: Record<string, string>, files: FileSpec[] = [], headers: Record<string, string> = {}) => {
    const body = multipart(
      fields,
      files.map((f) => ({ field: 'files', ...f })),
    );
    return t.app.inject({
      method: 'POST',
      url: '/fertilizer/recommendation/expert/feedback',
      headers: { ...bearer(token), ...body.headers, ...headers },
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
