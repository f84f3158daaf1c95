import type { PracticesResponse } from '@agrim/contracts';

type Cited = Pick<PracticesResponse['practices'][number], 'source' | 'url'>;

/** A source cited by the shown items: numbered once, in the order the items first cite it. */
export interface Reference {
  n: number;
  source: string;
  url: string | null;
}

/** Each distinct source (citation and link) once, numbered from 1 in order of first citation. */
export function numberReferences(practices: ReadonlyArray<Cited>): {
  references: Reference[];
  numberOf: (p: Cited) => number;
} {
  const key = (p: Cited) => `${p.source}\u0000${p.url ?? ''}`;
  const byKey = new Map<string, Reference>();
  for (const p of practices) {
    if (!byKey.has(key(p))) byKey.set(key(p), { n: byKey.size + 1, source: p.source, url: p.url });
  }
  return { references: [...byKey.values()], numberOf: (p) => byKey.get(key(p))!.n };
}
