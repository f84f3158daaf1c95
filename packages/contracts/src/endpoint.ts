import type { z } from 'zod';
import { errorResponseSchema } from './errors.js';
import type { Role } from './roles.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `device`: the caller is a sensor device proving itself with its key (X-Device-Key). */
export type Audience = 'public' | 'device' | readonly Role[];

/**
 * The named ownership rules an endpoint's access may add to its roles. Each kind is enforced
 * differently, and the server maps every name to what enforces it (access/ownership.ts):
 * - `record`: the request names a record (in its path, query or body); the guard runs a function
 *   that refuses a record the caller does not own (404, as if it did not exist) before the handler.
 * - `self`: the endpoint names no record; it acts on, or records as, the caller. The server refuses
 *   to start if such an endpoint takes a path parameter.
 * - `scope`: a list or link narrowed to what the caller owns; the service filters by the caller.
 * - `credential`: the credential itself names the owner (a refresh cookie, a one-time token, a
 *   device key, a signed link); the guard or handler verifies it.
 * `text` is how the OpenAPI document and the access matrix describe the rule.
 */
export const OWNERSHIP_RULES = {
  ownDevice: { kind: 'record', text: "a device of the caller's farms (staff: any device)" },
  ownProbe: { kind: 'record', text: 'a device of the caller’s farms' },
  ownTest: { kind: 'record', text: 'own test (staff: any test)' },
  ownCardReading: { kind: 'record', text: 'own card reading' },
  ownFarm: { kind: 'record', text: 'one of the caller’s farms, named by farmId (Admin, superAdmin: any)' },
  ownAlertRule: {
    kind: 'record',
    text: 'an alert rule of the caller’s farms (Admin, superAdmin: any farm’s), or the caller’s own staff rule',
  },
  ownAlarm: { kind: 'record', text: 'an alarm of the caller’s farms (Admin, superAdmin: any farm’s), or of the caller’s own staff rule' },
  ownTests: { kind: 'scope', text: 'own tests (staff: everyone’s)' },
  outranked: { kind: 'record', text: 'another account whose role is strictly below the caller’s' },
  ownAccount: { kind: 'self', text: 'own account' },
  ownProfile: { kind: 'self', text: 'own profile' },
  recordedAsCaller: { kind: 'self', text: 'recorded as the caller' },
  oneFeedbackPerPrediction: { kind: 'self', text: 'recorded as the caller; one per Expert and prediction' },
  recordedAsDecider: { kind: 'self', text: 'recorded as the decider' },
  recordedAsImporter: { kind: 'self', text: 'recorded as the importer' },
  callerFarms: { kind: 'scope', text: "the caller's farms (staff: all)" },
  ownFeedback: { kind: 'scope', text: 'own feedback' },
  expertOwnFigures: { kind: 'scope', text: 'Expert: own feedback figures; predictions are everyone’s' },
  ownTestLinks: { kind: 'scope', text: 'links to the caller’s own files (staff: all)' },
  ownFileLinks: { kind: 'scope', text: 'links to the caller’s own files (Admin, superAdmin: all)' },
  refreshCookie: { kind: 'credential', text: 'holder of the refresh cookie' },
  oneTimeToken: { kind: 'credential', text: 'holder of the one-time token' },
  deviceKey: { kind: 'credential', text: 'the device the key belongs to' },
  signedLink: { kind: 'credential', text: 'holder of a valid signed link for the file’s owner' },
} as const satisfies Record<string, { kind: 'record' | 'self' | 'scope' | 'credential'; text: string }>;

export type OwnershipRule = keyof typeof OWNERSHIP_RULES;
export type RecordRule = { [K in OwnershipRule]: (typeof OWNERSHIP_RULES)[K]['kind'] extends 'record' ? K : never }[OwnershipRule];

export interface AccessRule {
  roles: Audience;
  owner?: OwnershipRule;
}

/**
 * One endpoint, declared once: the server registers its route from this entry, the guard enforces
 * `access`, the OpenAPI document describes it, and the web client calls it by this entry.
 */
