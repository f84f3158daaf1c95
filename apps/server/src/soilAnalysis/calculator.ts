import { ANALYSIS_CROPS, analysisCropRule, CalculatorInputError, CreditInputError, type CropRule, StcrInputError } from '@agrim/agronomy';
import type { Reading } from '@agrim/contracts';
import type { Caller } from '../auth/tokens.js';
import { AppError } from '../http/errors.js';
import type { DeviceService } from '../sensors/devices.service.js';

/** The agronomy package's refusal of a name (its message lists the allowed values), as a 400 prefixed with the query field. */
function refused(err: unknown): never {
  if (err instanceof CalculatorInputError) throw new AppError('VALIDATION_FAILED', `${err.field}: ${err.message}`);
  // Issue 37: a targeted yield or credit the agronomy package refuses, in English and Hindi.
  if (err instanceof StcrInputError || err instanceof CreditInputError)
    throw new AppError('VALIDATION_FAILED', {
      en: `${err.field}: ${err.message}`,
      hi: `${err.field}: ${err.hi}`,
      mr: `${err.field}: ${err.mr}`,
    });
  throw err;
}

/** The rule of the Soil Data Analysis `crop`; an unknown name is a 400 in English and Hindi listing the crops it takes. */
export function analysisCrop(crop: string): CropRule {
  const rule = analysisCropRule(crop);
  if (rule) return rule;
  const list = ANALYSIS_CROPS.join(', ');
  throw new AppError('VALIDATION_FAILED', {
    en: `crop: Unknown crop "${crop}". Choose one of: ${list}.`,
    hi: `crop: फसल "${crop}" पहचानी नहीं गई। इनमें से एक चुनें: ${list}।`,
    mr: `crop: पीक "${crop}" ओळखले नाही. यापैकी एक निवडा: ${list}.`,
  });
}

/** Runs a Nutrient Calculator look-up by zone, soil, crop or NPK names; an unknown name is a 400 naming the field. */
export function names<T>(work: () => T): T {
  try {
    return work();
  } catch (err) {
    return refused(err);
  }
}

/** The calculator's reading fields (the grid's columns). */
export const calculatorRow = (r: Reading) => ({
  timestamp: r.timestamp,
  nitrogen: r.nitrogen,
  phosphorus: r.phosphorus,
  potassium: r.potassium,
  temperature: r.temperature,
  humidity: r.humidity,
  ph: r.ph,
  conductivity: r.conductivity,
});

/** The device asked for, or the caller's default one; null only when no device is asked for and the caller has none. */
export async function deviceOrNone(devices: DeviceService, caller: Caller, deviceId: string | undefined) {
  try {
    return await devices.resolve(caller, deviceId);
  } catch (err) {
    if (!deviceId && err instanceof AppError && err.code === 'NOT_FOUND') return null;
    throw err;
  }
}
