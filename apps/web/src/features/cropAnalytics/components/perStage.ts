/**
 * Spec 5: a per-stage answer is usable only when it has at least 5 keys and its nitrogen,
 * phosphorus and potassium (the third to fifth entries, spec 3) are not null; else 'Invalid data'.
 * Each entry maps a label to a one-value map ({"0": value}, pandas style).
 */
export type PerStageMap = Record<string, Record<string, string | number | null> | null | undefined>;

export interface PerStageRow {
  label: string;
  value: string | number | null;
}

export type PerStageReading =
  { valid: true; rows: PerStageRow[]; nitrogen: number; phosphorus: number; potassium: number } | { valid: false; rows: PerStageRow[] };

const MIN_KEYS = 5;

/** The single value of a `{"0": value}` map (null when it has none). */
function single(entry: Record<string, string | number | null> | null | undefined): string | number | null {
  if (!entry || typeof entry !== 'object') return null;
  const values = Object.values(entry);
  return values.length ? (values[0] ?? null) : null;
}

/** A nutrient figure: a number or a numeric string; anything else (null, '', 'n/a') is missing. */
function amount(value: string | number | null): number | null {
  if (value === null || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

/** The rows of the per-stage table and, when the answer is valid, its N, P and K in kg/ha. */
export function readPerStage(stages: PerStageMap | null | undefined): PerStageReading {
  const entries = Object.entries(stages ?? {});
  const rows = entries.map(([label, entry]) => ({ label, value: single(entry) }));
  if (entries.length < MIN_KEYS) return { valid: false, rows };
  const [nitrogen, phosphorus, potassium] = rows.slice(2, 5).map((r) => amount(r.value));
  if (nitrogen == null || phosphorus == null || potassium == null) return { valid: false, rows };
  return { valid: true, rows, nitrogen, phosphorus, potassium };
}
