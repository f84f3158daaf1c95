import path from 'node:path';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/harness.js';
import { loadConfig } from '../config.js';
import { cropSubset, hasRealFiles, rainfallSubset, writeDatasetsDir } from '../../test/datasets.testkit.js';

let t: Awaited<ReturnType<typeof startTestApp>>;
let dir: string;
beforeAll(async () => {
  t = await startTestApp();
  dir = await mkdtemp(path.join(tmpdir(), 'agrim-datasets-'));
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

describe('settings', () => {
  it('DATASETS_DIR defaults to the datasets beside the checkout; the start-up import can be turned off', () => {
    const config = loadConfig({});
    expect(config.DATASETS_DIR).toBe(path.resolve(import.meta.dirname, '../../../../../shared/datasets'));
    expect(config.DATASETS_IMPORT_ON_START).toBe(true);
    expect(loadConfig({ DATASETS_IMPORT_ON_START: 'false', DATASETS_DIR: '/srv/sets' })).toMatchObject({
      DATASETS_IMPORT_ON_START: false,
      DATASETS_DIR: '/srv/sets',
    });
  });
});

describe.runIf(hasRealFiles())('start-up import from DATASETS_DIR', () => {
  it('imports each kind that has no current version and whose file is there; never throws', async () => {
    const datasets = t.app.services.datasets;
    // Nothing there yet: logged, nothing imported.
    await datasets.importOnStart(dir);
    expect((await datasets.list()).map((d) => d.current)).toEqual([null, null]);

    await writeDatasetsDir(dir, { rainfall: rainfallSubset(['KERALA', 'LAKSHADWEEP']) });
    await datasets.importOnStart(dir);
    const [rain, crop] = await datasets.list();
    expect(rain!.current).toMatchObject({
      version: 1,
      rows: 229,
      imported_by: 'startup',
      source_file: 'rainfall in india 1901-2015.csv',
      summary: { subdivisions: 2 },
    });
    expect(crop!.current).toBeNull();

    // The rainfall is current: only the crop file is imported now.
    await writeDatasetsDir(dir, {
      rainfall: rainfallSubset(['KERALA']),
      'crop-production': cropSubset('Soyabean', ['Kerala', 'Madhya Pradesh']),
    });
    await datasets.importOnStart(dir);
    const after = await datasets.list();
    expect(after[0]!.current).toMatchObject({ version: 1, rows: 229 });
    expect(after[1]!.current).toMatchObject({
      version: 1,
      imported_by: 'startup',
      source_file: 'crop_production.csv',
      summary: { crops: 1 },
    });
  });
});
