/**
 * Every upload endpoint against the same hostile files (issue 11): each file is refused with a 4xx
 * in the error shape, or accepted and made harmless — served back only as an attachment, with
 * nosniff, never as HTML or SVG. Per-endpoint details (exact codes, messages) live beside each
 * feature's own tests; this is the cross-endpoint matrix.
 */
import {
  FEEDBACK_CONTAINER,
  IMAGE_UPLOAD_MAX_BYTES,
  PROFILE_CONTAINER,
  type Role,
  SOIL_TEST_IMAGE_CONTAINER,
  DATASET_UPLOAD_MAX_BYTES,
} from '@agrim/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, EMAILS, startSeededApp } from '../../test/harness.js';
import { MANUAL } from '../../test/recommendations.testkit.js';
import { farmWithDevice, multipart, steps } from '../../test/soilTests.testkit.js';
import { IMAGE_ANALYSIS_CONTAINER } from '../imageAnalysis/analysis.service.js';
import { type AttackFile, attackFiles, overCap, zipBombs } from '../../test/uploadAttacks.files.js';

const UPLOAD_CAP = 64 * 1024;
let t: Awaited<ReturnType<typeof startSeededApp>>;
let tokens: Record<Role, string>;
let files: AttackFile[];

beforeAll(async () => {
  t = await startSeededApp({ UPLOAD_MAX_BYTES: String(UPLOAD_CAP), SOIL_TEST_DURATION_MS: '600000' });
  tokens = t.tokens;
  files = await attackFiles();
  const farm = await farmWithDevice(t, tokens.Admin, 'Attack farm', [EMAILS.user]);
  await farm.deliver(new Date());
});
afterAll(() => t.close());

interface Target {
  name: string;
  role: Role;
  field: string;
  cap: number;
  /** The URL and text fields for one upload (a fresh soil test or prediction where one is used up). */
  prepare(): Promise<{ url: string; method?: 'POST' | 'PUT'; fields?: Record<string, string> }>;
  /** Where the stored files are linked when the upload's own answer does not carry the links. */
  linkedFrom?: string;
}

let soilTestId: number | null = null;
/** Outcome of each target × file: the status, and how many stored files were fetched back. */
const outcomes: Array<{ target: string; file: string; status: number; served: number }> = [];
const targets: Target[] = [
  {
    name: 'soil test images',
    role: 'user',
    field: 'images',
    cap: UPLOAD_CAP,
    async prepare() {
      // A test holds at most 5 images: every upload gets a fresh one.
      const s = steps(t, tokens.user);
      if (soilTestId !== null) await s.abort(soilTestId);
      const res = await s.start();
      expect(res.statusCode, res.body).toBe(200);
      soilTestId = res.json().test_id as number;
      return { url: `/api/v1/soil_test/${soilTestId}/images` };
    },
  },
  {
    name: 'Soil Health Card photo',
    role: 'user',
    field: 'file',
    cap: UPLOAD_CAP,
    prepare: async () => ({ url: '/api/v1/fert/prediction/shc', fields: { language: 'english', crop_type: 'Maize', soil_type: 'Black' } }),
  },
  {
    name: 'profile dataset',
    role: 'Expert',
    field: 'reference_dataset',
    cap: UPLOAD_CAP,
    prepare: async () => ({ url: '/api/v1/upload/data' }),
  },
  { name: 'profile CV', role: 'Expert', field: 'cv', cap: UPLOAD_CAP, prepare: async () => ({ url: '/api/v1/upload/data' }) },
  {
    name: 'feedback reference file',
    role: 'Expert',
    field: 'files',
    cap: UPLOAD_CAP,
    linkedFrom: '/fertilizer/recommendation/get/expert/feedback/uid?page_size=100',
    async prepare() {
      // One feedback per Expert and prediction: a fresh prediction each time.
      const res = await t.app.inject({
        method: 'POST',
        url: '/agri/fertilizer/recommendation/id',
        headers: bearer(tokens.user),
        payload: MANUAL,
      });
      expect(res.statusCode, res.body).toBe(200);
      return {
        url: '/fertilizer/recommendation/expert/feedback',
        fields: { prediction_id: res.json().id as string, rating: '7', ratingReason: 'Checked against the card.', confidenceLevel: 'High' },
      };
    },
  },
  ...[
    '/get/soil/type/predict',
    '/get/soil/test/analysis',
    '/get/soyabean/disease/prediction',
    '/get/tomato/disease/prediction',
    '/get/soyabean/seed/prediction',
  ].map((url): Target => ({
    name: `image analysis ${url}`,
    role: 'Admin',
    field: 'file',
    cap: IMAGE_UPLOAD_MAX_BYTES,
    prepare: async () => ({ url }),
  })),
  {
    name: 'image model training zip',
    role: 'Admin',
    field: 'file',
    // Its 200 MB cap is tested with a small cap in imageAnalysis/trainingUpload.test.ts.
    cap: 0,
    prepare: async () => ({ url: '/api/v1/ml/image-models/train', fields: { task: 'seed-quality', name: `attack-${Date.now()}` } }),
  },
  {
    name: 'dataset import',
    role: 'Admin',
    field: 'file',
    cap: DATASET_UPLOAD_MAX_BYTES,
    prepare: async () => ({ url: '/api/v1/datasets/rainfall/import' }),
  },
];

async function upload(target: Target, file: Pick<AttackFile, 'filename' | 'type' | 'bytes'>) {
  const { url, method = 'POST', fields = {} } = await target.prepare();
  const body = multipart(fields, [{ field: target.field, ...file }]);
  return t.app.inject({ method, url, headers: { ...bearer(tokens[target.role]), ...body.headers }, payload: body.payload });
}

