import type { CalculatorCrop } from './knowledge/calculatorDoses.js';
import type { Text } from './knowledge/crops.js';
import { say } from './lang.js';
import { FERTILIZERS } from './knowledge/fertilizers.js';
import {
  type DefaultMicronutrient,
  MICRONUTRIENT_DEFAULTS,
  type MicronutrientDefault,
  type MicronutrientTrigger,
} from './knowledge/micronutrients.js';
import { MICRONUTRIENT_LIMITS, PH_SCALE } from './knowledge/soilTest.js';
import type { SourceId, Verification } from './knowledge/sources.js';
import { round2 } from './ratings.js';

/**
 * Micronutrient defaults for one plan (issue 37): which entries of knowledge/micronutrients.ts apply to the
 * crop, system, dose and soil, and one line per nutrient.
 *
 * Once per nutrient. Several entries may name the same nutrient (a rice dose of HAU is also rice in a
 * rice–wheat system; the CSSRI sodic dose names the zinc the sodic-soil source gives): the entry whose trigger
 * describes the field most closely (TRIGGER_RANK, then the entry's `rank`) is given and the others are listed in `replaces`, so zinc sulphate is bought once. A soil
 * test of the nutrient decides over every default: at or above its critical limit (soilTest.ts) the default
 * is dropped; below it, the default line is the correction (plan.ts does not add MICRONUTRIENT_CORRECTIONS
 * on top).
 */

export interface MicronutrientContext {
  /** The crop, by its calculator name ('Rice', 'Groundnut') or advice name ('Paddy', 'Ground Nuts'). */
  crop: string;
  /** The cropping system, e.g. 'Rice - Wheat' (calculator). */
  system?: string | undefined;
  /** The calculator dose's own condition and source. */
  condition?: string | null | undefined;
  doseSource?: SourceId | undefined;
  ph?: number | undefined;
  /** A soil test of the nutrient, ppm (Soil Health Card). */
  measured?: Partial<Record<DefaultMicronutrient, number>> | undefined;
}

export interface MicronutrientLine {
  id: string;
  nutrient: DefaultMicronutrient;
  entry: MicronutrientDefault;
  /** The soil application, kg/ha; none for a foliar spray. */
  soil?: { product: 'zincSulphateHepta' | 'borax'; kgPerHa: number };
  /** What, when and why, English and Hindi (the same numbers in both). */
  text: Text;
  /** Other entries naming the same nutrient that this line stands for. */
  replaces: string[];
  /** The soil test below the critical limit, when there was one: the line is its correction. */
  measuredPpm?: number;
  source: SourceId;
  verification: Verification;
}

export interface DroppedMicronutrient {
  nutrient: DefaultMicronutrient;
  ppm: number;
  critical: number;
  ids: string[];
}

export interface MicronutrientDecision {
  lines: MicronutrientLine[];
  /** Defaults left out because a soil test showed the nutrient at or above its critical limit. */
  dropped: DroppedMicronutrient[];
}

const CROP_NAMES: Record<string, CalculatorCrop> = {
  rice: 'Rice',
  paddy: 'Rice',
  wheat: 'Wheat',
  mustard: 'Mustard',
  'oil seeds': 'Mustard',
  toria: 'Toria',
  groundnut: 'Groundnut',
  'ground nuts': 'Groundnut',
};

const normal = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();

/** The crops of a system name: 'Rice - Wheat' → Rice, Wheat; 'Sali rice - Toria' → Rice, Toria. */
function systemCrops(system: string | undefined): Set<CalculatorCrop> {
  const out = new Set<CalculatorCrop>();
  for (const part of (system ?? '').split(/ - | \+ /)) {
    const name = normal(part);
    const crop = CROP_NAMES[name] ?? (name.endsWith(' rice') ? 'Rice' : undefined);
    if (crop) out.add(crop);
  }
  return out;
}

function applies(trigger: MicronutrientTrigger, crop: CalculatorCrop, ctx: MicronutrientContext, ph: number | undefined): boolean {
  switch (trigger.kind) {
    case 'crop':
      return true;
    case 'dose':
      return ctx.doseSource === trigger.source;
    case 'system': {
      const crops = systemCrops(ctx.system);
      return crops.has(crop) && crops.has(trigger.with);
    }
    case 'sodic':
      return trigger.reclaimed
        ? /sodic/i.test(ctx.condition ?? '') && !(ph !== undefined && ph > PH_SCALE.gypsumAbove)
        : ph !== undefined && ph > PH_SCALE.gypsumAbove;
    case 'calcareous':
      return ph !== undefined && ph > trigger.ph;
  }
}

/**
 * How closely a trigger describes this field: the soil pH read now, then the dose's own text or soil, then
 * the cropping system, then the crop alone. A plan gives the entry whose best trigger ranks first.
 */
const TRIGGER_RANK: Record<MicronutrientTrigger['kind'], number> = { sodic: 2, dose: 2, system: 3, crop: 4, calcareous: 4 };

function rank(e: MicronutrientDefault, crop: CalculatorCrop, ctx: MicronutrientContext, ph: number | undefined): number {
  const ranks = e.triggers
    .filter((t) => applies(t, crop, ctx, ph))
    .map((t) => (t.kind === 'sodic' && !t.reclaimed ? 1 : TRIGGER_RANK[t.kind]));
  return Math.min(...ranks) * 100 + e.rank;
}

