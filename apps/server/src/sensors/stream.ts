import { endpoints } from '@agrim/contracts';
import { callerOf } from '../access/guard.js';
import type { SessionState } from '../auth/sessionState.js';
import { AppError } from '../http/errors.js';
import { eventStreams } from '../http/eventStream.js';
import type { Handler } from '../http/routes.js';
import type { FastifyZodInstance } from '../http/types.js';
import type { ReadingBus } from './bus.js';
import type { DeviceService } from './devices.service.js';
import { deviceOf } from './records.js';

/**
 * The handler of `sensors.stream`: Server-Sent Events of new readings for one of the caller's
 * devices (event `reading`), its soil tests (`soil-test`) and valve switches (`valve`). It also ends
 * when the caller may no longer read the device (removed from its farm).
 */
export function readingStream(
  app: FastifyZodInstance,
  devices: DeviceService,
  bus: ReadingBus,
  sessions: SessionState,
): Handler<typeof endpoints.sensors.stream> {
  const openStream = eventStreams(app, sessions, endpoints.sensors.stream);
  return async (request, reply) => {
    const caller = callerOf(request);
    const device = await deviceOf(request, devices);
    openStream(request, reply, caller, {
      ready: { deviceId: device.id },
      subscribe: (send) => [
        bus.subscribe((event) => event.deviceId === device.id && send('reading', event.latest)),
        bus.subscribeTests((event) => {
          if (event.deviceId === device.id && (event.userId === caller.userId || caller.role !== 'user')) send('soil-test', event);
        }),
        bus.subscribeValves((event) => event.deviceId === device.id && send('valve', event)),
      ],
      stillAllowed: () =>
        devices.resolve(caller, device.id).then(
          () => true,
          // Not found: no longer on the caller's farms. Anything else (a database outage) is not a reason to hang up.
          (err: unknown) => !(err instanceof AppError && err.code === 'NOT_FOUND'),
        ),
    });
  };
}
