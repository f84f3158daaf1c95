import type { NpkOption } from '@agrim/contracts';

/**
 * The NPK Ratio choices of a cropping system. Two crops of one system can share a ratio (pearl millet
 * and mustard, both 80:40:40, where only mustard needs sulphur): those ratios are offered once per
 * crop, as "80:40:40 (Mustard)", so the farmer's crop decides the plan.
 */
export function npkChoices(options: readonly NpkOption[] | undefined): string[] | undefined {
  if (!options) return undefined;
  const cropsOf = new Map<string, Set<string>>();
  for (const o of options) cropsOf.set(o.ratio, (cropsOf.get(o.ratio) ?? new Set()).add(o.crop));
  const values = options.map((o) => (cropsOf.get(o.ratio)!.size > 1 ? `${o.ratio} (${o.crop})` : o.ratio));
  return [...new Set(values)];
}

/** A choice back to the calculator's query: the ratio, and the dose's crop when the choice names one. */
export function npkQuery(choice: string): { npk: string; dose_crop?: string } {
  const m = /^(\S+) \((.+)\)$/.exec(choice);
  return m ? { npk: m[1]!, dose_crop: m[2]! } : { npk: choice };
}
