import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { SessionState } from '../auth/sessionState.js';
import type { AccessTokens, Caller } from '../auth/tokens.js';
import { AppError, forbidden, unauthenticated } from '../http/errors.js';
import { OWNERSHIP_RULES, type RecordRule } from '@agrim/contracts';
import { describeRule, isUnguardedAsset } from './policy.js';
import { ownershipMismatch, RecordChecks } from './records.js';

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
}

/** The caller of a route whose policy requires sign-in (the guard has already checked). */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthenticated();
  return request.caller;
}

/** Attaches the access policy to every route as it is registered; call before any route. */
export type DeviceAuthenticator = (deviceId: string, key: string | undefined) => Promise<unknown>;

/**
 * A valid signature is not enough: the account must still be active and the token must be of its
 * current session version, so role changes, disabling, password changes and sign-out everywhere
 * end every earlier token on its next request. The role used is the account's current one.
 */
export const sessionEnded = () =>
  new AppError('SESSION_ENDED', {
    en: 'Your session has ended. Sign in again.',
    hi: 'आपका सत्र समाप्त हो गया है। फिर से साइन इन करें।',
    mr: 'तुमचे सत्र संपले आहे. पुन्हा साइन इन करा.',
  });

export async function authenticateCaller(tokens: AccessTokens, sessions: SessionState, token: string): Promise<Caller> {
  const caller = await tokens.verify(token);
  const role = await sessions.isValid(caller.userId, caller.sessionVersion, caller.sessionId);
  if (!role) throw sessionEnded();
  return { ...caller, role };
}

export function installAccessGuard(
  app: FastifyInstance,
  tokens: AccessTokens,
  sessions: SessionState,
  authenticateDevice: DeviceAuthenticator,
): void {
  app.decorateRequest('caller', null);
  app.decorateRequest('ownedRecord', null);
  // Filled by the resource folders as they register their routes (`registerRecordChecks`).
  const records = new RecordChecks();
  app.decorate('recordChecks', records);
  const recordRules: RecordRule[] = [];
  // A route whose record rule no folder checks would answer without the check: the server does not start.
  app.addHook('onReady', async () => {
    const missing = records.missing(recordRules);
    if (missing.length) throw new Error(`No check registered for the record rule(s) ${missing.join(', ')}`);
  });
  app.addHook('onRoute', (route: RouteOptions) => {
    if (isUnguardedAsset(route.url)) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const endpoint = route.config?.endpoint;
    if (!endpoint) {
      throw new Error(`${methods.join(',')} ${route.url} is not in the endpoint catalogue: add it to packages/contracts/src/endpoints/`);
    }
    const rule = endpoint.access;
    const mismatch = ownershipMismatch(endpoint);
    if (mismatch) throw new Error(`${methods.join(',')} ${route.url}: ${mismatch}`);
    if (route.schema) {
      const schema = route.schema as Record<string, unknown>;
      // GET and its automatic HEAD share one schema object: describe the rule once.
      const line = describeRule(rule);
      if (!String(schema.description ?? '').includes(line)) {
        schema.description = [schema.description, line].filter(Boolean).join('\n\n');
      }
      if (rule.roles === 'device') schema.security = [{ deviceKey: [] }];
      else if (rule.roles !== 'public') schema.security = [{ bearerAuth: [] }];
    }
    const check = async (request: FastifyRequest) => {
      const header = request.headers.authorization;
      if (rule.roles === 'public') return;
      if (rule.roles === 'device') {
        const key = request.headers['x-device-key'];
        await authenticateDevice((request.params as { deviceId?: string }).deviceId ?? '', Array.isArray(key) ? key[0] : key);
        return;
      }
      if (!header?.startsWith('Bearer ')) throw unauthenticated();
      request.caller = await authenticateCaller(tokens, sessions, header.slice('Bearer '.length).trim());
      if (!rule.roles.includes(request.caller.role)) throw forbidden();
    };
    // onRequest, before the body is read: strangers learn nothing from validation messages.
    const existing = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [check, ...existing];
    // The record a request names can only be read once it is validated: before the handler, which gets
    // the row the check loaded (`recordRule(...).of(request)`), so nothing reads it twice.
    const owner = rule.owner;
    if (owner && OWNERSHIP_RULES[owner].kind === 'record') {
      const recordRule = owner as RecordRule;
      recordRules.push(recordRule);
      const own = async (request: FastifyRequest) => {
        request.ownedRecord = { rule: recordRule, row: await records.load(recordRule, request, callerOf(request)) };
      };
      route.preHandler = [own, ...(route.preHandler ? [route.preHandler].flat() : [])];
    }
  });
}
