import { MAX_HECTARES } from '@agrim/contracts';

/** The area typed, checked as the server checks it: a number > 0 and at most MAX_HECTARES. */
export function parseHectares(text: string): { value: number } | { error: 'hectaresNaN' | 'hectaresPositive' | 'hectaresMax' } {
  const trimmed = text.trim().replace(',', '.');
  const value = trimmed === '' ? Number.NaN : Number(trimmed);
  if (!Number.isFinite(value)) return { error: 'hectaresNaN' };
  if (value <= 0) return { error: 'hectaresPositive' };
  if (value > MAX_HECTARES) return { error: 'hectaresMax' };
  return { value };
}
