import { describe, expect, it } from 'vitest';
import { readPerStage } from './perStage';

const full = {
  Stage: { '0': 'Initial seedling stage' },
  Days: { '0': 20 },
  'Nitrogen (kg/ha)': { '0': 18.5 },
  'Phosphorus (kg/ha)': { '0': 18.5 },
  'Potassium (kg/ha)': { '0': 18.5 },
  'Moisture (inches/day)': { '0': 0.075 },
};

describe('readPerStage (spec 5: at least 5 keys and non-null N, P, K)', () => {
  it('reads the third to fifth entries as N, P and K', () => {
    const r = readPerStage(full);
    expect(r.valid).toBe(true);
    expect(r).toMatchObject({ nitrogen: 18.5, phosphorus: 18.5, potassium: 18.5 });
    expect(r.rows).toHaveLength(6);
    expect(r.rows[0]).toEqual({ label: 'Stage', value: 'Initial seedling stage' });
  });

  it('accepts exactly five keys', () => {
    const { 'Moisture (inches/day)': _moisture, ...five } = full;
    expect(readPerStage(five).valid).toBe(true);
  });

  it('accepts numeric strings', () => {
    expect(readPerStage({ ...full, 'Nitrogen (kg/ha)': { '0': '12' } })).toMatchObject({ valid: true, nitrogen: 12 });
  });

  it('is invalid with fewer than five keys', () => {
    const { 'Potassium (kg/ha)': _k, 'Moisture (inches/day)': _m, ...four } = full;
    const r = readPerStage(four);
    expect(r.valid).toBe(false);
    expect(r.rows).toHaveLength(4);
  });

  it.each(['Nitrogen (kg/ha)', 'Phosphorus (kg/ha)', 'Potassium (kg/ha)'])('is invalid when %s is null', (key) => {
    expect(readPerStage({ ...full, [key]: { '0': null } }).valid).toBe(false);
    expect(readPerStage({ ...full, [key]: {} }).valid).toBe(false);
    expect(readPerStage({ ...full, [key]: null }).valid).toBe(false);
  });

  it('is invalid for a missing or empty answer', () => {
    expect(readPerStage(undefined).valid).toBe(false);
    expect(readPerStage({}).valid).toBe(false);
  });

  it('ignores a null moisture (only N, P and K are required)', () => {
    expect(readPerStage({ ...full, 'Moisture (inches/day)': { '0': null } }).valid).toBe(true);
  });
});
