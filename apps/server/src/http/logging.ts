import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import pinoPretty from 'pino-pretty';

/**
 * What the server's log may never hold: passwords, access and refresh tokens, device keys, signed
 * file links, custom sign-in tokens and broker credentials. Applied to every logger buildApp makes,
 * whatever level or destination the caller chose, so a debug run leaks no more than production.
 */
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-device-key"]',
  'res.headers["set-cookie"]',
  // Request or result bodies, should one ever be logged.
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.token',
  '*.refreshToken',
  '*.customToken',
  '*.deviceKey',
  '*.sas_token',
];

/** Query parameters that are credentials: a signed link's signature, any token put in a URL. */
const SECRET_QUERY = new Set(['sig', 'token', 'access_token', 'customtoken', 'key', 'sas_token', 'code']);

/** A URL as logged: credential query values and user:password@ replaced with [Redacted]. */
export function redactUrl(url: string): string {
  const [base, query] = splitQuery(url.replace(/^([a-z][\w+.-]*:\/\/)[^/@\s]*@/i, '$1[Redacted]@'));
  if (query === undefined) return base;
  const parts = query.split('&').map((pair) => {
    const eq = pair.indexOf('=');
    const name = decodeSafely(eq < 0 ? pair : pair.slice(0, eq)).toLowerCase();
    return SECRET_QUERY.has(name) ? `${eq < 0 ? pair : pair.slice(0, eq)}=[Redacted]` : pair;
  });
  return `${base}?${parts.join('&')}`;
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** The logger options buildApp uses: the caller's level and stream, always with our redaction. */
export function loggerOptions(level: string, override: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (override === false) return false;
  const given: LoggerOptions = typeof override === 'object' ? override : {};
  return {
    level,
    ...given,
    redact: { paths: REDACT, censor: '[Redacted]' },
    serializers: {
      ...given.serializers,
      req: (req: LoggedRequest) => ({
        method: req.method,
        url: redactUrl(req.url),
        host: req.host,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
      // Log lines that carry a bare `url` (e.g. the MQTT broker's) may hold credentials too.
      url: (url: unknown) => (typeof url === 'string' ? redactUrl(url) : url),
    },
  };
}

function splitQuery(url: string): [string, string | undefined] {
  const at = url.indexOf('?');
  return at < 0 ? [url, undefined] : [url.slice(0, at), url.slice(at + 1)];
}

function decodeSafely(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Readable log lines for a person at a terminal; JSON lines for everything else. */
export function logFormat(setting: 'pretty' | 'json' | undefined, isTty = Boolean(process.stdout.isTTY)): 'pretty' | 'json' {
  return setting ?? (isTty ? 'pretty' : 'json');
}

/** The pretty destination: time, level and message on one line, the request's own fields left out. */
export function prettyStream() {
  return pinoPretty({
    colorize: Boolean(process.stdout.isTTY),
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,reqId',
    singleLine: true,
  });
}

/**
 * In the pretty format Fastify's two lines per request are off: a request is logged in one line
 * (method, path, status, time), at info when it failed and at debug otherwise.
 */
export function logRequestsBriefly(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const line = `${request.method} ${redactUrl(request.url)} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`;
    if (reply.statusCode >= 400) request.log.info(line);
    else request.log.debug(line);
  });
}
