import { type EndpointSpec, OWNERSHIP_RULES, type RecordRule } from '@agrim/contracts';
import type { FastifyRequest } from 'fastify';
import type { AlarmService } from '../alerts/alarms.service.js';
import type { AlertRuleService } from '../alerts/rules.service.js';
import type { ShcService } from '../recommendations/shc.service.js';
import type { DeviceService } from '../sensors/devices.service.js';
import type { SoilTestService } from '../soilTests/soilTests.service.js';
import type { UserService } from '../users/users.service.js';
import { callerOf } from './guard.js';

/** Refuses the request when the record it names is not the caller's; runs after validation, before the handler. */
export type OwnershipCheck = (request: FastifyRequest) => Promise<void>;

export interface OwnershipServices {
  devices: DeviceService;
  soilTests: SoilTestService;
  cards: ShcService;
  users: UserService;
  alertRules: AlertRuleService;
  alarms: AlarmService;
}

type Parts = { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: Record<string, unknown> };

/** The device a request names, wherever its entry puts it (path, query or body); none means the caller's own default. */
function namedDevice(request: FastifyRequest): string | undefined {
  const { params, query, body } = request as Parts;
  const id = params?.deviceId ?? query?.deviceId ?? (body && typeof body === 'object' ? body.deviceId : undefined);
  return id === undefined ? undefined : String(id);
}

/** The farm a request names in its query or body. */
function namedFarm(request: FastifyRequest): string {
  const { query, body } = request as Parts;
  return String(query?.farmId ?? (body && typeof body === 'object' ? body.farmId : ''));
}

const idParam = (request: FastifyRequest) => String((request.params as Record<string, unknown>).id);

/**
 * The functions the access guard runs for each `record` ownership rule of the catalogue. Services
 * check again (defence in depth); these make the rule hold for every endpoint that names it.
 */
export function ownershipChecks(s: OwnershipServices): Record<RecordRule, OwnershipCheck> {
  const device: OwnershipCheck = async (request) => {
    const id = namedDevice(request);
    if (id !== undefined) await s.devices.resolve(callerOf(request), id);
  };
  return {
    ownDevice: device,
    ownProbe: device,
    ownTest: (request) => s.soilTests.assertOwned(callerOf(request), Number(idParam(request))),
    ownCardReading: (request) => s.cards.assertOwned(callerOf(request), idParam(request)),
    outranked: (request) => s.users.assertOutranks(callerOf(request), idParam(request)),
    ownFarm: (request) => s.alertRules.assertFarm(callerOf(request), namedFarm(request)),
    ownAlertRule: (request) => s.alertRules.assertOwned(callerOf(request), Number(idParam(request))),
    ownAlarm: (request) => s.alarms.assertOwned(callerOf(request), Number(idParam(request))),
  };
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
