import type { ImageModelCard, ImageModelKind, ImageTask } from '@agrim/contracts';

/** One photo's answer from an image model. Probabilities are in `labels` order. */
export interface ImagePrediction {
  /** The best class (even when not sure: the server decides what to show). */
  label: string;
  /** Probability of `label`, 0..1. */
  confidence: number;
  labels: string[];
  probabilities: number[];
  notSure: boolean;
  reason: 'confident' | 'low_confidence' | 'out_of_distribution';
  ood: { outOfDistribution: boolean; score: number | null; method: string };
  confidenceThreshold: number;
  inferenceMs: number;
}

/** A loaded image model: built in (packages/ml/models), trained from an Admin's photos, or an ONNX drop-in. */
export interface ImageClassifier {
  id: string;
  name: string;
  task: ImageTask;
  kind: ImageModelKind;
  /** `<task>-<12 hex of the model file's SHA-256>` (ONNX: of the .onnx file). */
  version: string;
  labels: string[];
  card: ImageModelCard | null;
  /** Decodes (EXIF orientation honoured) and classifies a JPEG/PNG/WebP; the pixel work runs off the event loop. */
  predict(bytes: Buffer): Promise<ImagePrediction>;
}