function expectErrorShape(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, res.body).toBeLessThan(500);
  const body = res.json();
  expect(Object.keys(body).sort()).toEqual(['code', 'message', 'status']);
  expect(body.status).toBe('error');
}

/** Every stored-file link in an answer (`/api/files/<container>/<name>`). */
function storedLinks(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') {
    const m = /^\/api\/files\/[\w-]+\/[^?#]+/.exec(value);
    if (m) out.push(m[0]);
  } else if (Array.isArray(value)) for (const v of value) storedLinks(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) storedLinks(v, out);
  else return out;
  // Some answers carry link lists as JSON text (the profile's datasets).
  if (typeof value === 'string' && value.startsWith('[')) {
    try {
      storedLinks(JSON.parse(value), out);
    } catch {
      // Not JSON: plain text.
    }
  }
  return out;
}

async function sasFor(container: string, role: Role): Promise<string> {
  const url =
    container === SOIL_TEST_IMAGE_CONTAINER
      ? `/api/v1/soil_test/generate-sas-token?container=${container}`
      : `/generate-sas-token?container=${container}`;
  const res = await t.app.inject({ url, headers: bearer(tokens[role === 'user' ? 'Admin' : role]) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().sas_token as string;
}

/** An accepted file must come back inert: attachment, nosniff, a sandbox, and never an active type. */
async function expectServedHarmlessly(res: LightMyRequestResponse, role: Role, linkedFrom?: string) {
  const answer = linkedFrom ? (await t.app.inject({ url: linkedFrom, headers: bearer(tokens[role]) })).json() : res.json();
  const links = [...new Set(storedLinks(answer))];
  for (const link of links) {
    const container = link.split('/')[3]!;
    expect([SOIL_TEST_IMAGE_CONTAINER, FEEDBACK_CONTAINER, PROFILE_CONTAINER, IMAGE_ANALYSIS_CONTAINER]).toContain(container);
    const served = await t.app.inject({ url: `${link}?${await sasFor(container, role)}` });
    expect(served.statusCode, `${link}: ${served.body.slice(0, 200)}`).toBe(200);
    expect(served.headers['content-disposition'], link).toMatch(/^attachment; /);
    expect(served.headers['x-content-type-options'], link).toBe('nosniff');
    expect(served.headers['content-security-policy'], link).toContain('sandbox');
    expect(String(served.headers['content-type']), link).not.toMatch(/html|svg|xml|javascript/i);
  }
  return links.length;
}

describe.each(targets)('upload attacks on $name', (target) => {
  it.each([
    ['SVG with a script'],
    ['SVG with a script, renamed .png'],
    ['HTML renamed .jpg'],
    ['GIF/HTML polyglot'],
    ['JPEG with a trailing ZIP (polyglot)'],
    ['JPEG with trailing HTML (polyglot)'],
    ['PDF carrying HTML (polyglot)'],
    ['truncated JPEG'],
    ['PNG claiming 20,000×20,000 pixels'],
    ['JPEG claiming 20,000×20,000 pixels'],
    ['empty file'],
  ])('%s: refused in the error shape, or stored and served harmlessly', async (name) => {
    const file = files.find((f) => f.name === name)!;
    const res = await upload(target, file);
    const outcome = { target: target.name, file: name, status: res.statusCode, served: 0 };
    outcomes.push(outcome);
    // Active content is refused outright everywhere; so are decompression bombs and empty files.
    if (file.markup || /20,000|empty/.test(name)) return expectErrorShape(res);
    if (res.statusCode >= 400) return expectErrorShape(res);
    expect(res.statusCode, res.body).toBeLessThan(300);
    outcome.served = await expectServedHarmlessly(res, target.role, target.linkedFrom);
  });

  it.runIf(target.cap > 0)('one byte over the size cap: 413 in the error shape', async () => {
    const res = await upload(target, await overCap(target.cap));
    expectErrorShape(res);
    expect(res.statusCode).toBe(413);
  });
});

describe('zip bombs on the image model training upload', () => {
  it.each(zipBombs().map((b) => [b.name, b.bytes] as const))('%s: refused, and no training job is queued', async (_name, bytes) => {
    const before = (await t.app.inject({ url: '/api/v1/ml/image-models/jobs', headers: bearer(tokens.Admin) })).json();
    const res = await upload(
      targets.find((x) => x.name === 'image model training zip')!,
      { filename: 'dataset.zip', type: 'application/zip', bytes },
    );
    expectErrorShape(res);
    const after = (await t.app.inject({ url: '/api/v1/ml/image-models/jobs', headers: bearer(tokens.Admin) })).json();
    expect(after).toEqual(before);
  });
});

describe('the matrix really exercised storage', () => {
  it('every endpoint was tried with every file, and accepted files were fetched back', () => {
    if (process.env.UPLOAD_ATTACKS_TABLE) console.table(outcomes);
    expect(outcomes).toHaveLength(targets.length * files.length);
    expect(outcomes.filter((o) => o.served > 0).length).toBeGreaterThanOrEqual(3);
  });

  it('the JPEG+ZIP polyglot is accepted as a soil test image and served as an attachment', async () => {
    const res = await upload(
      targets[0]!,
      files.find((f) => f.name === 'JPEG with a trailing ZIP (polyglot)')!,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await expectServedHarmlessly(res, 'user')).toBe(1);
  });
});
