import {
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  type EndpointInput,
  type EndpointOutput,
  type EndpointSpec,
  type ErrorCode,
  endpointKey,
  readErrorResponse,
  successSchema,
  urlOf,
} from '@agrim/contracts';
// The auth entries alone: the whole catalogue would put every schema on the sign-in screen.
import { auth as authEndpoints } from '@agrim/contracts/endpoints/auth';
import { noteAnswer } from './pwa/connection';
import { clearSession, getSession, saveSession } from './session';
import { languageOf } from './language';

/** A failed call: `status` 0 means the server was not reached. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'NETWORK',
    message: string,
    /** The server's Retry-After, when it sent one (busy, or the same request still being handled). */
    readonly retryAfter: string | null = null,
  ) {
    super(message);
  }
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Send the bearer token and renew it once on 401; true for every call but sign-in. */
  auth?: boolean;
  signal?: AbortSignal;
}

let refreshing: Promise<boolean> | null = null;

/** auth.refresh: exchanges the HttpOnly refresh cookie for a new access token; concurrent callers share one try. */
export function refreshSession(): Promise<boolean> {
  refreshing ??= (async () => {
    try {
      const res = await fetch(urlOf(authEndpoints.refresh), {
        method: 'POST',
        credentials: 'same-origin',
        headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
      });
      if (!res.ok) return false;
      saveSession(await checkAnswer(authEndpoints.refresh, await res.json()));
      return true;
    } catch {
      return false;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

/**
 * fetch with the bearer token (renewed once on 401) that throws ApiError for any failure. For what
 * the JSON client cannot do: response headers, multipart bodies, file downloads.
 */
export async function authedFetch(path: string, init: RequestInit = {}, auth = true): Promise<Response> {
  const send = async () => {
    const headers = new Headers(init.headers);
    const token = getSession().token;
    if (auth && token) headers.set('authorization', `Bearer ${token}`);
    // The server refuses cookie-authorised calls (refresh, logout) without it: see auth/csrf.ts.
    headers.set(CSRF_HEADER, CSRF_HEADER_VALUE);
    // Error messages come back in the screen's language where the server has them in it.
    if (!headers.has('accept-language')) headers.set('accept-language', languageOf(document.documentElement.lang));
    try {
      return await fetch(path, { ...init, headers, credentials: 'same-origin' });
    } catch (err) {
      if ((err as Error).name === 'AbortError') throw err;
      throw new ApiError(0, 'NETWORK', 'Could not reach the server.');
    }
  };
  let res = await send();
  noteAnswer(res);
  if (res.status === 401 && auth && (await aboutTheToken(res))) {
    if (await refreshSession()) res = await send();
    else clearSession('ended');
  }
  if (!res.ok) {
    const error = readErrorResponse(safeJson(await res.text()));
    const retryAfter = res.headers.get('retry-after');
    if (error) throw new ApiError(res.status, error.code, error.message, retryAfter);
    throw new ApiError(res.status, 'INTERNAL', `The server answered ${res.status}.`, retryAfter);
  }
  return res;
}

export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await authedFetch(
    path,
    {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    },
    options.auth !== false,
  );
  const text = await res.text();
  return (text ? safeJson(text) : undefined) as T;
}

interface CallOptions {
  signal?: AbortSignal;
  /** Send the bearer token and renew it once on 401; false only for sign-in. */
  auth?: boolean;
  /** More request headers (an Idempotency-Key, say). */
  headers?: Record<string, string>;
}

/**
 * Development and test builds check every answer against its catalogue entry, so a server and a
 * screen that drift apart fail loudly instead of drawing nothing. Production trusts the server.
 */
export const VALIDATE = import.meta.env.DEV || import.meta.env.VITE_VALIDATE_API === 'true';

let catalogue: Promise<Map<string, EndpointSpec>> | undefined;
/**
 * The entry with its schemas: the build gives the app each group's routes alone
 * (scripts/schemaFreeApp.ts), so the checks load the whole catalogue on first use.
 */
export async function withSchemas(e: EndpointSpec): Promise<EndpointSpec | undefined> {
  // Unreachable in production, so that the build drops the catalogue's chunk: while any code could import it,
  // the contracts modules the first screens share kept every schema (and zod) for it.
  if (!VALIDATE) return undefined;
  catalogue ??= import('@agrim/contracts/endpoints/index').then(({ endpoints }) => {
    const entries = Object.values(endpoints).flatMap((group) => Object.values(group) as EndpointSpec[]);
    return new Map(entries.map((entry) => [endpointKey(entry), entry]));
  });
  return (await catalogue).get(endpointKey(e));
}

/** Checks an answer against the entry's success schema (in development and tests); throws when it does not match. */
export async function checkAnswer<E extends EndpointSpec>(e: E, data: unknown): Promise<EndpointOutput<E>> {
  const full = VALIDATE ? await withSchemas(e) : undefined;
  if (VALIDATE && !full) throw new ApiError(0, 'INTERNAL', `${e.method} ${e.path} is not in the catalogue.`);
  const schema = full && successSchema(full);
  if (schema) {
    const parsed = schema.safeParse(data);
    if (!parsed.success) {
      console.error(`${e.method} ${e.path}: the answer does not match the contract`, parsed.error.issues);
      throw new ApiError(0, 'INTERNAL', `The server's answer to ${e.method} ${e.path} does not match the contract.`);
    }
  }
  return data as EndpointOutput<E>;
}

/** Calls a catalogue endpoint with its typed path parameters, query and body; resolves to its typed answer. */
export async function call<E extends EndpointSpec>(e: E, input: EndpointInput<E>, options: CallOptions = {}): Promise<EndpointOutput<E>> {
  const { body } = input as { body?: unknown };
  return checkAnswer(e, await api<unknown>(urlOf(e, input as object), { method: e.method, body, ...options }));
}

/** Sends a catalogue endpoint a multipart form (uploads); resolves to its typed answer. */
export async function callForm<E extends EndpointSpec>(
  e: E,
  input: EndpointInput<E>,
  form: FormData,
  options: CallOptions = {},
): Promise<EndpointOutput<E>> {
  const res = await authedFetch(
    urlOf(e, input as object),
    { method: e.method, body: form, headers: { ...options.headers, accept: 'application/json' }, signal: options.signal },
    options.auth !== false,
  );
  const text = await res.text();
  return checkAnswer(e, text ? safeJson(text) : undefined);
}

/** Downloads a protected file and hands it to the browser under the server's file name. */
export async function downloadFile(path: string, fallbackName: string): Promise<string> {
  const res = await authedFetch(path);
  const disposition = res.headers.get('content-disposition') ?? '';
  const name = decodeURIComponent(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1] ?? fallbackName);
  const url = URL.createObjectURL(await res.blob());
  const a = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  // Revoked a moment later: the browser reads the blob after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}

/** A 401 about the access token is worth a refresh; a wrong password or code is not (retrying it would count twice). */
async function aboutTheToken(res: Response): Promise<boolean> {
  const error = readErrorResponse(safeJson(await res.clone().text()));
  return !error || !(['INVALID_CREDENTIALS', 'TOTP_REQUIRED'] as ErrorCode[]).includes(error.code);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
