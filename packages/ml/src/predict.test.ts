import { CROP_FEATURES, FERTILIZER_CROP_TYPES, FERTILIZER_GRADES, SOIL_TYPES, cropPredictionSchema } from '@agrim/contracts';
import { describe, expect, it } from 'vitest';
import { modelCard, predictCrop, predictFertilizer, type CropInput, type FertilizerInput } from './index.js';

// The first rows of the training files.
const rice: CropInput = { N: 85, P: 58, K: 41, temperature: 21.77046169, humidity: 80.31964408, ph: 7.038096361, rainfall: 226.6555374 };
const coffee: CropInput = { N: 91, P: 21, K: 26, temperature: 26.33377983, humidity: 57.36469955, ph: 7.261313694, rainfall: 191.6549412 };
const sandyMaize: FertilizerInput = {
  temperature: 26,
  humidity: 52,
  moisture: 38,
  soilType: 'Sandy',
  cropType: 'Maize',
  nitrogen: 37,
  potassium: 0,
  phosphorous: 0,
};

describe('predictCrop', () => {
  it('predicts rice for the first rice row, in the contracts shape', () => {
    const r = predictCrop(rice);
    expect(r.prediction).toBe('rice');
    expect(r.top[0]).toEqual({ crop: 'rice', probability: r.probability });
    expect(cropPredictionSchema.parse(r)).toEqual(r);
    expect(r.model_version).toBe(modelCard('crop').version);
    expect(predictCrop(coffee).prediction).toBe('coffee');
  });

  it('gives the 3 best crops, best first, probabilities summing to at most 1', () => {
    const r = predictCrop(coffee);
    expect(r.top).toHaveLength(3);
    expect(new Set(r.top.map((t) => t.crop)).size).toBe(3);
    for (let i = 1; i < 3; i++) expect(r.top[i]!.probability).toBeLessThanOrEqual(r.top[i - 1]!.probability);
    expect(r.top.reduce((a, t) => a + t.probability, 0)).toBeLessThanOrEqual(1 + 1e-9);
    expect(r.probability).toBeGreaterThan(0);
  });

  it('explains with all 7 inputs, largest |contribution| first, mostly pushing towards the crop', () => {
    const r = predictCrop(rice);
    expect(r.drivers.map((d) => d.feature).sort()).toEqual([...CROP_FEATURES].sort());
    for (let i = 1; i < r.drivers.length; i++) {
      expect(Math.abs(r.drivers[i]!.contribution)).toBeLessThanOrEqual(Math.abs(r.drivers[i - 1]!.contribution));
    }
    // contributions explain the climb from the baseline share (1/22) to the predicted probability
    expect(r.drivers.reduce((a, d) => a + d.contribution, 0)).toBeGreaterThan(0);
  });

  it("answers for the sliders' extremes and refuses non-numbers", () => {
    expect(predictCrop({ N: 0, P: 0, K: 0, temperature: -10, humidity: 0, ph: 0, rainfall: 0 }).top).toHaveLength(3);
    expect(() => predictCrop({ ...rice, ph: Number.NaN })).toThrow(TypeError);
  });
});

describe('predictFertilizer', () => {
  it('predicts Urea (46-0-0) for the Sandy Maize row with N=37, K=0, P=0', () => {
    const r = predictFertilizer(sandyMaize);
    expect(r.fertilizer).toBe('Urea');
    expect(r.grade).toBe('46-0-0');
    expect(r.top[0]).toEqual({ fertilizer: 'Urea', probability: r.probability });
    expect(r.model_version).toBe(modelCard('fertilizer').version);
  });

  it('still predicts for a crop type not in the data (coffee), and matches case-insensitively', () => {
    const r = predictFertilizer({ ...sandyMaize, cropType: 'coffee' });
    expect(Object.keys(FERTILIZER_GRADES)).toContain(r.fertilizer);
    expect(r.grade).toBe(FERTILIZER_GRADES[r.fertilizer]);
    expect(predictFertilizer({ ...sandyMaize, soilType: 'sandy', cropType: ' MAIZE ' })).toEqual(predictFertilizer(sandyMaize));
  });

  it('answers for every soil type x product crop type, with a ranked list summing to 1', () => {
    for (const soilType of SOIL_TYPES) {
      for (const cropType of FERTILIZER_CROP_TYPES) {
        const r = predictFertilizer({ ...sandyMaize, soilType, cropType, nitrogen: 10, phosphorous: 30, potassium: 10 });
        expect(r.grade).toBe(FERTILIZER_GRADES[r.fertilizer]);
        expect(r.top.reduce((a, t) => a + t.probability, 0)).toBeCloseTo(1, 9);
      }
    }
  });

  it('picks DAP for a high-phosphorus row of the data', () => {
    expect(
      predictFertilizer({
        ...sandyMaize,
        moisture: 45,
        soilType: 'Loamy',
        cropType: 'Sugarcane',
        humidity: 52,
        temperature: 29,
        nitrogen: 12,
        potassium: 0,
        phosphorous: 36,
      }).fertilizer,
    ).toBe('DAP');
  });
});
