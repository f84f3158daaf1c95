import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ImageModelCard } from '@agrim/contracts';
import { describe, expect, it } from 'vitest';
import { imageTargets } from './targets.js';

// A real card's shape, with the figures the test needs set by hand.
const soil = JSON.parse(
  readFileSync(fileURLToPath(new URL('../../models/soil-type.card.json', import.meta.url)), 'utf8'),
) as ImageModelCard;
const quality = soil.image.quality!;

function card(
  task: string,
  figures: { cv: number; heldOut: number; abstained: number; flagged: number; recalls: number[] },
): ImageModelCard {
  return {
    ...soil,
    task,
    evaluation: { ...soil.evaluation, per_class: figures.recalls.map((recall, i) => ({ label: `c${i}`, precision: 1, recall, f1: 1 })) },
    image: {
      ...soil.image,
      chosen: 'kept',
      quality: {
        ...quality,
        comparison: [
          { ...quality.comparison[0]!, name: 'other', cv_accuracy: 0.99 },
          { ...quality.comparison[0]!, name: 'kept', cv_accuracy: figures.cv },
        ],
        held_out_accuracy: figures.heldOut,
        held_out_abstained: figures.abstained,
        wrong_task_flagged: figures.flagged,
      },
    },
  } as ImageModelCard;
}

describe('imageTargets', () => {
  it('soil type: the kept model against 93 %, its lowest class recall against 80 %, and both abstention rates', () => {
    const rows = imageTargets(card('soil-type', { cv: 0.93, heldOut: 0.91, abstained: 0.051, flagged: 0.9, recalls: [0.9, 0.79, 0.95] }));
    expect(rows.map((r) => [r.value, r.threshold, r.met])).toEqual([
      ['93.0 %', '≥ 93.0 %', true],
      ['91.0 %', '≥ 93.0 %', false],
      ['79.0 % (c1)', '≥ 80.0 %', false],
      ['5.1 %', '≤ 5.0 %', false],
      ['90.0 %', '≥ 90.0 %', true],
    ]);
  });

  it("the leaf models have no recall target; a task without targets (an Admin's seed model) gets none", () => {
    const tomato = imageTargets(card('tomato-leaf', { cv: 0.98, heldOut: 0.98, abstained: 0.05, flagged: 0.95, recalls: [0.5] }));
    expect(tomato.map((r) => r.met)).toEqual([true, true, true, true]);
    expect(imageTargets(card('seed-quality', { cv: 1, heldOut: 1, abstained: 0, flagged: 1, recalls: [1] }))).toEqual([]);
  });
});
