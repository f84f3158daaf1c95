/**
 * Whole hostile requests for one endpoint: path, query string, headers and body, sent by a caller
 * the access policy lets through (mostly) so the input reaches validation and the services.
 * Test support only.
 */
import type { Role } from '@agrim/contracts';
import fc from 'fast-check';
import { type Hints, NASTY_STRINGS, nastyValue, valueFor } from './fuzz.arbitraries.js';
import type { FuzzRoute, JsonSchema } from './fuzz.routes.js';

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** Who sent it, for the failure message. */
  as: string;
}

type Body = { payload?: string | Buffer; headers: Record<string, string> };

export interface Credentials {
  tokens: Record<Role, string>;
  device: { id: string; key: string };
}

/** Files that would start real work (training, dataset import, OCR) are never sent well-formed. */
export interface FuzzOptions {
  heavy: boolean;
  /** Percent of leaves replaced by a nasty value. */
  mutate: number;
}

const ROLES: readonly Role[] = ['user', 'Expert', 'Admin', 'superAdmin'];

function callerArb(route: FuzzRoute, creds: Credentials): fc.Arbitrary<{ as: string; headers: Record<string, string> }> {
  const bearer = (role: Role) => ({ as: role, headers: { authorization: `Bearer ${creds.tokens[role]}` } });
  const strangers = fc.constantFrom(
    { as: 'anonymous', headers: {} },
    { as: 'bad token', headers: { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.' } },
    { as: 'huge token', headers: { authorization: `Bearer ${'a'.repeat(20_000)}` } },
    { as: 'basic auth', headers: { authorization: 'Basic YWRtaW46YWRtaW4=' } },
    ...ROLES.map(bearer),
  );
  const rule = route.rule.roles;
  const allowed =
    rule === 'public'
      ? fc.constant({ as: 'anonymous', headers: {} })
      : rule === 'device'
        ? fc.constantFrom(
            { as: 'device', headers: { 'x-device-key': creds.device.key } },
            { as: 'device', headers: { 'x-device-key': creds.device.key } },
            { as: 'wrong device key', headers: { 'x-device-key': 'agk_wrong' } },
          )
        : fc.constantFrom(...rule.map(bearer));
  return fc.oneof({ weight: 9, arbitrary: allowed }, { weight: 1, arbitrary: strangers });
}

const asText = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'object' ? JSON.stringify(v) : String(v));
/** A lone surrogate cannot be percent-encoded; it goes as U+FFFD (raw `%ED%A0%80` is sent separately). */
const encode = (s: string) =>
  encodeURIComponent(s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'));

/** One path segment: usually encoded, sometimes raw traversal, bad percent-encoding or too long. */
function segmentArb(schema: JsonSchema, hints: Hints, name: string, o: FuzzOptions): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 12, arbitrary: valueFor(schema, hints, o.mutate, name).map((v) => encode(asText(v))) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('..', '%2e%2e', '..%2f..%2f', '%00', '%zz', '%', '%E0%A4%A', '%C0%AE', '%ED%A0%80', '.', '%20'),
    },
    { weight: 1, arbitrary: fc.constantFrom('a'.repeat(100), 'a'.repeat(5000), '1'.repeat(400), '-1', '1.5', '1e308') },
  );
}

function pathArb(route: FuzzRoute, hints: Hints, o: FuzzOptions): fc.Arbitrary<string> {
  const names = [...route.url.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]!);
  if (names.length === 0) return fc.constant(route.url);
  const props = (route.params?.properties as Record<string, JsonSchema> | undefined) ?? {};
  return fc
    .tuple(...names.map((n) => segmentArb(props[n] ?? { type: 'string' }, hints, n, o)))
    .map((values) => names.reduce((url, n, i) => url.replace(`:${n}`, values[i]!), route.url));
}

