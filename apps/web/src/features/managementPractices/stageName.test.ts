import type { PracticesResponse } from '@agrim/contracts';
import { describe, expect, it } from 'vitest';
import { serverStageName } from './stageName';

const stages: PracticesResponse['stages'] = [
  { name: 'Before sowing', hi: 'बुवाई से पहले', mr: 'पेरणीपूर्वी', from_day: null, to_day: null },
  { name: 'Maturity to Harvest', hi: 'परिपक्वता से कटाई तक', mr: '', from_day: 85, to_day: 94 },
];

describe('serverStageName', () => {
  it('names the stage in Marathi on a Marathi screen and in Hindi on a Hindi one', () => {
    expect(serverStageName(stages, 'Before sowing', 'mr')).toBe('पेरणीपूर्वी');
    expect(serverStageName(stages, 'Before sowing', 'hi')).toBe('बुवाई से पहले');
  });

  it('leaves English, an unknown stage, an empty name and a missing answer to the app’s own label', () => {
    expect(serverStageName(stages, 'Before sowing', 'en')).toBeUndefined();
    expect(serverStageName(stages, 'Flowering', 'mr')).toBeUndefined();
    expect(serverStageName(stages, 'Maturity to Harvest', 'mr')).toBeUndefined();
    expect(serverStageName(undefined, 'Before sowing', 'mr')).toBeUndefined();
  });
});
