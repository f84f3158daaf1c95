import { SOIL_TEST_STATUSES, type SoilTest, type SoilTestRatings } from '@agrim/contracts';

/** Spec 5: the suggested soil types (the input also takes any other text). */
export const SOIL_TYPES = ['Black', 'Clayey', 'Loamy', 'Red', 'Sandy'] as const;

/** The Status filter: All, then the stored statuses in the spec's order; default complete (spec 9). */
export const STATUS_FILTERS = ['all', 'running', 'started', 'complete', 'aborted'] as const satisfies ReadonlyArray<
  'all' | (typeof SOIL_TEST_STATUSES)[number]
>;
export const DEFAULT_STATUS_FILTER = 'complete';

/**
 * Spec 2.7: the seven result tiles, the test field each reads, the unit, and the rating it carries (issue 39).
 * Tiles have no identity colour: colour on the results screen is the rating's status alone. Moisture keeps
 * the spec's '%RH' on its tile (the spec's own screen); its rating names it volumetric soil moisture.
 */
export const RESULT_METRICS = [
  { metric: 'nitrogen', field: 'n', unit: 'mg/kg', rating: 'nitrogen' },
  { metric: 'phosphorus', field: 'p', unit: 'mg/kg', rating: 'phosphorus' },
  { metric: 'potassium', field: 'k', unit: 'mg/kg', rating: 'potassium' },
  { metric: 'temperature', field: 'temperature_c', unit: '°C', rating: null },
  { metric: 'moisture', field: 'moisture_percent', unit: '%RH', rating: 'moisture' },
  { metric: 'conductivity', field: 'electrical_conductivity', unit: 'µS/cm', rating: 'conductivity' },
  { metric: 'ph', field: 'ph', unit: 'pH', rating: 'ph' },
] as const satisfies ReadonlyArray<{
  metric: string;
  field: keyof SoilTest;
  unit: string;
  rating: Exclude<keyof SoilTestRatings, 'corrected' | 'calibrated_at' | 'estimate_note'> | null;
}>;

/** The rated readings in the report's order (their labels are the report's field names). */
export const RATING_KEYS = ['nitrogen', 'phosphorus', 'potassium', 'ph', 'conductivity', 'moisture'] as const;

export const TIP_KEYS = ['clean', 'dry', 'bend', 'rocky', 'uneven', 'mix', 'wait'] as const;

/** Soil images the server accepts (checked again there by content). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** Spec 9: geolocation precision. */
export const COORD_DECIMALS = 6;

/** mm:ss of a time left in milliseconds (rounded up, so 00:00 shows only at the end). */
export function mmss(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}
