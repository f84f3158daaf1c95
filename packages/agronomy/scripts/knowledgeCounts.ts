/**
 * Counts the knowledge entries by `verification` (issue 20, "Verification of the knowledge tables").
 *
 *   npx tsx packages/agronomy/scripts/knowledgeCounts.ts
 *
 * What is counted. Every object reachable from a module's exports that has a string `verification`
 * field is one entry of that module's table (the table is named after the export it was first reached
 * from). Objects are counted once by identity: a shared constant (e.g. IISR_SOYBEAN, used in nine zones)
 * is one entry, and the same object reached from two exports counts once. Entries nested inside other
 * entries (a soybean zone and its dose) count separately. The total is over distinct objects.
 *
 * The nutrient calculator table is shown twice: per distinct dose object (as above), and per
 * occurrence, i.e. once per (zone, soil, cropping system, dose) row the farmer can reach.
 */
import * as adjustment from '../src/knowledge/adjustment.js';
import * as amendments from '../src/knowledge/amendments.js';
import * as cardForms from '../src/knowledge/cardForms.js';
import * as cropRules from '../src/knowledge/cropRules.js';
import * as fertigationProfile from '../src/knowledge/fertigationProfile.js';
import { CALCULATOR_DOSES, type CalculatorDose } from '../src/knowledge/calculatorDoses.js';
import * as credits from '../src/knowledge/credits.js';
import * as crops from '../src/knowledge/crops.js';
import * as fertilizers from '../src/knowledge/fertilizers.js';
import * as micronutrients from '../src/knowledge/micronutrients.js';
import * as probeCalibration from '../src/knowledge/probeCalibration.js';
import * as soilTest from '../src/knowledge/soilTest.js';
import * as soilWater from '../src/knowledge/soilWater.js';
import * as soilWaterAlarms from '../src/knowledge/soilWaterAlarms.js';
import * as soybeanPractices from '../src/knowledge/soybeanPractices.js';
import * as soybeanStages from '../src/knowledge/soybeanStages.js';
import * as soybeanZones from '../src/knowledge/soybeanZones.js';
import * as stcr from '../src/knowledge/stcr.js';
import * as phAnomaly from '../src/phAnomaly.js';
import * as soilAnalysis from '../src/soilAnalysis.js';

const VALUES = ['checked', 'standard', 'recalled', 'judgement'] as const;
type Counts = Record<string, number>;

const seen = new Set<object>();

/** Entries with a `verification` reachable from `root`, not yet seen. */
function collect(root: unknown, out: object[] = [], path = new Set<object>()): object[] {
  if (root === null || typeof root !== 'object' || path.has(root)) return out;
  path.add(root);
  if (!seen.has(root)) {
    seen.add(root);
    if (typeof (root as { verification?: unknown }).verification === 'string') out.push(root);
  }
  for (const v of Array.isArray(root) ? root : Object.values(root)) collect(v, out, path);
  path.delete(root);
  return out;
}

const count = (entries: { verification: string }[]): Counts => {
  const c: Counts = Object.fromEntries(VALUES.map((v) => [v, 0]));
  for (const e of entries) c[e.verification] = (c[e.verification] ?? 0) + 1;
  return c;
};
const total = (c: Counts) => Object.values(c).reduce((s, x) => s + x, 0);
const pct = (c: Counts, k: string) => (total(c) ? `${((100 * (c[k] ?? 0)) / total(c)).toFixed(0)} %` : '-');

const rows: [string, Counts][] = [];
const add = (name: string, entries: object[]) => {
  if (entries.length) rows.push([name, count(entries as { verification: string }[])]);
};

// --- calculator: occurrences first (does not mark anything seen), then distinct objects
const occurrences: CalculatorDose[] = Object.values(CALCULATOR_DOSES).flatMap((soils) =>
  Object.values(soils).flatMap((systems) => (systems ?? []).flatMap((s) => [...s.doses])),
);
add('calculatorDoses.ts CALCULATOR_DOSES (distinct dose objects)', collect(CALCULATOR_DOSES));

const modules: [string, Record<string, unknown>][] = [
  ['crops.ts', crops],
  ['adjustment.ts', adjustment],
  ['soilTest.ts', soilTest],
  ['amendments.ts', amendments],
  ['fertilizers.ts', fertilizers],
  ['soybeanZones.ts', soybeanZones],
  ['soybeanStages.ts', soybeanStages],
  ['soybeanPractices.ts', soybeanPractices],
  ['cropRules.ts', cropRules],
  ['cardForms.ts', cardForms],
  ['soilWater.ts', soilWater],
  ['soilWaterAlarms.ts', soilWaterAlarms],
  ['fertigationProfile.ts', fertigationProfile],
  ['probeCalibration.ts', probeCalibration],
  ['stcr.ts', stcr],
  ['credits.ts', credits],
  ['micronutrients.ts', micronutrients],
  ['../soilAnalysis.ts', soilAnalysis],
  ['../phAnomaly.ts', phAnomaly],
];
for (const [file, mod] of modules) for (const [name, value] of Object.entries(mod)) add(`${file} ${name}`, collect(value));

const grand: Counts = Object.fromEntries(VALUES.map((v) => [v, 0]));
for (const [, c] of rows) for (const [k, v] of Object.entries(c)) grand[k] = (grand[k] ?? 0) + v;

const header = ['table', ...VALUES, 'total', '% recalled'];
const line = (name: string, c: Counts) => [name, ...VALUES.map((v) => String(c[v] ?? 0)), String(total(c)), pct(c, 'recalled')];
const table = [
  header,
  ...rows.map(([n, c]) => line(n, c)),
  line('TOTAL (distinct entries)', grand),
  line('calculatorDoses.ts CALCULATOR_DOSES (per zone/soil/system/dose occurrence)', count(occurrences)),
];
const widths = header.map((_, i) => Math.max(...table.map((r) => r[i]!.length)));
for (const [i, r] of table.entries()) {
  console.log(r.map((cell, j) => (j === 0 ? cell.padEnd(widths[j]!) : cell.padStart(widths[j]!))).join('  '));
  if (i === 0 || i === table.length - 3) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
}
