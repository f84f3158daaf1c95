import { FERTILIZER_CROP_TYPES, PLAN_AREA_UNITS, SOIL_TYPES, type Language, type SoilTestPlanQuery, type SoilType } from '@agrim/contracts';
import { textIn } from '../../../lib/language';

/**
 * The crop and area a farmer made a plan with, kept on this phone per test so that the report (screen
 * and PDF) carries the plan once made. The plan itself is computed again by the server from these.
 */
const KEY = (testId: number) => `agrim.soilTestPlan.${testId}`;
type Store = Pick<Storage, 'getItem' | 'setItem'>;
const local = (): Store => globalThis.localStorage;

export function savedPlanChoice(testId: number, store: Store = local()): SoilTestPlanQuery | null {
  try {
    const raw = JSON.parse(store.getItem(KEY(testId)) ?? 'null') as Partial<SoilTestPlanQuery> | null;
    if (!raw || !FERTILIZER_CROP_TYPES.includes(raw.crop as never)) return null;
    if (typeof raw.area !== 'number' || !(raw.area > 0) || !PLAN_AREA_UNITS.includes(raw.area_unit as never)) return null;
    const soil = SOIL_TYPES.includes(raw.soil_type as never) ? raw.soil_type : undefined;
    return { crop: raw.crop!, area: raw.area, area_unit: raw.area_unit!, soil_type: soil };
  } catch {
    return null;
  }
}

export function savePlanChoice(testId: number, choice: SoilTestPlanQuery, store: Store = local()): void {
  try {
    store.setItem(KEY(testId), JSON.stringify(choice));
  } catch {
    // Private mode or a full store: the plan still shows now, only the report will not remember it.
  }
}

/** The API's depth is in cm; every screen shows and takes inches under the spec's 'Depth (inch)'. */
export const CM_PER_INCH = 2.54;
export const cmToInch = (cm: number) => Math.round((cm / CM_PER_INCH) * 10) / 10;
export const inchToCm = (inch: number) => Math.round(inch * CM_PER_INCH * 100) / 100;

/** One of the five soil types for a typed one (any case, or its first word), as the server matches it. */
export function knownSoilType(typed: string): SoilType | null {
  const words = typed.trim().toLowerCase().split(/\s+/);
  return (
    SOIL_TYPES.find((s) => s.toLowerCase() === words.join(' ')) ??
    SOIL_TYPES.find((s) => words.length > 1 && s.toLowerCase() === words[0]) ??
    null
  );
}

/** A server text in the screen's language (English where the server has none in it). */
export const pick = (text: { en: string } & Partial<Record<Language, string>>, language: string) => textIn(text, language);
