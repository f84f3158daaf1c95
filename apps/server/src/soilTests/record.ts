import type { ProbeCalibrationRecord, SoilTest } from '@agrim/contracts';
import type { soilTestImages, soilTests } from '../db/schema/index.js';
import { correctionOf } from '../sensors/calibration.service.js';
import { fileUrl } from '../storage/fileCatalog.js';
import { rateSoilTest } from './ratings.js';

export type SoilTestRow = typeof soilTests.$inferSelect;
export type SoilTestImageRow = typeof soilTestImages.$inferSelect;

const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * A stored test in the spec's field names, rated with the probe's current calibration (issue 39); image
 * URLs still need the signed-link query string.
 */
export function toApiSoilTest(row: SoilTestRow, images: SoilTestImageRow[], calibration: ProbeCalibrationRecord | null): SoilTest {
  const urls = images.map((img) => ({ id: img.id, url: fileUrl(img.storageKey), content_type: img.contentType }));
  return {
    id: row.id,
    user_id: row.userId,
    device_id: row.deviceId,
    test_start_time: row.startedAt.toISOString(),
    soil_type: row.soilType,
    depth_cm: row.depthCm,
    latitude: row.latitude,
    longitude: row.longitude,
    image_url: urls[0]?.url ?? null,
    images: urls,
    probe_placed: row.probePlaced,
    placement_validated: row.placementValidated,
    test_confirmed: row.testConfirmed,
    timer_started_at: iso(row.timerStartedAt),
    timer_ends_at: row.timerStartedAt ? new Date(row.timerStartedAt.getTime() + row.durationMs).toISOString() : null,
    timer_completed_at: iso(row.timerCompletedAt),
    duration_ms: row.durationMs,
    n: row.n,
    p: row.p,
    k: row.k,
    moisture_percent: row.moisturePercent,
    temperature_c: row.temperatureC,
    electrical_conductivity: row.electricalConductivity,
    ph: row.ph,
    remarks: row.remarks,
    abort_reason: row.abortReason,
    device_error: row.deviceError,
    test_status: row.status,
    ratings: rateSoilTest(
      {
        complete: row.status === 'complete',
        n: row.n,
        p: row.p,
        k: row.k,
        ph: row.ph,
        moisture_percent: row.moisturePercent,
        electrical_conductivity: row.electricalConductivity,
        soil_type: row.soilType,
      },
      correctionOf(calibration),
      calibration?.calibrated_at ?? null,
    ),
  };
}
