import type { MonthlyPoint } from './rainfall.js';

/**
 * The south-west monsoon (June–September) of a state's IMD subdivisions, as a covariate of kharif
 * yields (issue 23): each year's total as a fraction of the subdivision's long-period average,
 * minus 1, averaged over the state's subdivisions (0 = a normal monsoon, −0.2 = 20 % deficient).
 */

/**
 * The IMD subdivisions that cover each state of the crop production file (names as in both files,
 * the state trimmed). judgement: the production file has districts, the rainfall file
 * subdivisions, and no district-to-subdivision table is available here, so a state with several
 * subdivisions takes their mean anomaly (e.g. Maharashtra without Konkan & Goa, which grows little
 * soybean); states absent here have no covariate.
 */
export const STATE_SUBDIVISIONS: Readonly<Record<string, readonly string[]>> = {
  'Andhra Pradesh': ['COASTAL ANDHRA PRADESH', 'RAYALSEEMA'],
  'Arunachal Pradesh': ['ARUNACHAL PRADESH'],
  Chhattisgarh: ['CHHATTISGARH'],
  Gujarat: ['GUJARAT REGION', 'SAURASHTRA & KUTCH'],
  'Himachal Pradesh': ['HIMACHAL PRADESH'],
  Karnataka: ['NORTH INTERIOR KARNATAKA', 'SOUTH INTERIOR KARNATAKA'],
  Kerala: ['KERALA'],
  'Madhya Pradesh': ['WEST MADHYA PRADESH', 'EAST MADHYA PRADESH'],
  Maharashtra: ['VIDARBHA', 'MATATHWADA', 'MADHYA MAHARASHTRA'],
  Manipur: ['NAGA MANI MIZO TRIPURA'],
  Meghalaya: ['ASSAM & MEGHALAYA'],
  Mizoram: ['NAGA MANI MIZO TRIPURA'],
  Nagaland: ['NAGA MANI MIZO TRIPURA'],
  Odisha: ['ORISSA'],
  Rajasthan: ['EAST RAJASTHAN', 'WEST RAJASTHAN'],
  Sikkim: ['SUB HIMALAYAN WEST BENGAL & SIKKIM'],
  'Tamil Nadu': ['TAMIL NADU'],
  Telangana: ['TELANGANA'],
  'Uttar Pradesh': ['EAST UTTAR PRADESH', 'WEST UTTAR PRADESH'],
  Uttarakhand: ['UTTARAKHAND'],
  'West Bengal': ['SUB HIMALAYAN WEST BENGAL & SIKKIM', 'GANGETIC WEST BENGAL'],
};

/** Years of the long-period average: 40 years that end before the production file starts (1997), so no scored year is in it. */
export const MONSOON_LPA_YEARS = [1951, 1990] as const;

const MONSOON_MONTHS = new Set(['06', '07', '08', '09']);

/** Per subdivision, the June–September total of each year whose four months are all present. */
export function monsoonTotals(rainfall: ReadonlyMap<string, readonly MonthlyPoint[]>): Map<string, Map<number, number>> {
  const out = new Map<string, Map<number, number>>();
  for (const [sub, points] of rainfall) {
    const sums = new Map<number, { total: number; months: number }>();
    for (const p of points) {
      if (!MONSOON_MONTHS.has(p.ds.slice(5, 7)) || p.y === null) continue;
      const year = Number(p.ds.slice(0, 4));
      const s = sums.get(year) ?? { total: 0, months: 0 };
      sums.set(year, { total: s.total + p.y, months: s.months + 1 });
    }
    out.set(sub, new Map([...sums].filter(([, s]) => s.months === 4).map(([year, s]) => [year, s.total])));
  }
  return out;
}

/**
 * The state's monsoon anomaly of `year` (see the top of this file), or undefined when the state has
 * no subdivision here or none of them has that year.
 */
export function monsoonAnomaly(totals: ReadonlyMap<string, ReadonlyMap<number, number>>, state: string, year: number): number | undefined {
  const anomalies: number[] = [];
  for (const sub of STATE_SUBDIVISIONS[state.trim()] ?? []) {
    const years = totals.get(sub);
    const total = years?.get(year);
    if (!years || total === undefined) continue;
    let sum = 0;
    let n = 0;
    for (let y = MONSOON_LPA_YEARS[0]; y <= MONSOON_LPA_YEARS[1]; y++) {
      const v = years.get(y);
      if (v !== undefined) {
        sum += v;
        n++;
      }
    }
    if (n > 0 && sum > 0) anomalies.push(total / (sum / n) - 1);
  }
  return anomalies.length ? anomalies.reduce((a, b) => a + b, 0) / anomalies.length : undefined;
}
