import type { ColumnSpec, RawValue } from './table.js';

/** How raw inputs become the numeric vector a classifier sees: numbers pass through, categories are one-hot. */
export interface EncoderJson {
  columns: ({ name: string; kind: 'numeric' } | { name: string; kind: 'categorical'; levels: string[] })[];
}

const key = (v: string) => v.trim().toLowerCase();

/** Levels of categorical columns = the values seen in `rows`, in the column's `known` order, then alphabetically. */
export function fitEncoder(columns: readonly ColumnSpec[], rows: readonly RawValue[][]): EncoderJson {
  return {
    columns: columns.map((c, j) => {
      if (c.kind === 'numeric') return { name: c.name, kind: 'numeric' as const };
      const seen = new Map<string, string>();
      for (const row of rows) {
        const v = String(row[j]).trim();
        if (!seen.has(key(v))) seen.set(key(v), v);
      }
      const known = (c.known ?? []).filter((k) => seen.has(key(k)));
      const knownKeys = new Set(known.map(key));
      const extra = [...seen.entries()]
        .filter(([k]) => !knownKeys.has(k))
        .map(([, v]) => v)
        .sort();
      return { name: c.name, kind: 'categorical' as const, levels: [...known, ...extra] };
    }),
  };
}

export class Encoder {
  /** Width of the encoded vector. */
  readonly width: number;
  /** Name of each encoded column, e.g. `soilType=Sandy`. */
  readonly names: string[] = [];
  /** Raw column each encoded column comes from. */
  readonly source: Int32Array;
  private readonly offsets: number[] = [];
  private readonly lookups: (Map<string, number> | null)[] = [];

  constructor(readonly json: EncoderJson) {
    const source: number[] = [];
    json.columns.forEach((c, j) => {
      this.offsets.push(this.names.length);
      if (c.kind === 'numeric') {
        this.lookups.push(null);
        this.names.push(c.name);
        source.push(j);
      } else {
        this.lookups.push(new Map(c.levels.map((l, i) => [key(l), i])));
        for (const l of c.levels) {
          this.names.push(`${c.name}=${l}`);
          source.push(j);
        }
      }
    });
    this.width = this.names.length;
    this.source = Int32Array.from(source);
  }

  get columns(): number {
    return this.json.columns.length;
  }

  /** Whether a category value of raw column `j` was seen in training. */
  isKnown(j: number, value: string): boolean {
    return this.lookups[j]?.has(key(value)) ?? false;
  }

  /** The encoded vector. A category not seen in training (matched case-insensitively) encodes as all zeros. */
  encode(row: readonly RawValue[]): Float64Array {
    const out = new Float64Array(this.width);
    for (let j = 0; j < this.lookups.length; j++) {
      const lookup = this.lookups[j];
      const v = row[j];
      if (lookup) {
        const level = lookup.get(key(String(v)));
        if (level !== undefined) out[this.offsets[j]! + level] = 1;
      } else {
        out[this.offsets[j]!] = typeof v === 'number' ? v : Number(v);
      }
    }
    return out;
  }

  /** Sums per-encoded-column values into per-raw-column values (one-hot groups add up). */
  toRaw(values: ArrayLike<number>): Float64Array {
    const out = new Float64Array(this.columns);
    for (let i = 0; i < this.width; i++) out[this.source[i]!]! += values[i] as number;
    return out;
  }
}
