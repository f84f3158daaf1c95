import { readFileSync } from 'node:fs';
import { modelCardSchema, type ModelCard } from '@agrim/contracts';
import { describe, expect, it } from 'vitest';
import { renderCardMarkdown } from './card.js';
import { modelCard } from './index.js';
import { loadTabularModel } from './models.js';

const read = (name: string) => readFileSync(new URL(`../models/${name}`, import.meta.url), 'utf8');
const committed = (task: string): ModelCard => modelCardSchema.parse(JSON.parse(read(`${task}.card.json`)));

describe.each([
  { task: 'crop' as const, min: 0.99, method: /stratified 5-fold/, rows: 1760, classes: 22 },
  { task: 'fertilizer' as const, min: 0.95, method: /leave-one-out/, rows: 99, classes: 7 },
])('committed $task model card', ({ task, min, method, rows, classes }) => {
  const card = committed(task);

  it('validates against modelCardSchema and is what modelCard() returns', () => {
    expect(card.task).toBe(task);
    expect(modelCard(task)).toEqual(card);
  });

  it(`states an evaluated accuracy of at least ${min} (a regressing retrain fails here)`, () => {
    expect(card.evaluation.method).toMatch(method);
    expect(card.evaluation.n).toBe(rows);
    expect(card.evaluation.accuracy).toBeGreaterThanOrEqual(min);
    const [lo, hi] = card.evaluation.accuracy_ci95;
    expect(lo).toBeLessThanOrEqual(card.evaluation.accuracy);
    expect(hi).toBeGreaterThanOrEqual(card.evaluation.accuracy);
  });

  it('is consistent: classes, confusion matrix, per-class rows, importance of every input', () => {
    expect(card.data.rows).toBe(rows);
    expect(card.data.classes).toHaveLength(classes);
    expect(card.data.classes.reduce((a, c) => a + c.count, 0)).toBe(rows);
    expect(card.data.licence).toBe('not stated');
    const { labels, matrix } = card.evaluation.confusion;
    expect(labels).toEqual(card.data.classes.map((c) => c.label));
    expect(matrix.flat().reduce((a, b) => a + b, 0)).toBe(rows);
    const diagonal = matrix.reduce((a, row, i) => a + row[i]!, 0);
    expect(diagonal / rows).toBeCloseTo(card.evaluation.accuracy, 5);
    expect(card.evaluation.per_class.map((m) => m.label)).toEqual(labels);
    expect(card.feature_importance.map((f) => f.feature).sort()).toEqual([...card.data.features].sort());
    expect(card.inference_us).toBeGreaterThan(0);
    expect(card.notes.length).toBeGreaterThan(0);
  });

  it('belongs to the committed model file (same version hash)', () => {
    expect(loadTabularModel(task).version).toBe(card.version);
  });

  it('has its Markdown rendering committed beside it', () => {
    expect(read(`${task}.card.md`)).toBe(renderCardMarkdown(card));
  });
});
