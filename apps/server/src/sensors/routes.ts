import { endpoints } from '@agrim/contracts';
import { callerOf } from '../access/guard.js';
import type { SessionState } from '../auth/sessionState.js';
import { AppError, notFound } from '../http/errors.js';
import { registerRoutes } from '../http/routes.js';
import { registerRecordChecks } from '../access/records.js';
import type { FastifyZodInstance } from '../http/types.js';
import type { ReadingBus } from './bus.js';
import type { CalibrationService } from './calibration.service.js';
import type { DeviceService, FarmService } from './devices.service.js';
import type { FertigationService } from './fertigation.service.js';
import type { IngestService } from './ingest.service.js';
import type { ReadingQueryService } from './query.service.js';
import { sendReadingsCsv } from './readingsCsv.js';
import { readingStream } from './stream.js';
import { deviceChecks, deviceOf } from './records.js';

export interface SensorServices {
  devices: DeviceService;
  farms: FarmService;
  ingest: IngestService;
  queries: ReadingQueryService;
  fertigation: FertigationService;
  calibration: CalibrationService;
  /** New readings and soil test changes, for the live stream. */
  bus: ReadingBus;
  sessions: SessionState;
}

export function sensorRoutes(app: FastifyZodInstance, s: SensorServices, ingestBodyLimit: number) {
  registerRecordChecks(app, deviceChecks(s.devices));
  registerRoutes(app, endpoints.sensors, {
    ingest: {
      options: { bodyLimit: ingestBodyLimit },
      handler: async (request) => {
        const result = await s.ingest.ingest(request.params.deviceId, request.body.readings);
        if (result.accepted + result.duplicates === 0) {
          const shown = result.rejected.slice(0, 5).map((r) => `#${r.index} ${r.reason}`);
          const more = result.rejected.length > 5 ? ` (and ${result.rejected.length - 5} more)` : '';
          throw new AppError('VALIDATION_FAILED', `No reading was valid: ${shown.join('; ')}${more}`);
        }
        return { status: 'success' as const, ...result };
      },
    },
    // The guard has checked the key against :deviceId, as for readings.
    valveAck: async (request) => ({
      status: 'success' as const,
      ...(await s.fertigation.acknowledge(request.params.deviceId, request.body)),
    }),
    data: async (request) => {
      const device = await deviceOf(request, s.devices);
      return {
        status: 'success' as const,
        ...(await s.queries.data(device.id, request.query.startOffset, request.query.endOffset, undefined, request.query.maxPoints)),
      };
    },
    dataCsv: async (request, reply) => {
      const device = await deviceOf(request, s.devices);
      const range = s.queries.dayRange(request.query.startOffset, request.query.endOffset, new Date());
      return sendReadingsCsv(reply, device.id, range.start, s.queries.rows(device.id, range));
    },
    latestReading: async (request) => {
      const device = await deviceOf(request, s.devices);
      const latest = await s.queries.latest(device.id);
      if (!latest) throw notFound('This device has not reported a reading yet.');
      return { status: 'success' as const, deviceId: device.id, device: await s.devices.describe(device), data: [latest] };
    },
    latest: async (request) => {
      const device = await deviceOf(request, s.devices);
      const recent = await s.queries.recent(device.id);
      return {
        status: 'success' as const,
        deviceId: device.id,
        device: await s.devices.describe(device),
        data: recent.latest,
        series: recent.series,
        change: recent.change,
      };
    },
    fertigation: async (request) => {
      const device = await deviceOf(request, s.devices);
      return { status: 'success' as const, ...(await s.fertigation.status(device.id)) };
    },
    switchFertigation: async (request) => {
      const caller = callerOf(request);
      const device = await deviceOf(request, s.devices);
      return {
        status: 'success' as const,
        ...(await s.fertigation.switch(caller, device.id, request.body.state, request.body.durationMinutes)),
      };
    },
    devices: async (request) => {
      const list = await s.devices.list(callerOf(request));
      const acks = await s.fertigation.lastAcks(list.map((d) => d.id));
      return { status: 'success' as const, data: list.map((d) => ({ ...d, lastValveAck: acks.get(d.id) ?? null })) };
    },
    farms: async (request) => ({ status: 'success' as const, data: await s.farms.list(callerOf(request)) }),
    createFarm: async (request, reply) => reply.code(201).send({ status: 'success', data: await s.farms.create(request.body) }),
    addMember: async (request) => ({
      status: 'success' as const,
      data: await s.farms.addMember(request.params.farmId, request.body.email, callerOf(request)),
    }),
    removeMember: async (request) => ({
      status: 'success' as const,
      data: await s.farms.removeMember(callerOf(request), request.params.farmId, request.params.userId),
    }),
    revokeKey: async (request) => ({
      status: 'success' as const,
      message: 'The device key is revoked.',
      data: await s.devices.revokeKey(callerOf(request), request.params.farmId, request.params.deviceId),
    }),
    rotateKey: async (request) => {
      const { device, key } = await s.devices.rotateKey(callerOf(request), request.params.farmId, request.params.deviceId);
      return { status: 'success' as const, message: 'The device has a new key.', data: device, deviceKey: key };
    },
    registerDevice: async (request, reply) => {
      const { device, key } = await s.devices.register(request.params.farmId, request.body.name);
      return reply.code(201).send({ status: 'success', data: device, deviceKey: key });
    },
    calibration: async (request) => {
      const device = await deviceOf(request, s.devices);
      return { status: 'success' as const, deviceId: device.id, calibration: await s.calibration.get(device.id) };
    },
    calibrate: async (request) => {
      const caller = callerOf(request);
      const device = await deviceOf(request, s.devices);
      return { status: 'success' as const, deviceId: device.id, calibration: await s.calibration.set(caller, device.id, request.body) };
    },
    clearCalibration: async (request) => {
      const caller = callerOf(request);
      const device = await deviceOf(request, s.devices);
      await s.calibration.clear(caller, device.id);
      return { status: 'success' as const, deviceId: device.id, calibration: null };
    },
    fertigationSetup: async (request) => {
      const device = await deviceOf(request, s.devices);
      return { status: 'success' as const, deviceId: device.id, setup: await s.devices.fertigationSetup(device.id) };
    },
    setFertigationSetup: async (request) => {
      const caller = callerOf(request);
      const device = await deviceOf(request, s.devices);
      return {
        status: 'success' as const,
        deviceId: device.id,
        setup: await s.devices.setFertigationSetup(caller, device.id, request.body),
      };
    },
    stream: readingStream(app, s.devices, s.bus, s.sessions),
  });
}
