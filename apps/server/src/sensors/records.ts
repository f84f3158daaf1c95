import type { FastifyRequest } from 'fastify';
import { callerOf } from '../access/guard.js';
import { namedField, recordRule } from '../access/records.js';
import type { DeviceRow, DeviceService } from './devices.service.js';

/**
 * `ownDevice` and `ownProbe`: the device a request names (path, query or body) must be on one of the
 * caller's farms (staff: any farm), else 404. The row goes to the handler; a request naming none gets
 * null, and the handler takes the caller's default device (`deviceOf`).
 */
export const ownDevice = recordRule<DeviceRow | null>('ownDevice', 'ownProbe');

/** The sensors folder's record check, registered with its routes. */
export const deviceChecks = (devices: DeviceService) =>
  ownDevice.checkedBy(async (request, caller) => {
    const id = namedField(request, 'deviceId');
    return id === undefined ? null : devices.resolve(caller, id);
  });

/** The device a handler under `ownDevice` acts on: the one the guard loaded, else the caller's default (404 without one). */
export async function deviceOf(request: FastifyRequest, devices: DeviceService): Promise<DeviceRow> {
  return ownDevice.of(request) ?? devices.resolve(callerOf(request));
}
