import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TRAINING_MIN_IMAGES_PER_CLASS, imageModelCardSchema } from '@agrim/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_DIR } from '../data/datasets.js';
import { ML_CLI_PATH } from '../index.js';
import { photoFeatures } from './extract.js';
import { listInstalledImageModels, trainImageModel } from './installed.js';
import { MANIFEST_FILE, manifestSchema } from './manifest.js';
import { IMAGE_CANDIDATES, fitImageModel, type Photo } from './train.js';
import { copyClassFolder, datasetPhotos } from './testPhotos.testkit.js';

const dir = mkdtempSync(join(tmpdir(), 'agrim-ml-installed-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const TOMATO = { Early_blight: 'Early Blight', Leaf_Mold: 'Leaf Mold', Yellow_Leaf_Curl_Virus: 'Yellow Leaf Curl Virus' };

describe('training an installed model from a folder of class folders', () => {
  it('the CLI (as the server spawns it) writes a folder that is listed and predicts; unreadable photos are skipped and counted', () => {
    // wrapped in one extra folder, as a zip often is
    const photos = copyClassFolder(join(dir, 'upload', 'my photos'), 'tomato-leaf-disease', TOMATO, 8);
    writeFileSync(join(photos, 'Leaf Mold', 'broken.jpg'), 'this is not a JPEG');
    const models = join(dir, 'models');
    const r = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        ML_CLI_PATH,
        'train',
        'tomato-leaf',
        '--images',
        join(dir, 'upload'),
        '--out',
        models,
        '--id',
        'lab-tomato',
        '--name',
        'Lab tomato',
        // Forests of a few trees: this tests the folder the server installs, not the model's quality.
        '--quick',
        'true',
      ],
      { cwd: REPO_DIR, encoding: 'utf8' },
    );
    expect(r.stderr).toMatch(/random-forest: 5-fold accuracy/);
    expect(r.status).toBe(0);
    const lines = r.stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    const out = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(out).toMatchObject({ task: 'tomato-leaf', id: 'lab-tomato', dir: join(models, 'lab-tomato') });
    expect(out.accuracy).toBeGreaterThanOrEqual(0);
    expect(readdirSync(join(models, 'lab-tomato')).sort()).toEqual(['card.json', 'card.md', MANIFEST_FILE, 'model.json']);
    expect(readdirSync(models)).toEqual(['lab-tomato']); // no work folder left behind
    const manifest = manifestSchema.parse(JSON.parse(readFileSync(join(models, 'lab-tomato', MANIFEST_FILE), 'utf8')));
    expect(manifest).toMatchObject({
      kind: 'trained',
      file: 'model.json',
      card: 'card.json',
      labels: ['Early Blight', 'Leaf Mold', 'Yellow Leaf Curl Virus'],
    });
    const card = imageModelCardSchema.parse(JSON.parse(readFileSync(join(models, 'lab-tomato', 'card.json'), 'utf8')));
    expect(card.data.rows).toBe(24);
    expect(card.image.split.train + card.image.split.test).toBe(24);
    expect(card.image.split.test).toBe(card.evaluation.n);
    expect(card.notes.join(' ')).toMatch(/1 unreadable photo was skipped: Leaf Mold\/broken\.jpg/);
    expect(card.evaluation.accuracy).toBe(out.accuracy);
    expect(card.image.ood.sets.map((s) => s.name)).toEqual(expect.arrayContaining(['plain colours', 'noise', 'gradients', 'documents']));
  });

  it('lists the trained model with its card, and it predicts a photo of its classes', async () => {
    const { models, problems } = await listInstalledImageModels(join(dir, 'models'));
    expect(problems).toEqual([]);
    const m = models[0]!;
    expect(m).toMatchObject({ id: 'lab-tomato', name: 'Lab tomato', kind: 'trained', task: 'tomato-leaf' });
    expect(m.card?.version).toBe(m.version);
    // a photo it was not trained on
    const photo = datasetPhotos('tomato-leaf-disease', 'Yellow_Leaf_Curl_Virus', 40)[39]!;
    const a = await m.predict(readFileSync(photo));
    expect(a.labels).toEqual(['Early Blight', 'Leaf Mold', 'Yellow Leaf Curl Virus']);
    expect(a.label).toBe('Yellow Leaf Curl Virus');
    expect(a.inferenceMs).toBeGreaterThan(0);
  });

  it('refuses fewer than 2 classes, a class under the minimum, a bad or taken id, with clear messages', async () => {
    const one = copyClassFolder(join(dir, 'one'), 'tomato-leaf-disease', { Early_blight: 'Early Blight' }, 6);
    const base = { task: 'tomato-leaf' as const, outDir: join(dir, 'models'), name: 'x' };
    await expect(trainImageModel({ ...base, imagesDir: one, id: 'one' })).rejects.toThrow(/at least 2 classes/);
    const few = copyClassFolder(join(dir, 'few'), 'tomato-leaf-disease', { Early_blight: 'Early Blight' }, 6);
    copyClassFolder(few, 'tomato-leaf-disease', { Late_blight: 'Late Blight' }, TRAINING_MIN_IMAGES_PER_CLASS - 1);
    await expect(trainImageModel({ ...base, imagesDir: few, id: 'few' })).rejects.toThrow(
      new RegExp(
        `at least ${TRAINING_MIN_IMAGES_PER_CLASS} readable photos; too few in "Late Blight" \\(${TRAINING_MIN_IMAGES_PER_CLASS - 1}\\)`,
      ),
    );
    await expect(trainImageModel({ ...base, imagesDir: few, id: '../escape' })).rejects.toThrow(/model id/);
    await expect(trainImageModel({ ...base, imagesDir: few, id: 'lab-tomato' })).rejects.toThrow(/already installed/);
    await expect(trainImageModel({ ...base, imagesDir: join(dir, 'absent'), id: 'absent' })).rejects.toThrow(/not a folder/);
    expect(existsSync(join(dir, 'models', 'few'))).toBe(false);
  });

  it('the CLI asks for --images for seed-quality (no public data)', () => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', ML_CLI_PATH, 'train', 'seed-quality'], { cwd: REPO_DIR, encoding: 'utf8' });
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/--images <dir> is required for seed-quality/);
    expect(r.stdout).toBe('');
  });
});

describe('fitImageModel', () => {
  it('is reproducible: same seed and photos, byte-identical model file; another seed grows another forest', async () => {
    const photos: Photo[] = [];
    for (const [folder, label] of Object.entries(TOMATO))
      for (const path of datasetPhotos('tomato-leaf-disease', folder, 6)) photos.push({ path, label, ...(await photoFeatures(path)) });
    const classes = Object.values(TOMATO);
    const forest = IMAGE_CANDIDATES.find((c) => c.id === 'random-forest')!;
    const a = fitImageModel('tomato-leaf', forest, photos, classes, 7);
    expect(fitImageModel('tomato-leaf', forest, photos, classes, 7).text).toBe(a.text);
    expect(fitImageModel('tomato-leaf', forest, photos, classes, 8).text).not.toBe(a.text);
    // it has learnt its training photos
    const right = photos.filter((p) => a.model.classify(p).label === p.label).length;
    expect(right / photos.length).toBeGreaterThan(0.9);
    mkdirSync(join(dir, 'fit'), { recursive: true });
  });
});
