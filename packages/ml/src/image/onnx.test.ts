import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { mulberry32 } from '../random.js';
import { builtinImageModel } from './builtin.js';
import { listInstalledImageModels } from './installed.js';
import { MANIFEST_FILE } from './manifest.js';
import { writeTinyOnnxModel } from './onnx.testkit.js';
import type { ImageClassifier } from './types.js';

const dir = mkdtempSync(join(tmpdir(), 'agrim-ml-onnx-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A photo-like picture: mostly one hue, with noise (so it is not a flat colour). */
async function noisy(rgb: [number, number, number], seed: number): Promise<Buffer> {
  const rng = mulberry32(seed);
  const w = 64;
  const px = Buffer.alloc(w * w * 3);
  for (let i = 0; i < w * w; i++)
    for (let c = 0; c < 3; c++) px[i * 3 + c] = Math.max(0, Math.min(255, rgb[c]! + Math.round((rng() - 0.5) * 120)));
  return sharp(px, { raw: { width: w, height: w, channels: 3 } })
    .png()
    .toBuffer();
}

describe('an ONNX drop-in in the installed models folder', () => {
  it('is listed, runs in onnxruntime-node and classifies by dominant colour', async () => {
    writeTinyOnnxModel(dir, { id: 'tiny-colour', name: 'Tiny colour', task: 'seed-quality' });
    const { models, problems } = await listInstalledImageModels(dir);
    expect(problems).toEqual([]);
    expect(models).toHaveLength(1);
    const m = models[0]!;
    expect(m).toMatchObject({
      id: 'tiny-colour',
      name: 'Tiny colour',
      kind: 'onnx',
      task: 'seed-quality',
      labels: ['red', 'green', 'blue'],
      card: null,
    });
    expect(m.version).toMatch(/^seed-quality-[0-9a-f]{12}$/);

    const red = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#d02020' } })
      .png()
      .toBuffer();
    const a = await m.predict(red);
    expect(a.label).toBe('red');
    expect(a.confidence).toBeGreaterThan(0.9);
    expect(a.probabilities.reduce((s, p) => s + p, 0)).toBeCloseTo(1, 5);
    // a flat colour is no photo: the plain-image rule says so even though the model is sure
    expect(a).toMatchObject({
      notSure: true,
      reason: 'out_of_distribution',
      ood: { outOfDistribution: true, score: null, method: 'plain-image' },
    });

    const green = await m.predict(await noisy([40, 200, 50], 1));
    expect(green).toMatchObject({ label: 'green', notSure: false, reason: 'confident', confidenceThreshold: 0.5 });
    expect((await m.predict(await noisy([30, 40, 210], 2))).label).toBe('blue');
    await expect(m.predict(Buffer.from('not a photo'))).rejects.toThrow(/could not be decoded/);
  });

  it('reads logits, applies its own threshold, and borrows the out-of-distribution check of a gate', async () => {
    writeTinyOnnxModel(dir, {
      id: 'tiny-tomato',
      name: 'Tiny tomato',
      task: 'tomato-leaf',
      labels: ['Early Blight', 'Late Blight', 'Leaf Mold'],
      manifest: { output: 'logits', confidence_threshold: 0.99 },
    });
    const gate = (await builtinImageModel('tomato-leaf'))!;
    const seen: string[] = [];
    const { models } = await listInstalledImageModels(dir, {
      gate: (task) => {
        seen.push(task);
        return task === 'tomato-leaf' ? gate : null;
      },
    });
    expect(seen.sort()).toEqual(['seed-quality', 'tomato-leaf']);
    const m = models.find((x) => x.id === 'tiny-tomato')!;
    const photo = await noisy([200, 60, 40], 3);
    const a = await m.predict(photo);
    // softmax of the probabilities layer's output: still sums to 1, flatter than the probabilities themselves
    expect(a.probabilities.reduce((s, p) => s + p, 0)).toBeCloseTo(1, 5);
    expect(a.confidence).toBeLessThan(0.6);
    expect(a.confidenceThreshold).toBe(0.99);
    // noise is nothing like a tomato leaf: the gate's reference set flags it
    expect(a).toMatchObject({ notSure: true, reason: 'out_of_distribution' });
    expect(a.ood.score).toBeGreaterThan(1);
    expect(a.ood.method).toContain(gate.id);
  });

  it('reports broken folders in problems and keeps serving the good ones; caches by manifest mtime', async () => {
    const broken = join(dir, 'broken');
    mkdirSync(broken);
    writeFileSync(join(broken, MANIFEST_FILE), '{ "format": "agrim-image-model@1", "id": "broken", "kind": "onnx" ');
    const wrongShape = writeTinyOnnxModel(dir, { id: 'two-labels', name: 'Two labels', task: 'seed-quality', labels: ['a', 'b'] });
    mkdirSync(join(dir, 'empty'));
    writeTinyOnnxModel(dir, { id: 'escape', name: 'Escape', task: 'seed-quality', manifest: { file: '../model.onnx' } });
    writeFileSync(join(dir, 'not-a-folder.txt'), 'x');

    const first = await listInstalledImageModels(dir);
    const problems = Object.fromEntries(first.problems.map((p) => [p.folder, p.error]));
    expect(Object.keys(problems).sort()).toEqual(['broken', 'empty', 'escape', 'two-labels']);
    expect(problems.broken).toMatch(/not readable JSON/);
    expect(problems.empty).toMatch(/no manifest\.json/);
    expect(problems.escape).toMatch(/file: must be a plain file name/);
    expect(problems['two-labels']).toMatch(/answers 3 values for 2 labels/);
    expect(first.models.map((m) => m.id)).toEqual(['tiny-colour', 'tiny-tomato']);

    const again = await listInstalledImageModels(dir);
    const core = (m: ImageClassifier) => (m as unknown as { core: unknown }).core;
    expect(core(again.models[0]!)).toBe(core(first.models[0]!));
    // a changed manifest is read again
    const later = new Date(Date.now() + 5000);
    utimesSync(join(dir, 'tiny-colour', MANIFEST_FILE), later, later);
    const third = await listInstalledImageModels(dir);
    expect(core(third.models[0]!)).not.toBe(core(first.models[0]!));
    rmSync(wrongShape, { recursive: true });
    expect((await listInstalledImageModels(dir)).problems.map((p) => p.folder)).not.toContain('two-labels');
  });

  it('a missing folder has no models and no problems', async () => {
    expect(await listInstalledImageModels(join(dir, 'absent'))).toEqual({ models: [], problems: [] });
  });
});