const NUTRIENT_WORD: Record<DefaultMicronutrient, Text> = {
  zn: { en: 'zinc', hi: 'जिंक', mr: 'जस्त' },
  b: { en: 'boron', hi: 'बोरॉन', mr: 'बोरॉन' },
  fe: { en: 'iron', hi: 'आयरन', mr: 'लोह' },
};

const fmt = (x: number) => String(round2(x));
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function lineText(e: MicronutrientDefault, measuredPpm: number | undefined): Text {
  const word = NUTRIENT_WORD[e.nutrient];
  const critical = fmt(MICRONUTRIENT_LIMITS[e.nutrient].critical);
  // A spray is bought when the leaves call for it, so its sentence starts with the sign, not a quantity.
  const what = e.soil
    ? {
        en: `${FERTILIZERS[e.soil.product].en} ${fmt(e.soil.kgPerHa)} kg/ha, ${e.timing.en}`,
        hi: `${FERTILIZERS[e.soil.product].hi} ${fmt(e.soil.kgPerHa)} किलो/हेक्टेयर, ${e.timing.hi}`,
        mr: `${say(FERTILIZERS[e.soil.product], 'mr')} ${fmt(e.soil.kgPerHa)} kg/ha, ${say(e.timing, 'mr')}`,
      }
    : { en: `${capital(word.en)}: ${e.timing.en}`, hi: `${word.hi}: ${e.timing.hi}`, mr: `${say(word, 'mr')}: ${say(e.timing, 'mr')}` };
  const test =
    measuredPpm !== undefined
      ? {
          en: `The soil test shows ${word.en} ${fmt(measuredPpm)} ppm, below the critical ${critical} ppm: this is its correction, give no other ${word.en}.`,
          hi: `मिट्टी जाँच में ${word.hi} ${fmt(measuredPpm)} ppm है, क्रांतिक ${critical} ppm से कम: यही इसका सुधार है, ${word.hi} अलग से न दें।`,
          mr: `माती परीक्षणात ${say(word, 'mr')} ${fmt(measuredPpm)} ppm आहे, क्रांतिक ${critical} ppm पेक्षा कमी: हीच त्याची भरपाई आहे, ${say(word, 'mr')} वेगळे देऊ नका.`,
        }
      : e.soil
        ? {
            en: `The probe does not measure ${word.en}: a soil test showing ${word.en} at or above ${critical} ppm means it can be left out.`,
            hi: `प्रोब ${word.hi} नहीं मापता: मिट्टी जाँच में ${word.hi} ${critical} ppm या अधिक हो तो इसे छोड़ सकते हैं।`,
            mr: `प्रोब ${say(word, 'mr')} मोजत नाही: माती परीक्षणात ${say(word, 'mr')} ${critical} ppm किंवा जास्त असल्यास ही ओळ वगळता येते.`,
          }
        : { en: '', hi: '', mr: '' };
  return {
    en: `${what.en}: ${e.why.en}.${test.en ? ` ${test.en}` : ''}`,
    hi: `${what.hi}: ${e.why.hi}।${test.hi ? ` ${test.hi}` : ''}`,
    mr: `${what.mr}: ${say(e.why, 'mr')}.${test.mr ? ` ${test.mr}` : ''}`,
  };
}

/** The micronutrient lines of one plan, one per nutrient, and the defaults a soil test dropped. */
export function micronutrientDefaults(ctx: MicronutrientContext): MicronutrientDecision {
  const crop = CROP_NAMES[normal(String(ctx.crop))] ?? (ctx.crop as CalculatorCrop);
  const ph = typeof ctx.ph === 'number' && Number.isFinite(ctx.ph) ? ctx.ph : undefined;
  const matching = MICRONUTRIENT_DEFAULTS.filter((e) => e.crops.includes(crop) && e.triggers.some((t) => applies(t, crop, ctx, ph)));
  const lines: MicronutrientLine[] = [];
  const dropped: DroppedMicronutrient[] = [];
  for (const nutrient of ['zn', 'b', 'fe'] as const) {
    const entries = matching.filter((e) => e.nutrient === nutrient).sort((a, b) => rank(a, crop, ctx, ph) - rank(b, crop, ctx, ph));
    if (entries.length === 0) continue;
    const ppm = ctx.measured?.[nutrient];
    const measured = typeof ppm === 'number' && Number.isFinite(ppm) ? ppm : undefined;
    const critical = MICRONUTRIENT_LIMITS[nutrient].critical;
    if (measured !== undefined && measured >= critical) {
      dropped.push({ nutrient, ppm: measured, critical, ids: entries.map((e) => e.id) });
      continue;
    }
    const [chosen, ...rest] = entries as [MicronutrientDefault, ...MicronutrientDefault[]];
    lines.push({
      id: chosen.id,
      nutrient,
      entry: chosen,
      ...(chosen.soil ? { soil: { product: chosen.soil.product, kgPerHa: chosen.soil.kgPerHa } } : {}),
      text: lineText(chosen, measured),
      replaces: rest.map((e) => e.id),
      ...(measured !== undefined ? { measuredPpm: measured } : {}),
      source: chosen.source,
      verification: chosen.verification,
    });
  }
  return { lines, dropped };
}
