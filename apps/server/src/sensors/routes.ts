import {
  addMemberRequestSchema,
  createFarmRequestSchema,
  dataQuerySchema,
  dataResponseSchema,
  deviceParamsSchema,
  deviceQuerySchema,
  devicesResponseSchema,
  errorResponseSchema,
  farmDeviceParamsSchema,
  farmMemberParamsSchema,
  farmParamsSchema,
  farmResponseSchema,
  farmsResponseSchema,
  fertigationRequestSchema,
  fertigationStatusSchema,
  ingestRequestSchema,
  ingestResponseSchema,
  latestDataResponseSchema,
  latestResponseSchema,
  registerDeviceRequestSchema,
  registerDeviceResponseSchema,
  revokeDeviceKeyResponseSchema,
  rotateDeviceKeyResponseSchema,
} from '@agrim/contracts';
import { Readable } from 'node:stream';
import { callerOf } from '../access/guard.js';
import { AppError, notFound } from '../http/errors.js';
import { csvChunks } from '../lib/csv.js';
import type { FastifyZodInstance } from '../http/types.js';
import type { DeviceService, FarmService } from './devices.service.js';
import type { FertigationService } from './fertigation.service.js';
import type { IngestService } from './ingest.service.js';
import type { ReadingQueryService } from './query.service.js';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

export interface SensorServices {
  devices: DeviceService;
  farms: FarmService;
  ingest: IngestService;
  queries: ReadingQueryService;
  fertigation: FertigationService;
}

