import { deviceQuerySchema, errorResponseSchema } from '@agrim/contracts';
import type { ServerResponse } from 'node:http';
import { callerOf } from '../access/guard.js';
import type { FastifyZodInstance } from '../http/types.js';
import type { ReadingBus } from './bus.js';
import type { DeviceService } from './devices.service.js';

const HEARTBEAT_MS = 15_000;

/** Server-Sent Events of new readings for one of the caller's devices (event `reading`). */
export function streamRoutes(app: FastifyZodInstance, devices: DeviceService, bus: ReadingBus) {
  const open = new Set<ServerResponse>();
  app.addHook('onClose', async () => {
    for (const res of open) res.end();
  });

  app.get(
    '/api/stream/readings',
    {
      schema: {
        tags: ['sensors'],
        summary:
          'Live stream (text/event-stream) of new readings (event `reading`) and of the caller’s soil tests on that device (event `soil-test`); bearer token in the Authorization header',
        querystring: deviceQuerySchema,
        produces: ['text/event-stream'],
        response: { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const device = await devices.resolve(callerOf(request), request.query.deviceId);
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      res.write(`retry: 5000\nevent: ready\ndata: ${JSON.stringify({ deviceId: device.id })}\n\n`);
      open.add(res);
      const unsubscribe = bus.subscribe((event) => {
        if (event.deviceId === device.id) res.write(`event: reading\ndata: ${JSON.stringify(event.latest)}\n\n`);
      });
      const caller = callerOf(request);
      const unsubscribeTests = bus.subscribeTests((event) => {
        if (event.deviceId === device.id && (event.userId === caller.userId || caller.role !== 'user')) {
          res.write(`event: soil-test\ndata: ${JSON.stringify(event)}\n\n`);
        }
      });
      const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
      request.raw.on('close', () => {
        unsubscribe();
        unsubscribeTests();
        clearInterval(heartbeat);
        open.delete(res);
      });
    },
  );
}