export interface EndpointSpec {
  method: HttpMethod;
  path: string;
  tags: readonly string[];
  summary: string;
  description?: string;
  consumes?: readonly string[];
  produces?: readonly string[];
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Every answer by status code, errors included (`errorResponses`). */
  response: Readonly<Record<number, z.ZodType>>;
  /** A stream (`text/event-stream`): each event it sends, by name, with the schema of its data (`liveEvents.ts`). */
  events?: Readonly<Record<string, z.ZodType>>;
  access: AccessRule;
}

/** An entry that is a live stream: it declares its events. */
export type StreamEndpoint = EndpointSpec & { events: Readonly<Record<string, z.ZodType>> };
/** The data of each event of stream `E`, by event name, as sent (`input`) and as received (`output`). */
export type StreamEventsIn<E extends StreamEndpoint> = { [K in keyof E['events']]: z.input<E['events'][K]> };
export type StreamEventsOut<E extends StreamEndpoint> = { [K in keyof E['events']]: z.output<E['events'][K]> };

/** Keeps the entry's exact types, so handlers and the web client are typed from it. */
export const endpoint = <const E extends EndpointSpec>(spec: E): E => spec;

/** A group of endpoints: the catalogue file `endpoints/<group>.ts` and the server folder `<group>/` share its name. */
export type EndpointGroup = Readonly<Record<string, EndpointSpec>>;

/** The error answers of an endpoint, all in the one error shape. */
export function errorResponses<const S extends readonly number[]>(...statuses: S): { [K in S[number]]: typeof errorResponseSchema } {
  return Object.fromEntries(statuses.map((s) => [s, errorResponseSchema])) as { [K in S[number]]: typeof errorResponseSchema };
}

/** `"METHOD /path"`, how the access matrix and logs name an endpoint. */
export const endpointKey = (e: Pick<EndpointSpec, 'method' | 'path'>): string => `${e.method} ${e.path}`;

/** The path with its `:name` parameters filled in (URI-encoded); throws when one is missing. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** A query string (with its `?`) of the defined values; arrays repeat the name. Empty when none. */
export function queryString(query: Record<string, unknown> = {}): string {
  const q = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    for (const v of Array.isArray(value) ? value : [value]) q.append(name, String(v));
  }
  const text = q.toString();
  return text ? `?${text}` : '';
}

type Field<E, K extends 'params' | 'query' | 'body'> = E extends { [P in K]: infer S extends z.ZodType } ? z.input<S> : undefined;

/** What a client sends to call `E`: only the parts the entry declares. */
export type EndpointInput<E extends EndpointSpec> = (Field<E, 'params'> extends undefined ? unknown : { params: Field<E, 'params'> }) &
  (Field<E, 'query'> extends undefined ? unknown : Part<'query', Field<E, 'query'>>) &
  (Field<E, 'body'> extends undefined ? unknown : Part<'body', Field<E, 'body'>>);
/** Optional when every field of it is. */
type Part<K extends string, T> = object extends T ? { [P in K]?: T } : { [P in K]: T };

type SuccessStatus<E extends EndpointSpec> = Extract<keyof E['response'], 200 | 201 | 202>;
/** The schema of the endpoint's success answer. */
export type SuccessSchema<E extends EndpointSpec> = E['response'][SuccessStatus<E>];
/** What a client receives from `E` on success. */
export type EndpointOutput<E extends EndpointSpec> = SuccessSchema<E> extends z.ZodType ? z.output<SuccessSchema<E>> : unknown;

/** The success schema of an entry, to validate what the server answered. */
export function successSchema(e: EndpointSpec): z.ZodType | undefined {
  return e.response[200] ?? e.response[201] ?? e.response[202];
}

/** The URL of a call: path parameters filled, query appended. */
export function urlOf(e: EndpointSpec, input: { params?: unknown; query?: unknown } = {}): string {
  return fillPath(e.path, input.params as Record<string, string | number>) + queryString(input.query as Record<string, unknown>);
}