export function sensorRoutes(app: FastifyZodInstance, s: SensorServices, ingestBodyLimit: number) {
  app.post(
    '/api/v1/devices/:deviceId/readings',
    {
      bodyLimit: ingestBodyLimit,
      schema: {
        tags: ['devices'],
        summary: 'Deliver a batch of readings (device key in X-Device-Key)',
        description:
          'Idempotent on (device, timestamp): a repeated delivery is counted as duplicates, never stored twice. Valid readings are stored even when others in the batch are refused; when none is valid the answer is 400 with the reasons.',
        params: deviceParamsSchema,
        body: ingestRequestSchema,
        response: { 200: ingestResponseSchema, ...errors, 413: errorResponseSchema },
      },
    },
    async (request) => {
      const result = await s.ingest.ingest(request.params.deviceId, request.body.readings);
      if (result.accepted + result.duplicates === 0) {
        const shown = result.rejected.slice(0, 5).map((r) => `#${r.index} ${r.reason}`);
        const more = result.rejected.length > 5 ? ` (and ${result.rejected.length - 5} more)` : '';
        throw new AppError('VALIDATION_FAILED', `No reading was valid: ${shown.join('; ')}${more}`);
      }
      return { status: 'success' as const, ...result };
    },
  );

  app.get(
    '/agri/data',
    {
      schema: {
        tags: ['sensors'],
        summary: 'Readings of a date range (Asia/Kolkata days), downsampled above 1,500 points',
        querystring: dataQuerySchema,
        response: { 200: dataResponseSchema, ...errors },
      },
    },
    async (request) => {
      const device = await s.devices.resolve(callerOf(request), request.query.deviceId);
      return { status: 'success' as const, ...(await s.queries.data(device.id, request.query.startOffset, request.query.endOffset)) };
    },
  );

  app.get(
    '/agri/data.csv',
    {
      schema: {
        tags: ['sensors'],
        summary: 'Every stored reading of a date range as CSV (not downsampled)',
        querystring: dataQuerySchema,
        produces: ['text/csv'],
        response: { ...errors },
      },
    },
    async (request, reply) => {
      const device = await s.devices.resolve(callerOf(request), request.query.deviceId);
      const range = s.queries.dayRange(request.query.startOffset, request.query.endOffset, new Date());
      const rows = s.queries.rows(device.id, range);
      const csv = csvChunks(
        ['timestamp', 'nitrogen', 'phosphorus', 'potassium', 'temperature', 'moisture', 'conductivity', 'ph'],
        rows,
        (r) => [r.timestamp, r.nitrogen, r.phosphorus, r.potassium, r.temperature, r.moisture, r.conductivity, r.ph],
        '\n',
      );
      const name = `agrim-readings-${device.id.slice(0, 8)}-${range.start.toISOString().slice(0, 10)}.csv`;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(Readable.from(csv) as never);
    },
  );

  app.get(
    '/agri/latest/data',
    {
      schema: {
        tags: ['sensors'],
        summary: 'The newest reading (data[0]); 404 when the device has none yet',
        querystring: deviceQuerySchema,
        response: { 200: latestDataResponseSchema, ...errors },
      },
    },
    async (request) => {
      const device = await s.devices.resolve(callerOf(request), request.query.deviceId);
      const latest = await s.queries.latest(device.id);
      if (!latest) throw notFound('This device has not reported a reading yet.');
      return { status: 'success' as const, deviceId: device.id, data: [latest] };
    },
  );

  app.get(
    '/agri/latest',
    {
      schema: {
        tags: ['sensors'],
        summary: 'The newest reading, the last hour of readings and each value’s change (live tiles)',
        querystring: deviceQuerySchema,
        response: { 200: latestResponseSchema, ...errors },
      },
    },
    async (request) => {
      const device = await s.devices.resolve(callerOf(request), request.query.deviceId);
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
  );

  app.get(
    '/agri/fertigation',
    {
      schema: {
        tags: ['fertigation'],
        summary: 'The fertigation valve: on/off and when it ends',
        querystring: deviceQuerySchema,
        response: { 200: fertigationStatusSchema, ...errors },
      },
    },
    async (request) => {
      const device = await s.devices.resolve(callerOf(request), request.query.deviceId);
      return { status: 'success' as const, ...(await s.fertigation.status(device.id)) };
    },
  );

  app.post(
    '/agri/fertigation',
    {
      schema: {
        tags: ['fertigation'],
        summary: 'Switch the fertigation valve (recorded, and sent to the device over MQTT)',
        description: 'Outside 10:00–19:00 Asia/Kolkata the screen shows a notice; the command itself is not blocked (spec 5).',
        body: fertigationRequestSchema,
        response: { 200: fertigationStatusSchema, ...errors },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const device = await s.devices.resolve(caller, request.body.deviceId);
      return {
        status: 'success' as const,
        ...(await s.fertigation.switch(caller, device.id, request.body.state, request.body.durationMinutes)),
      };
    },
  );

  app.get(
    '/api/devices',
    {
      schema: {
        tags: ['devices'],
        summary: 'Devices the caller may read, with online state and rejected-reading counts',
        response: { 200: devicesResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request) => ({ status: 'success' as const, data: await s.devices.list(callerOf(request)) }),
  );

  app.get(
    '/api/farms',
    {
      schema: {
        tags: ['devices'],
        summary: 'Farms the caller belongs to (all farms for staff)',
        response: { 200: farmsResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request) => ({ status: 'success' as const, data: await s.farms.list(callerOf(request)) }),
  );

  app.post(
    '/api/farms',
    {
      schema: {
        tags: ['devices'],
        summary: 'Create a farm',
        body: createFarmRequestSchema,
        response: { 201: farmResponseSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send({ status: 'success', data: await s.farms.create(request.body) }),
  );

  app.post(
    '/api/farms/:farmId/members',
    {
      schema: {
        tags: ['devices'],
        summary: 'Add an account to a farm (it then reads the farm’s devices)',
        params: farmParamsSchema,
        body: addMemberRequestSchema,
        response: { 200: farmResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await s.farms.addMember(request.params.farmId, request.body.email, callerOf(request)),
    }),
  );

  app.delete(
    '/api/farms/:farmId/members/:userId',
    {
      schema: {
        tags: ['devices'],
        summary: 'Remove an account from a farm: it stops reading the farm’s devices at once',
        description: 'Answers the farm as it is now. An account that is not a member is 404. Recorded in the audit log.',
        params: farmMemberParamsSchema,
        response: { 200: farmResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await s.farms.removeMember(callerOf(request), request.params.farmId, request.params.userId),
    }),
  );

  app.post(
    '/api/farms/:farmId/devices/:deviceId/key/revoke',
    {
      schema: {
        tags: ['devices'],
        summary: 'Revoke a device’s key: its readings are refused (401) at once',
        description:
          'For a lost or stolen device. HTTP and MQTT deliveries with the key are refused from the next message on ' +
          '(other server replicas within 5 seconds). Rotate the key to let the device report again. Recorded in the audit log.',
        params: farmDeviceParamsSchema,
        response: { 200: revokeDeviceKeyResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: 'The device key is revoked.',
      data: await s.devices.revokeKey(callerOf(request), request.params.farmId, request.params.deviceId),
    }),
  );

  app.post(
    '/api/farms/:farmId/devices/:deviceId/key/rotate',
    {
      schema: {
        tags: ['devices'],
        summary: 'Give a device a new key, shown this once; the old key stops at once',
        description:
          'Also ends a revocation. The device’s readings and farm stay as they are. Other server replicas stop accepting ' +
          'the old key within 5 seconds. Recorded in the audit log.',
        params: farmDeviceParamsSchema,
        response: { 200: rotateDeviceKeyResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { device, key } = await s.devices.rotateKey(callerOf(request), request.params.farmId, request.params.deviceId);
      return { status: 'success' as const, message: 'The device has a new key.', data: device, deviceKey: key };
    },
  );

  app.post(
    '/api/farms/:farmId/devices',
    {
      schema: {
        tags: ['devices'],
        summary: 'Register a device on a farm; the answer carries its key, shown this once',
        params: farmParamsSchema,
        body: registerDeviceRequestSchema,
        response: { 201: registerDeviceResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { device, key } = await s.devices.register(request.params.farmId, request.body.name);
      return reply.code(201).send({ status: 'success', data: device, deviceKey: key });
    },
  );
}
