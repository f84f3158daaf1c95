import { classifyPh, SOYBEAN_SOURCES, SOYBEAN_ZONES, type SoybeanSourceId, THRESHOLD_UNIT } from '@agrim/agronomy';
import { type AnalysisLanguage, SOYA_ZONES, type SoyaZone, type SoybeanPredictionResponse } from '@agrim/contracts';
import type { AnalysisValues, SoilAnalysisService } from '../soilAnalysis/analysis.service.js';
import { round2 } from '../soilAnalysis/readings.sql.js';
import type { Range } from '../sensors/query.service.js';

export const SOYBEAN_NUTRIENTS = ['nitrogen', 'phosphorus', 'potassium'] as const;
type Nutrient = (typeof SOYBEAN_NUTRIENTS)[number];
type Npk = Record<Nutrient, number>;

/** The zone's entry of the knowledge, by the contract's zone name (the two lists are the same five names). */
function zone(name: SoyaZone) {
  const z = SOYBEAN_ZONES.find((e) => e.name === name);
  if (!z) throw new Error(`soybean zone '${name}' missing from the knowledge`);
  return z;
}

/** mg/kg of the probe → kg/ha of the 0–15 cm layer, 2 decimals. */
export const toKgPerHa = (mgPerKg: number) => round2(mgPerKg * THRESHOLD_UNIT.mgPerKgToKgPerHa);

/** Below the zone's lower threshold by, and above its upper threshold by, kg/ha (2 decimals; 0 when inside). */
export function gap(valueKgPerHa: number, lower: number, upper: number): { deficiency: number; excess: number } {
  return { deficiency: round2(Math.max(0, lower - valueKgPerHa)), excess: round2(Math.max(0, valueKgPerHa - upper)) };
}

/** The flat key of table one: `<Zone>_<nutrient>_deficiency` / `_excess`, the zone name as written (e.g. 'North Plain_nitrogen_excess'). */
export const rowKey = (z: SoyaZone, nutrient: Nutrient, what: 'deficiency' | 'excess') => `${z}_${nutrient}_${what}`;

/** Where a pH falls against a zone's soybean pH range (ends included in the range). */
export function phStatus(ph: number, lower: number, upper: number): 'Below' | 'Within' | 'Above' {
  return ph < lower ? 'Below' : ph > upper ? 'Above' : 'Within';
}

const fmt = (x: number) => String(round2(x));

/** The pH analysis text: the Soil Health Card class of the pH and the zones whose soybean pH range it fits. */
export function phAnalysis(ph: number, language: AnalysisLanguage = 'english'): string {
  const c = classifyPh(ph);
  const fits = SOYA_ZONES.map(zone).filter((z) => ph >= z.ph.min && ph <= z.ph.max);
  if (language === 'hindi') {
    const where =
      fits.length === 0
        ? 'किसी भी क्षेत्र की सोयाबीन पीएच सीमा में नहीं।'
        : `${fits.map((z) => `${z.hi} (${z.ph.min}–${z.ph.max})`).join(', ')} की सोयाबीन पीएच सीमा में।`;
    return `${c.hi} (पीएच ${fmt(ph)}): ${where}`;
  }
  if (language === 'marathi') {
    const where =
      fits.length === 0
        ? 'कोणत्याही विभागाच्या सोयाबीन सामू (pH) श्रेणीत नाही.'
        : `${fits.map((z) => `${z.mr ? `${z.mr} विभाग` : z.hi} (${z.ph.min}–${z.ph.max})`).join(', ')} च्या सोयाबीन सामू (pH) श्रेणीत.`;
    return `${c.mr} (सामू ${fmt(ph)}): ${where}`;
  }
  const where =
    fits.length === 0
      ? 'outside the soybean pH range of every zone.'
      : `within the soybean pH range of ${fits.map((z) => `${z.name} (${z.ph.min}–${z.ph.max})`).join(', ')}.`;
  return `${c.class} (pH ${fmt(ph)}): ${where}`;
}

