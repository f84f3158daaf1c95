import { CALIBRATION_LIMITS } from './knowledge/probeCalibration.js';
import { CONVERSIONS } from './knowledge/soilTest.js';

/**
 * Probe calibration (issue 37): a probe's N, P and K are estimates from the soil's conductivity, while
 * every rating is defined on laboratory extractions. One lab test of the same field, taken while the
 * probe was in it, gives a factor per nutrient (lab ÷ probe, both in kg/ha of the element) and an
 * offset for pH (lab − probe); they are applied to every later reading before it is rated, advised
 * on, alarmed on or drives a valve.
 */

export type CalibratedNutrient = 'nitrogen' | 'phosphorus' | 'potassium';
export const CALIBRATED_NUTRIENTS: readonly CalibratedNutrient[] = ['nitrogen', 'phosphorus', 'potassium'];

/** Lab values as a lab or a Soil Health Card prints them: kg/ha (P as P or P₂O₅, K as K or K₂O), pH. */
export interface LabTest {
  nitrogen: number;
  phosphorus: number;
  potassium: number;
  ph?: number | undefined;
  phosphorusForm: 'P' | 'P2O5';
  potassiumForm: 'K' | 'K2O';
}

/** The probe's values at the time of the sample: mg/kg and pH. */
export interface ProbeSample {
  nitrogen: number;
  phosphorus: number;
  potassium: number;
  ph: number;
}

export interface ProbeCalibration {
  /** Multiply the probe's mg/kg by these. */
  factors: Record<CalibratedNutrient, number>;
  /** Add to the probe's pH; null when the lab gave no pH. */
  phOffset: number | null;
}

export type CalibrationProblem =
  | { kind: 'factor'; nutrient: CalibratedNutrient; factor: number }
  | { kind: 'ph'; offset: number }
  | { kind: 'zero'; nutrient: CalibratedNutrient };

const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits;

/** Lab kg/ha of the element (P, K) from the printed form. */
export function labElementKgPerHa(lab: LabTest): Record<CalibratedNutrient, number> {
  return {
    nitrogen: lab.nitrogen,
    phosphorus: lab.phosphorusForm === 'P2O5' ? lab.phosphorus / CONVERSIONS.pToP2o5.factor : lab.phosphorus,
    potassium: lab.potassiumForm === 'K2O' ? lab.potassium / CONVERSIONS.kToK2o.factor : lab.potassium,
  };
}

/** The factors and offset from one lab test and the probe's values at its time; the problems when the probe is too far off. */
export function fitCalibration(lab: LabTest, probe: ProbeSample): { calibration: ProbeCalibration } | { problems: CalibrationProblem[] } {
  const labKg = labElementKgPerHa(lab);
  const problems: CalibrationProblem[] = [];
  const factors = {} as Record<CalibratedNutrient, number>;
  for (const n of CALIBRATED_NUTRIENTS) {
    const probeKg = probe[n] * CONVERSIONS.mgPerKgToKgPerHa.factor;
    if (probeKg <= 0) {
      problems.push({ kind: 'zero', nutrient: n });
      continue;
    }
    const f = round(labKg[n] / probeKg, 4);
    if (f < CALIBRATION_LIMITS.factor.min || f > CALIBRATION_LIMITS.factor.max) problems.push({ kind: 'factor', nutrient: n, factor: f });
    factors[n] = f;
  }
  let phOffset: number | null = null;
  if (lab.ph !== undefined) {
    phOffset = round(lab.ph - probe.ph, 2);
    if (Math.abs(phOffset) > CALIBRATION_LIMITS.phOffset) problems.push({ kind: 'ph', offset: phOffset });
  }
  return problems.length ? { problems } : { calibration: { factors, phOffset } };
}

/** One value as the lab would have read it: N, P, K scaled, pH shifted, every other metric as it is. */
export function calibrateValue(metric: string, value: number, calibration: ProbeCalibration | null | undefined): number {
  if (!calibration) return value;
  if (metric === 'nitrogen' || metric === 'phosphorus' || metric === 'potassium') return round(value * calibration.factors[metric], 2);
  if (metric === 'ph' && calibration.phOffset !== null) return round(value + calibration.phOffset, 2);
  return value;
}

/** A reading (or any record of metrics) as the lab would have read it; unchanged without a calibration. */
export function applyCalibration<R extends Partial<Record<keyof ProbeSample, number>>>(
  reading: R,
  calibration: ProbeCalibration | null | undefined,
): R {
  if (!calibration) return reading;
  const out = { ...reading };
  for (const m of ['nitrogen', 'phosphorus', 'potassium', 'ph'] as const) {
    const v = out[m];
    if (typeof v === 'number') (out as Record<string, number>)[m] = calibrateValue(m, v, calibration);
  }
  return out;
}