/** A query string: each parameter left out, valid, nasty or repeated; unknown parameters added. */
function queryArb(route: FuzzRoute, hints: Hints, o: FuzzOptions): fc.Arbitrary<string> {
  const props = (route.query?.properties as Record<string, JsonSchema> | undefined) ?? {};
  const required = new Set((route.query?.required as string[] | undefined) ?? []);
  const param = (name: string, schema: JsonSchema) =>
    fc.oneof(
      { weight: required.has(name) ? 1 : 3, arbitrary: fc.constant<string[]>([]) },
      { weight: 8, arbitrary: valueFor(schema, hints, o.mutate, name).map((v) => [asText(v)]) },
      { weight: 1, arbitrary: fc.array(valueFor(schema, hints, 50, name).map(asText), { minLength: 2, maxLength: 3 }) },
    );
  const known = fc.tuple(...Object.entries(props).map(([n, s]) => param(n, s).map((vs) => vs.map((v) => [n, v] as const))));
  const extra = fc.oneof(
    { weight: 8, arbitrary: fc.constant<Array<readonly [string, string]>>([]) },
    {
      weight: 1,
      arbitrary: fc.array(
        fc.tuple(fc.constantFrom('extra', '__proto__', 'constructor[prototype][x]', 'a[b]', 'deviceId[]'), nastyValue().map(asText)),
        { maxLength: 2 },
      ),
    },
  );
  const raw = fc.oneof(
    { weight: 12, arbitrary: fc.constant('') },
    { weight: 1, arbitrary: fc.constantFrom('&%zz=%zz', '&a=%', '&&&', '&=x', '&deviceId', `&q=${'%41'.repeat(2000)}`, '&a=1;b=2') },
  );
  return fc.tuple(Object.keys(props).length ? known : fc.constant([]), extra, raw).map(([k, e, r]) => {
    const pairs = [...(k as Array<Array<readonly [string, string]>>).flat(), ...e];
    const qs = pairs.map(([n, v]) => `${encode(n)}=${encode(v)}`).join('&') + r;
    return qs ? `?${qs.replace(/^&/, '')}` : '';
  });
}