/** Citations of the sources the thresholds and pH ranges rest on, each once, in zone order. */
export function predictionSources(): string[] {
  const ids = new Set<SoybeanSourceId>();
  for (const name of SOYA_ZONES) {
    const z = zone(name);
    for (const n of SOYBEAN_NUTRIENTS) ids.add(z.thresholds[n].source);
    ids.add(z.ph.source);
  }
  return [...ids].map((id) => SOYBEAN_SOURCES[id].citation);
}

const perZone = <T>(make: (z: ReturnType<typeof zone>) => T) =>
  Object.fromEntries(SOYA_ZONES.map((name) => [name, make(zone(name))])) as Record<SoyaZone, T>;

/**
 * SoyaBean Statistics (spec 2.13): the rows of a range (as the Soil Data Analysis grid has them:
 * faulty all-zero readings left out and counted, bucket means above the row limit) compared with
 * each soybean zone's thresholds in kg/ha.
 */
export class SoybeanPredictionService {
  constructor(private readonly analysis: SoilAnalysisService) {}

  async prediction(
    deviceId: string,
    range: Range,
    language: AnalysisLanguage = 'english',
    withRows = true,
  ): Promise<Omit<SoybeanPredictionResponse, 'status'>> {
    const [{ faulty, bucketSeconds, values }, means] = await Promise.all([
      this.analysis.rows(deviceId, range),
      this.analysis.means(deviceId, range, ['nitrogen', 'phosphorus', 'potassium', 'ph'] as const),
    ]);
    const rows = withRows ? values : [];
    const mean: Npk | null = means
      ? { nitrogen: toKgPerHa(means.nitrogen), phosphorus: toKgPerHa(means.phosphorus), potassium: toKgPerHa(means.potassium) }
      : null;
    return {
      deviceId,
      range: { start: range.start.toISOString(), end: range.end.toISOString() },
      zones: [...SOYA_ZONES],
      // Without a valid reading there is nothing short or in excess: zeros, and `mean` is null.
      result: perZone((z) => {
        const of = (n: Nutrient) => (mean ? gap(mean[n], z.thresholds[n].lower, z.thresholds[n].upper) : { deficiency: 0, excess: 0 });
        return { nitrogen: of('nitrogen'), phosphorus: of('phosphorus'), potassium: of('potassium') };
      }),
      mean,
      lower_threshold: perZone((z) => ({
        nitrogen: z.thresholds.nitrogen.lower,
        phosphorus: z.thresholds.phosphorus.lower,
        potassium: z.thresholds.potassium.lower,
      })),
      upper_threshold: perZone((z) => ({
        nitrogen: z.thresholds.nitrogen.upper,
        phosphorus: z.thresholds.phosphorus.upper,
        potassium: z.thresholds.potassium.upper,
      })),
      ph: perZone((z) => ({ lower: z.ph.min, upper: z.ph.max, status: means ? phStatus(means.ph, z.ph.min, z.ph.max) : null })),
      data: rows.map((v, i) => toRow(i + 1, v)),
      combined_ph_data: rows.map((v, i) => ({
        id: i + 1,
        timestamp: v.ts.toISOString(),
        ph: v.ph,
        ph_analysis: phAnalysis(v.ph, language),
      })),
      row_count: values.length,
      bucket_seconds: bucketSeconds,
      faulty_count: faulty,
      sources: predictionSources(),
    };
  }
}

/** A row of table one: N, P, K in kg/ha and every zone's deficiency and excess for each. */
function toRow(id: number, v: AnalysisValues): SoybeanPredictionResponse['data'][number] {
  const kg: Npk = { nitrogen: toKgPerHa(v.nitrogen), phosphorus: toKgPerHa(v.phosphorus), potassium: toKgPerHa(v.potassium) };
  // The contract's row type (numbers beside a string timestamp) cannot be written as a literal: build, then cast.
  const row: Record<string, number | string> = { id, timestamp: v.ts.toISOString(), ...kg };
  for (const name of SOYA_ZONES) {
    const z = zone(name);
    for (const n of SOYBEAN_NUTRIENTS) {
      const g = gap(kg[n], z.thresholds[n].lower, z.thresholds[n].upper);
      row[rowKey(name, n, 'deficiency')] = g.deficiency;
      row[rowKey(name, n, 'excess')] = g.excess;
    }
  }
  return row as SoybeanPredictionResponse['data'][number];
}
