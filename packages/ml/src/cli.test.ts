import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cli } from './commands.testkit.js';
import { REPO_DIR } from './data/datasets.js';
import { copyClassFolder } from './image/testPhotos.testkit.js';

const dir = mkdtempSync(join(tmpdir(), 'agrim-ml-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

const CROP = `N,P,K,temperature,humidity,ph,rainfall,label
85,58,41,21.77046169,80.31964408,7.038096361,226.6555374,rice
61,44,17,26.10018422,71.57476937,6.931756557999999,102.2662445,maize
91,21,26,26.33377983,57.36469955,7.261313694,191.6549412,rice
`;

const FERTILIZER =
  'Temparature,Humidity ,Moisture,Soil Type,Crop Type,Nitrogen,Potassium,Phosphorous,Fertilizer Name\r\n' +
  '26,52,38,Sandy,Maize,37,0,0,Urea\r\n' +
  '29,52,45,Loamy,Sugarcane,12,0,36,DAP\r\n' +
  '34,65,62,Black,Cotton,7,9,30,14-35-14\r\n' +
  '32,62,34,Red,Tobacco,22,0,20,28-28\r\n';

describe('npm run ml', () => {
  it('is the command run as a process: its answer on stdout, its exit code', () => {
    const run = (...args: string[]) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'packages/ml/src/cli.ts', ...args], { cwd: REPO_DIR, encoding: 'utf8' });
    const usage = run('frobnicate');
    expect(usage.status).toBe(2);
    expect(usage.stderr).toMatch(/^ml: unknown command "frobnicate"\nusage:/);
    expect(usage.stdout).toBe('');
    const ok = run('eval', 'crop', file('process.csv', CROP));
    expect(ok.status).toBe(0);
    expect(JSON.parse(ok.stdout)).toMatchObject({ task: 'crop', n: 3 });
    expect(run('eval', 'crop', join(dir, 'absent.csv')).status).toBe(1);
  });
});

describe('ml eval <task> <file>', () => {
  it('prints exactly one JSON line for a crop file', async () => {
    const r = await cli('eval', 'crop', file('crop.csv', CROP));
    expect(r.status).toBe(0);
    const lines = r.stdout.split('\n').filter((l) => l !== '');
    expect(lines).toHaveLength(1);
    const out = JSON.parse(lines[0]!) as { task: string; n: number; accuracy: number; macroF1: number };
    expect(out.task).toBe('crop');
    expect(out.n).toBe(3);
    // the third row is coffee labelled rice: 2 of 3 right
    expect(out.accuracy).toBeCloseTo(2 / 3, 9);
    expect(out.macroF1).toBeGreaterThanOrEqual(0);
    expect(out.macroF1).toBeLessThanOrEqual(1);
  });

  it('reads the fertilizer format (CRLF, misspelt and padded header)', async () => {
    const r = await cli('eval', 'fertilizer', file('fert.csv', FERTILIZER));
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout.trim()) as { task: string; n: number; accuracy: number };
    expect(out).toMatchObject({ task: 'fertilizer', n: 4 });
    expect(out.accuracy).toBeGreaterThanOrEqual(0);
    expect(out.accuracy).toBeLessThanOrEqual(1);
  });

  it('a malformed file exits 1 with a message naming the line, nothing on stdout', async () => {
    const r = await cli('eval', 'crop', file('bad.csv', CROP.replace('61,44', 'sixty,44')));
    expect(r.status).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/line 3: N "sixty" is not a number/);
    const missing = await cli('eval', 'crop', file('cols.csv', 'N,P\n1,2\n'));
    expect(missing.status).toBe(1);
    expect(missing.stderr).toMatch(/no column/);
    expect((await cli('eval', 'crop', join(dir, 'absent.csv'))).status).toBe(1);
  });

  it('bad usage exits 2 with the usage on stderr', async () => {
    for (const args of [[], ['eval', 'crop'], ['eval', 'nosuchtask', 'x.csv'], ['frobnicate']]) {
      const r = await cli(...args);
      expect(r.status).toBe(2);
      expect(r.stderr).toMatch(/usage:/);
      expect(r.stdout).toBe('');
    }
  });

  it('--cnn-epochs is refused for a tabular task and outside 0..200, before any training', async () => {
    for (const args of [
      ['train', 'crop', '--cnn-epochs', '3'],
      ['train', 'soil-type', '--cnn-epochs=201'],
      ['train', 'soil-type', '--cnn-epochs=2.5'],
    ]) {
      const r = await cli(...args);
      expect(r.status).toBe(2);
      expect(r.stderr).toMatch(/--cnn-epochs goes with a built-in image task/);
      expect(r.stdout).toBe('');
    }
  });

  it('--quick goes with --images and takes true or false, before any training', async () => {
    const alone = await cli('train', 'soil-type', '--quick', 'true');
    expect(alone.status).toBe(2);
    expect(alone.stderr).toMatch(/--id, --name and --quick go with --images <dir>/);
    const odd = await cli(
      'train',
      'seed-quality',
      '--images',
      '/nonexistent',
      '--out',
      '/tmp',
      '--id',
      'x',
      '--name',
      'X',
      '--quick',
      'yes',
    );
    expect(odd.status).toBe(2);
    expect(odd.stderr).toMatch(/--quick takes true or false/);
    expect(odd.stdout).toBe('');
  });
});