/** Bodies that are wrong as a whole: not JSON, wrong type, too deep, too big, wrong content type. */
function brokenJsonBodyArb(bodyLimit: number): fc.Arbitrary<Body> {
  const json = (payload: string) => ({ payload, headers: { 'content-type': 'application/json' } });
  return fc.oneof(
    fc.constantFrom<Body>(
      json(''),
      json('{'),
      json('{"a":'),
      json('{"a":1,}'),
      json("{'a':1}"),
      json('nul'),
      json('\u0000'),
      json('[1,2'),
      json('{"__proto__":{"isAdmin":true}}'),
      json('{"constructor":{"prototype":{"isAdmin":true}}}'),
      json('null'),
      json('[]'),
      json('"text"'),
      json('12'),
      json('1e999'),
      json('{"a":NaN}'),
      json('{"a":Infinity}'),
      json('\uFEFF{}'),
      json(`${'['.repeat(20_000)}${']'.repeat(20_000)}`),
      json(`${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`),
      json(`{"a":"${'x'.repeat(bodyLimit + 1)}"}`),
      { payload: '{}', headers: { 'content-type': 'text/plain' } },
      { payload: 'a=1&b=2', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      { payload: '<a>1</a>', headers: { 'content-type': 'application/xml' } },
      { payload: '{}', headers: { 'content-type': 'multipart/form-data' } },
      { payload: '{}', headers: { 'content-type': 'application/json; charset=utf-16' } },
      { payload: '{}', headers: { 'content-type': '*/*' } },
      { payload: '{}', headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' } },
      { payload: undefined, headers: {} },
    ),
  );
}

export interface UploadSamples {
  png: Buffer;
  jpegTruncated: Buffer;
  pngBomb: Buffer;
}

function multipartBody(fields: Array<[string, string]>, files: Array<{ field: string; filename: string; type: string; bytes: Buffer }>) {
  const boundary = 'fuzzBoundary7MA4YWxkTrZu0gW';
  const parts: Buffer[] = [];
  for (const [name, value] of fields) {
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

const FIELD_NAMES = [
  'file',
  'files',
  'image',
  'images',
  'photo',
  'cv',
  'zip',
  'dataset',
  'reference_dataset',
  'fertilizer_dataset',
  'reference_files',
  'prediction_id',
  'rating',
  'comments',
  'task',
  'label',
  'n',
  'p',
  'k',
  'ph',
  'json',
  'data',
];

/** Multipart bodies (well-formed and not) with hostile fields and files, for the routes without a JSON body. */
function multipartArb(samples: UploadSamples, o: FuzzOptions): fc.Arbitrary<Body> {
  const bytes = fc.oneof(
    fc.constantFrom(
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>'),
      Buffer.from('GIF89a/*<script>alert(1)</script>*/'),
      Buffer.from('PK\u0003\u0004garbage'),
      Buffer.from('%PDF-1.4\n<script>alert(1)</script>'),
      Buffer.from('a,b\n1,2\n'),
      samples.jpegTruncated,
      samples.pngBomb,
      Buffer.alloc(0),
    ),
    fc.uint8Array({ maxLength: 300 }).map((a) => Buffer.from(a)),
    // A real picture lets the upload reach storage; never for routes that would train, import or OCR on it.
    o.heavy ? fc.constant(Buffer.from('not an image')) : fc.constant(samples.png),
  );
  const file = fc.record({
    field: fc.constantFrom(...FIELD_NAMES),
    filename: fc.constantFrom(
      'leaf.png',
      'photo.jpg',
      'x.svg',
      'x.html',
      '../../../etc/passwd',
      'a'.repeat(400) + '.png',
      '\u202Egnp.exe',
      'शीट.csv',
      '',
      '.',
      'CON',
    ),
    type: fc.constantFrom('image/png', 'image/jpeg', 'image/svg+xml', 'text/html', 'application/zip', 'application/octet-stream'),
    bytes,
  });
  const field = fc.tuple(
    fc.constantFrom(...FIELD_NAMES),
    fc.oneof(fc.constantFrom(...NASTY_STRINGS.filter((s) => s.length < 1000)), fc.string({ maxLength: 20 })),
  );
  const wellFormed = fc
    .tuple(fc.array(field, { maxLength: 4 }), fc.array(file, { maxLength: 3 }))
    .map(([fields, files]) => multipartBody(fields, files));
  return fc.oneof(
    { weight: 6, arbitrary: wellFormed },
    {
      weight: 1,
      arbitrary: fc.constantFrom<Body>(
        {
          payload: '--x\r\ncontent-disposition: form-data; name="file"\r\n\r\nabc',
          headers: { 'content-type': 'multipart/form-data; boundary=x' },
        },
        { payload: 'no boundary here', headers: { 'content-type': 'multipart/form-data' } },
        { payload: '', headers: { 'content-type': 'multipart/form-data; boundary=x' } },
        { payload: '--y--\r\n', headers: { 'content-type': 'multipart/form-data; boundary=x' } },
        { payload: '{"a":1}', headers: { 'content-type': 'application/json' } },
        { payload: undefined, headers: {} },
      ),
    },
  );
}

/** Any request for `route`. */
export function requestArb(
  route: FuzzRoute,
  creds: Credentials,
  hints: Hints,
  samples: UploadSamples,
  o: FuzzOptions & { bodyLimit: number },
): fc.Arbitrary<FuzzRequest> {
  const takesBody = !['GET', 'HEAD', 'DELETE'].includes(route.method);
  const body: fc.Arbitrary<Body> = !takesBody
    ? fc.oneof(
        { weight: 12, arbitrary: fc.constant({ payload: undefined, headers: {} }) },
        { weight: 1, arbitrary: brokenJsonBodyArb(o.bodyLimit) },
      )
    : route.body
      ? fc.oneof(
          {
            weight: 10,
            // Half fully valid-shaped (reaching the services), half with nasty leaves and keys.
            arbitrary: fc
              .oneof(valueFor(route.body, hints, 0), valueFor(route.body, hints, o.mutate))
              .map((v) => ({ payload: JSON.stringify(v) ?? 'null', headers: { 'content-type': 'application/json' } })),
          },
          { weight: 2, arbitrary: brokenJsonBodyArb(o.bodyLimit) },
          { weight: 1, arbitrary: multipartArb(samples, o) },
        )
      : fc.oneof({ weight: 4, arbitrary: multipartArb(samples, o) }, { weight: 1, arbitrary: brokenJsonBodyArb(o.bodyLimit) });
  return fc.tuple(callerArb(route, creds), pathArb(route, hints, o), queryArb(route, hints, o), body).map(([caller, path, query, b]) => ({
    method: route.method,
    url: path + query,
    headers: { ...caller.headers, ...b.headers },
    payload: b.payload,
    as: caller.as,
  }));
}
