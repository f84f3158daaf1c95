import type { NpkOption } from '@agrim/contracts';
import { describe, expect, it } from 'vitest';
import { npkChoices, npkQuery } from './npkChoices';

const option = (ratio: string, crop: string, season = 'Kharif'): NpkOption => {
  const [n, p2o5, k2o] = ratio.split(':').map(Number) as [number, number, number];
  return { ratio, crop, season, condition: null, n, p2o5, k2o, source: 's', verification: 'recalled' };
};

describe('NPK Ratio choices', () => {
  it('offers a shared ratio once per crop, and a ratio of one crop once', () => {
    const options = [option('80:40:40', 'Pearl millet'), option('80:40:40', 'Mustard', 'Rabi'), option('120:60:40', 'Wheat', 'Rabi')];
    expect(npkChoices(options)).toEqual(['80:40:40 (Pearl millet)', '80:40:40 (Mustard)', '120:60:40']);
    // The same crop in two seasons with one ratio is one choice.
    expect(npkChoices([option('25:60:40', 'Soybean'), option('25:60:40', 'Soybean', 'Summer')])).toEqual(['25:60:40']);
    expect(npkChoices(undefined)).toBeUndefined();
  });

  it('turns a choice back into the query', () => {
    expect(npkQuery('80:40:40 (Mustard)')).toEqual({ npk: '80:40:40', dose_crop: 'Mustard' });
    expect(npkQuery('80:40:40 (Toria (rapeseed))')).toEqual({ npk: '80:40:40', dose_crop: 'Toria (rapeseed)' });
    expect(npkQuery('120:60:40')).toEqual({ npk: '120:60:40' });
  });
});
