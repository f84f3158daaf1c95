import type { ImagePrediction } from '@agrim/ml';

/** A photo the model judged not a photo of the task (plain, wrong subject, unlike every training photo). */
export const leftOut = (p: ImagePrediction) => p.reason === 'out_of_distribution';

/**
 * One answer from several photos of the same sample (issue 23): the mean of the calibrated class
 * probabilities of the photos that are of the task. The mean, not the sum of log-probabilities:
 * photos of one sample share soil, light and camera, so they are far from independent, and a
 * product would turn agreement into near-certainty the calibration never measured (and let one
 * photo's near-zero probability veto a class); the mean stays on the per-photo calibrated scale,
 * so the model's confidence threshold still means what it meant, and it is what the model already
 * does with the views of one photo. When every photo is left out the answer is 'not sure' (out of
 * distribution), with the mean of all of them as the best guess. One photo answers exactly as it
 * would alone.
 */
export function combinePredictions(predictions: readonly ImagePrediction[]): ImagePrediction {
  const first = predictions[0];
  if (!first) throw new Error('combinePredictions: no predictions');
  if (predictions.length === 1) return first;
  const used = predictions.filter((p) => !leftOut(p));
  const pool = used.length > 0 ? used : predictions;
  const probabilities = first.labels.map((_, i) => pool.reduce((sum, p) => sum + (p.probabilities[i] ?? 0), 0) / pool.length);
  let best = 0;
  for (let i = 1; i < probabilities.length; i++) if (probabilities[i]! > probabilities[best]!) best = i;
  const confidence = probabilities[best] ?? 0;
  const allLeftOut = used.length === 0;
  const low = confidence < first.confidenceThreshold;
  const scores = pool.map((p) => p.ood.score).filter((s): s is number => s !== null);
  return {
    label: first.labels[best]!,
    confidence,
    labels: [...first.labels],
    probabilities,
    notSure: allLeftOut || low,
    reason: allLeftOut ? 'out_of_distribution' : low ? 'low_confidence' : 'confident',
    ood: {
      outOfDistribution: allLeftOut,
      score: scores.length > 0 ? scores.reduce((a, b) => a + b, 0) / scores.length : null,
      method: first.ood.method,
    },
    confidenceThreshold: first.confidenceThreshold,
    inferenceMs: predictions.reduce((sum, p) => sum + p.inferenceMs, 0),
  };
}
