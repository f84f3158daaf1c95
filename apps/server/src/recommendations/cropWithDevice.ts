import type { recommendationCropRequestSchema } from '@agrim/contracts';
import { predictCrop } from '@agrim/ml';
import type { z } from 'zod';
import type { Caller } from '../auth/tokens.js';
import { AppError } from '../http/errors.js';
import type { DeviceService } from '../sensors/devices.service.js';
import type { ReadingQueryService } from '../sensors/query.service.js';

export interface DeviceReadings {
  devices: DeviceService;
  queries: ReadingQueryService;
}

/** The crop for the body's values and for the latest reading of the caller's device (or `deviceId`), with that reading. */
export async function recommendCropWithDevice(d: DeviceReadings, caller: Caller, b: z.output<typeof recommendationCropRequestSchema>) {
  const user = predictCrop({
    N: b.nitrogen,
    P: b.phosphorus,
    K: b.potassium,
    temperature: b.temperature,
    humidity: b.humidity,
    ph: b.ph,
    rainfall: b.rainfall,
  });
  const latest = await latestReadingOf(d, caller, b.deviceId);
  const reading = latest?.reading;
  const display = reading
    ? {
        device_id: latest.deviceId,
        timestamp: reading.timestamp,
        nitrogen: reading.nitrogen,
        phosphorus: reading.phosphorus,
        potassium: reading.potassium,
        temperature: reading.temperature,
        humidity: reading.humidity,
        ph: reading.ph,
        rainfall: b.rainfall,
      }
    : null;
  const device =
    display &&
    predictCrop({
      N: display.nitrogen,
      P: display.phosphorus,
      K: display.potassium,
      temperature: display.temperature,
      humidity: display.humidity,
      ph: display.ph,
      rainfall: display.rainfall,
    });
  return { status: 'success' as const, predicted_crops_user: user, predicted_crops_device: device, df_db_display: display };
}

async function latestReadingOf(d: DeviceReadings, caller: Caller, deviceId?: string) {
  try {
    const device = await d.devices.resolve(caller, deviceId);
    const reading = await d.queries.latest(device.id);
    return reading && { deviceId: device.id, reading };
  } catch (err) {
    // A caller with no device (or another's device id) simply has no device prediction.
    if (err instanceof AppError && err.code === 'NOT_FOUND' && !deviceId) return null;
    throw err;
  }
}