describe('ml eval <image task> <folder>', () => {
  it('predicts every photo of a folder of class folders with the committed model: one JSON line', async () => {
    // the dataset's own folder names are understood (Early_blight is Early Blight)
    const photos = copyClassFolder(
      join(dir, 'tomato'),
      'tomato-leaf-disease',
      { Early_blight: 'Early_blight', Leaf_Mold: 'Leaf Mold', Yellow_Leaf_Curl_Virus: 'Yellow_Leaf_Curl_Virus' },
      4,
      100,
    );
    const r = await cli('eval', 'tomato-leaf', photos);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const lines = r.stdout.split('\n').filter((l) => l !== '');
    expect(lines).toHaveLength(1);
    const out = JSON.parse(lines[0]!) as { task: string; n: number; accuracy: number; macroF1: number; abstained: number };
    expect(out).toMatchObject({ task: 'tomato-leaf', n: 12 });
    expect(Object.keys(out)).toEqual(['task', 'n', 'accuracy', 'macroF1', 'abstained']);
    // abstentions are whole photos, and count as wrong: at most 1 − abstained right
    expect(Number.isInteger(Math.round(out.abstained * 12 * 1e9) / 1e9)).toBe(true);
    expect(out.accuracy).toBeLessThanOrEqual(1 - out.abstained + 1e-12);
    // photos 100-103 of each class: most of them right
    expect(out.accuracy).toBeGreaterThanOrEqual(0.5);
    expect(out.macroF1).toBeGreaterThan(0);
  });

  it('a file instead of a folder, or a photo that is not one, exits 1 naming it', async () => {
    const notFolder = await cli('eval', 'soil-type', file('x.csv', 'a,b\n'));
    expect(notFolder.status).toBe(1);
    expect(notFolder.stderr).toMatch(/is not a folder/);
    const bad = join(dir, 'bad', 'Black');
    mkdirSync(bad, { recursive: true });
    writeFileSync(join(bad, 'x.jpg'), 'not a JPEG');
    const r = await cli('eval', 'soil-type', join(dir, 'bad'));
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/x\.jpg: the image could not be decoded/);
    expect(r.stdout).toBe('');
  });
});

describe('ml backtest rainfall|yield (the public files under DATASETS_DIR)', () => {
  it('rainfall: one JSON line of averaged figures, a table on stderr, the card written', async () => {
    const out = join(dir, 'cards');
    const r = await cli('backtest', 'rainfall', '--out', out);
    expect(r.status).toBe(0);
    const lines = r.stdout.split('\n').filter((l) => l !== '');
    expect(lines).toHaveLength(1);
    const s = JSON.parse(lines[0]!) as Record<string, number | string>;
    expect(s).toMatchObject({ task: 'rainfall', subdivisions: 36, holdout_years: 10, interval: 0.8 });
    const n = (k: string) => s[k] as number;
    expect(n('mae')).toBeLessThanOrEqual(n('mae_climatology'));
    expect(n('mae')).toBeLessThan(n('mae_seasonal_naive'));
    expect(n('rsquare')).toBeGreaterThan(0.6);
    expect(n('coverage')).toBeGreaterThan(0.7);
    expect(r.stderr).toMatch(/KERALA/);
    expect(r.stderr).toMatch(/average R² over subdivisions ≥ 0.75/);
    const card = JSON.parse(readFileSync(join(out, 'rainfall.card.json'), 'utf8')) as {
      per_subdivision: unknown[];
      summary: unknown;
      selection: { default_is_best: boolean };
    };
    expect(card.per_subdivision).toHaveLength(36);
    expect(card.summary).toEqual(s);
    expect(card.selection.default_is_best).toBe(true);
    expect(readFileSync(join(out, 'rainfall.card.md'), 'utf8')).toMatch(/## Per subdivision/);
  });

  it('yield: one JSON line for the soybean series, the card written', async () => {
    const out = join(dir, 'cards');
    const r = await cli('backtest', 'yield', '--crop', 'Soyabean', '--out', out);
    expect(r.status).toBe(0);
    const lines = r.stdout.split('\n').filter((l) => l !== '');
    expect(lines).toHaveLength(1);
    const s = JSON.parse(lines[0]!) as Record<string, number | string>;
    expect(s).toMatchObject({ task: 'yield', crop: 'Soyabean', series: 319, interval: 0.8 });
    expect(s.mape as number).toBeLessThanOrEqual(s.mape_last_value as number);
    expect(s.nested_coverage as number).toBeGreaterThan(0.7);
    const card = JSON.parse(readFileSync(join(out, 'yield.card.json'), 'utf8')) as { targets: { met: boolean }[] };
    expect(card.targets.every((t) => t.met)).toBe(true);
    expect(readFileSync(join(out, 'yield.card.md'), 'utf8')).toMatch(/## Choice of method/);
  });

  it('bad usage exits 2; an unknown crop exits 1', async () => {
    for (const args of [['backtest'], ['backtest', 'weather'], ['backtest', 'rainfall', '--crop', 'Rice']]) {
      const r = await cli(...args);
      expect(r.status).toBe(2);
      expect(r.stderr).toMatch(/usage:/);
    }
    const r = await cli('backtest', 'yield', '--crop', 'Unobtainium', '--out', join(dir, 'none'));
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/no production series for crop "Unobtainium"/);
  });
});
