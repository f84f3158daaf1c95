import { SOIL_TEST_STATUSES, type SoilTest } from '@agrim/contracts';

/** Spec 5: the suggested soil types (the input also takes any other text). */
export const SOIL_TYPES = ['Black', 'Clayey', 'Loamy', 'Red', 'Sandy'] as const;

/** The Status filter: All, then the stored statuses in the spec's order; default complete (spec 9). */
export const STATUS_FILTERS = ['all', 'running', 'started', 'complete', 'aborted'] as const satisfies ReadonlyArray<
  'all' | (typeof SOIL_TEST_STATUSES)[number]
>;
export const DEFAULT_STATUS_FILTER = 'complete';

/** Spec 2.7: the seven result tiles, the test field each reads, and the spec's unit. */
export const RESULT_METRICS = [
  { metric: 'nitrogen', field: 'n', unit: 'mg/kg', color: '#2e7d32' },
  { metric: 'phosphorus', field: 'p', unit: 'mg/kg', color: '#ef6c00' },
  { metric: 'potassium', field: 'k', unit: 'mg/kg', color: '#6a1b9a' },
  { metric: 'temperature', field: 'temperature_c', unit: '°C', color: '#c62828' },
  { metric: 'moisture', field: 'moisture_percent', unit: '%RH', color: '#1565c0' },
  { metric: 'conductivity', field: 'electrical_conductivity', unit: 'us/cm', color: '#f9a825' },
  { metric: 'ph', field: 'ph', unit: 'pH', color: '#00838f' },
] as const satisfies ReadonlyArray<{ metric: string; field: keyof SoilTest; unit: string; color: string }>;

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
