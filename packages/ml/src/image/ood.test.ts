import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../random.js';
import { builtinImageModel } from './builtin.js';
import { decodeRaster } from './decode.js';
import type { FeatureImageModel } from './featureModel.js';
import { OodDetector, fitOod, isPlain, plainStats, quantile, trainingDistanceFlags } from './ood.js';
import { documentImages, gradientImages, noiseImages, plainColourImages } from './oodSets.js';
import { datasetPhotos } from './testPhotos.testkit.js';

describe('the plain-image rule', () => {
  it('flags flat colours and nearly flat ones, not photos', async () => {
    for (const png of await plainColourImages()) {
      const r = await decodeRaster(png);
      expect(isPlain(plainStats(r.rgb, r.width, r.height))).toBe(true);
    }
    // a white page with one small dark square: 99 % one colour
    const dot = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#ffffff' } })
      .composite([{ input: { create: { width: 15, height: 15, channels: 3, background: '#000000' } }, left: 10, top: 10 }])
      .png()
      .toBuffer();
    const d = await decodeRaster(dot);
    expect(isPlain(plainStats(d.rgb, d.width, d.height))).toBe(true);
    for (const photo of [...datasetPhotos('soil-types', 'Red_Soil', 3), ...datasetPhotos('tomato-leaf-disease', 'Early_blight', 3)]) {
      const r = await decodeRaster(photo);
      expect(isPlain(plainStats(r.rgb, r.width, r.height))).toBe(false);
    }
  });
});

describe('the reference-set distance', () => {
  it('puts the threshold at the quantile of the leave-one-out distances, so far points are flagged and near ones are not', () => {
    const rng = mulberry32(3);
    const gauss = () => Math.sqrt(-2 * Math.log(1 - rng())) * Math.cos(2 * Math.PI * rng());
    const rows = Array.from({ length: 400 }, () => Array.from({ length: 6 }, gauss));
    const json = fitOod(rows, { seed: 1, k: 5, quantile: 0.95, maxRows: 300 });
    expect(json.reference).toHaveLength(300);
    const det = new OodDetector(json);
    const plain = { grayStd: 50, dominantShare: 0.05 };
    const fresh = Array.from({ length: 200 }, () => Array.from({ length: 6 }, gauss));
    const flagged = fresh.filter((x) => det.verdict(x, plain).outOfDistribution).length / fresh.length;
    expect(flagged).toBeGreaterThan(0);
    expect(flagged).toBeLessThan(0.15);
    expect(det.verdict([8, 8, 8, 8, 8, 8], plain)).toMatchObject({ outOfDistribution: true });
    expect(det.verdict([8, 8, 8, 8, 8, 8], plain).score).toBeGreaterThan(2);
    // near the centre: in distribution even when k-NN distance is small, but a plain raster is flagged regardless
    expect(det.verdict([0, 0, 0, 0, 0, 0], plain).outOfDistribution).toBe(false);
    expect(det.verdict([0, 0, 0, 0, 0, 0], { grayStd: 1, dominantShare: 1 }).outOfDistribution).toBe(true);
    expect(quantile([5, 1, 4, 2, 3], 0.6)).toBe(3);
    // seeded subsample: same seed, same reference
    expect(fitOod(rows, { seed: 1, maxRows: 300 })).toEqual(json);
  });

  it('measures the rule on its own training rows out of fold: about (1 − quantile) of them, each without itself', () => {
    const rng = mulberry32(5);
    const gauss = () => Math.sqrt(-2 * Math.log(1 - rng())) * Math.cos(2 * Math.PI * rng());
    const rows = Array.from({ length: 400 }, () => Array.from({ length: 6 }, gauss));
    // all rows in the reference: leave-one-out, as the threshold was set, so 1 % of 400 above the 99 % quantile
    const all = fitOod(rows, { seed: 2, quantile: 0.99 });
    expect(trainingDistanceFlags(rows, all, 2).filter(Boolean)).toHaveLength(4);
    // a row far from the rest is flagged even though it is in the reference (its distance to itself is left out)
    const withFar = [...rows.slice(0, 399), [9, 9, 9, 9, 9, 9]];
    expect(trainingDistanceFlags(withFar, fitOod(withFar, { seed: 2, quantile: 0.99 }), 2)[399]).toBe(true);
    // a subsampled reference: the rows left out are measured against all of it
    const sub = fitOod(rows, { seed: 2, quantile: 0.95, maxRows: 300 });
    const flags = trainingDistanceFlags(rows, sub, 2, 300);
    expect(flags).toHaveLength(400);
    const share = flags.filter(Boolean).length / 400;
    expect(share).toBeGreaterThan(0.02);
    expect(share).toBeLessThan(0.12);
    // other rows than the fitted ones are refused
    expect(() => trainingDistanceFlags(rows.slice(0, 350), sub, 2, 300)).toThrow(/not the ones/);
    expect(() => trainingDistanceFlags(rows.slice(0, 399), all, 2)).toThrow(/not the ones/);
  });
});

describe.each(['soil-type', 'tomato-leaf', 'soybean-leaf'] as const)('the committed %s model on unrelated pictures', (task) => {
  it('flags plain colours and a rendered page of text as out of distribution, and is never sure of noise, gradients or the soil-health-card photos', async () => {
    const model = (await builtinImageModel(task)) as FeatureImageModel;
    expect(model).not.toBeNull();
    const rng = mulberry32(11);
    for (const png of await plainColourImages())
      expect(await model.predict(png)).toMatchObject({ notSure: true, reason: 'out_of_distribution' });
    const documents = await documentImages(rng);
    // a page of text: unlike any training photo
    const page = await model.predict(documents[0]!);
    expect(page).toMatchObject({ notSure: true, reason: 'out_of_distribution', ood: { outOfDistribution: true } });
    expect(page.ood.score).toBeGreaterThanOrEqual(1);
    // the rest: never a confident answer (out of distribution, or too unsure)
    for (const png of [...(await noiseImages(rng)), ...(await gradientImages()), ...documents.slice(1)])
      expect((await model.predict(png)).notSure).toBe(true);
    for (const card of datasetPhotos('soil-health-cards', '', 3)) expect((await model.predict(readFileSync(card))).notSure).toBe(true);
  });
});
