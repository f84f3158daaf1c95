import { ANALYTICS_CROPS, SOYBEAN_SPELLINGS } from '@agrim/contracts';
import type { Db } from '../db/client.js';
import { AppError } from '../http/errors.js';
import type { SoilAnalysisService } from '../soilAnalysis/analysis.service.js';
import type { DeviceService } from '../sensors/devices.service.js';
import type { FertigationService } from '../sensors/fertigation.service.js';
import type { ReadingQueryService } from '../sensors/query.service.js';

export interface SoybeanServices {
  db: Db;
  devices: DeviceService;
  queries: ReadingQueryService;
  analysis: SoilAnalysisService;
  fertigation: FertigationService;
}

/** The crop of the `{crop}` path segment: 'soybean' for soybean/soyabean in any case, else a 400 naming the allowed values. */
export function cropOf(segment: string): (typeof ANALYTICS_CROPS)[number] {
  const key = segment.trim().toLowerCase();
  if ((SOYBEAN_SPELLINGS as readonly string[]).includes(key)) return 'soybean';
  throw new AppError('VALIDATION_FAILED', `crop: '${segment}' is not supported; allowed: ${SOYBEAN_SPELLINGS.join(', ')} (any case).`);
}

/** A 400 for a value not in a list, naming the allowed values. */
export function notOneOf(field: string, value: string, allowed: readonly string[]): AppError {
  return new AppError('VALIDATION_FAILED', `${field}: '${value}' is not one of: ${allowed.join(', ')}.`);
}

/** Rounds to `digits` decimals (float noise of sums and midpoints removed). */
export const roundTo = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits;
