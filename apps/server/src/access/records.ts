import { type EndpointSpec, OWNERSHIP_RULES, type RecordRule } from '@agrim/contracts';
import type { FastifyRequest } from 'fastify';
import type { Caller } from '../auth/tokens.js';
import type { FastifyZodInstance } from '../http/types.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The record the route's `record` ownership rule loaded for this request (the guard's preHandler). */
    ownedRecord: { rule: RecordRule; row: unknown } | null;
  }
  interface FastifyInstance {
    /** Record rule name → its check, filled by the resource folders with their routes. */
    recordChecks: RecordChecks;
  }
}

/**
 * Loads the record a request names and refuses it when it is not the caller's (another farm's record is
 * 404, an account not below the caller 403). What it returns is handed to the handler.
 */
export type RecordLoader<Row> = (request: FastifyRequest, caller: Caller) => Promise<Row>;

/** A record rule's check, as a resource folder registers it with its routes. */
export interface RecordCheck {
  readonly rules: readonly RecordRule[];
  readonly load: RecordLoader<unknown>;
}

/**
 * A record rule of the catalogue (or several sharing one check, e.g. `ownDevice` and `ownProbe`), typed by
 * the row its check loads. The resource folder that owns the record gives it its check (`checkedBy`) and
 * registers that with its routes; a handler of a route under the rule reads the loaded row with `of`.
 */
export interface RecordRuleOf<Row> {
  readonly rules: readonly RecordRule[];
  checkedBy(load: RecordLoader<Row>): RecordCheck;
  /** The row the guard loaded for this request (the check ran once, before the handler). */
  of(request: FastifyRequest): Row;
}

export function recordRule<Row>(...rules: RecordRule[]): RecordRuleOf<Row> {
  return {
    rules,
    checkedBy: (load) => ({ rules, load }),
    of(request) {
      const record = request.ownedRecord;
      if (!record || !rules.includes(record.rule)) {
        throw new Error(`${request.method} ${request.routeOptions.url} is not guarded by ${rules.join(' or ')}`);
      }
      return record.row as Row;
    },
  };
}

/** The registry the guard runs record rules from: it knows rule names, never the services behind them. */
export class RecordChecks {
  private readonly checks = new Map<RecordRule, RecordLoader<unknown>>();

  register(...checks: RecordCheck[]): void {
    for (const { rules, load } of checks) {
      for (const rule of rules) {
        if (this.checks.has(rule)) throw new Error(`The record rule ${rule} has two checks`);
        this.checks.set(rule, load);
      }
    }
  }

  /** Runs the rule's check for a request; its row is what the handler gets. */
  async load(rule: RecordRule, request: FastifyRequest, caller: Caller): Promise<unknown> {
    const load = this.checks.get(rule);
    if (!load) throw new Error(`The record rule ${rule} has no check: register one with the routes of the folder that owns the record`);
    return load(request, caller);
  }

  /** The rules among these that no folder has given a check. */
  missing(rules: Iterable<RecordRule>): RecordRule[] {
    return [...new Set(rules)].filter((rule) => !this.checks.has(rule));
  }
}

/** Registers a resource folder's record checks (call beside its `registerRoutes`). */
export function registerRecordChecks(app: FastifyZodInstance, ...checks: RecordCheck[]): void {
  app.recordChecks.register(...checks);
}

type Parts = { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: Record<string, unknown> };

/** The `:id` path parameter of a request. */
export const idParam = (request: FastifyRequest) => String((request.params as Record<string, unknown>).id);

/** A field a request names wherever its entry puts it (path, query or body), or undefined. */
export function namedField(request: FastifyRequest, name: string): string | undefined {
  const { params, query, body } = request as Parts;
  const value = params?.[name] ?? query?.[name] ?? (body && typeof body === 'object' ? body[name] : undefined);
  return value === undefined ? undefined : String(value);
}

/** Path parameters that name an owned record: an endpoint acting only on the caller (`self`) takes none. */
const RECORD_PARAM = /:(id|userId|deviceId|testId|farmId)\b/;

/** Why an entry's ownership rule cannot hold as declared, or null. */
export function ownershipMismatch(e: EndpointSpec): string | null {
  const owner = e.access.owner;
  if (!owner) return null;
  const { kind } = OWNERSHIP_RULES[owner];
  if (kind === 'self' && RECORD_PARAM.test(e.path)) return `${owner} acts on the caller, yet the path names a record`;
  if (kind === 'credential' && Array.isArray(e.access.roles)) return `${owner} is proved by a credential, not a role`;
  if (kind === 'record') {
    const names = owner === 'ownDevice' || owner === 'ownProbe' ? 'deviceId' : owner === 'ownFarm' ? 'farmId' : 'id';
    const named = [e.params, e.query, e.body].some((schema) => names in ((schema as { shape?: object } | undefined)?.shape ?? {}));
    if (!named) return `${owner} needs a request naming the record (${names})`;
  }
  return null;
}
