import { CROP_FEATURES } from '@agrim/contracts';
import { describe, expect, it } from 'vitest';
import { datasetFile } from './data/datasets.js';
import { readLabeledCsv } from './data/table.js';
import { TabularModel } from './models.js';
import { randomForestCandidate } from './tasks/candidates.js';
import { cropTask } from './tasks/crop.js';
import { fertilizerTask } from './tasks/fertilizer.js';
import { classesOf, fitTabularModel } from './tasks/tabular.js';

// Real data from DATASETS_DIR (default <repo>/../shared/datasets); fewer trees keep this quick.
const spec = cropTask.spec;
const data = readLabeledCsv(datasetFile(spec.file), spec.columns, spec.label);
const classes = classesOf(data.labels, spec.classOrder);
const forest = randomForestCandidate({ nTrees: 10 });
const fit = (seed: number) => fitTabularModel(spec, forest, data, classes, seed, { n_trees: 10 });

describe('training on the crop dataset', () => {
  it('reads 1,760 rows, 22 crops x 80, in the contracts feature order', () => {
    expect(data.rows).toHaveLength(1760);
    expect(classes).toHaveLength(22);
    expect(new Set(data.labels.filter((l) => l === 'rice'))).toEqual(new Set(['rice']));
    expect(data.labels.filter((l) => l === 'rice')).toHaveLength(80);
    expect(spec.columns.map((c) => c.name)).toEqual([...CROP_FEATURES]);
  });

  it('is reproducible: same seed, byte-identical model JSON', () => {
    const a = fit(7);
    expect(fit(7).text).toBe(a.text);
    expect(a.model.version).toMatch(/^crop-[0-9a-f]{12}$/);
  });

  it('a different seed grows a different forest', () => {
    const a = fit(7);
    const b = fit(8);
    expect(b.text).not.toBe(a.text);
    expect(b.model.version).not.toBe(a.model.version);
  });

  it('the saved text loads back to the same predictions', () => {
    const { text, model } = fit(7);
    const back = TabularModel.parse(`${text}\n`);
    expect(back.version).toBe(model.version);
    for (const row of data.rows.slice(0, 50)) expect(Array.from(back.proba(row))).toEqual(Array.from(model.proba(row)));
  });
});

describe('training on the fertilizer dataset', () => {
  it('reads 99 rows with 7 products, trimming the header', () => {
    const f = fertilizerTask.spec;
    const d = readLabeledCsv(datasetFile(f.file), f.columns, f.label);
    expect(d.rows).toHaveLength(99);
    expect(new Set(d.labels).size).toBe(7);
    expect(d.rows[0]).toEqual([26, 52, 38, 'Sandy', 'Maize', 37, 0, 0]);
  });
});
