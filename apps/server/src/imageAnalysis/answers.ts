import { diseaseAdvice, soilTypeInfo } from '@agrim/agronomy';
import {
  type ClassifierResponse,
  type ImageAnalysis,
  NOT_SURE,
  type SoilTypeResponse,
  type SoybeanDiseaseResponse,
} from '@agrim/contracts';
import type { ImagePrediction } from '@agrim/ml';
import type { Analysis } from './analysis.service.js';

/**
 * The spec's answers (section 3) built from one prediction (of one photo, or combined from several). When the model is not sure the label
 * fields say NOT_SURE and the knowledge that would follow from a label (crops, states, advice) is
 * left out; the best guess stays visible in `analysis.best_guess`.
 */

const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits;

/** Every class with its probability, best first. */
const ranked = (p: ImagePrediction) =>
  p.labels.map((label, i) => ({ label, probability: p.probabilities[i] ?? 0 })).sort((a, b) => b.probability - a.probability);

/** A class's name in both languages, when the product's knowledge has it. */
type NameOf = (label: string) => { en: string; hi: string; mr?: string } | null;

export function analysisBlock({ model: { classifier: model }, prediction: p, recordId, photos }: Analysis, nameOf: NameOf): ImageAnalysis {
  return {
    model: { id: model.id, name: model.name, kind: model.kind, version: model.version },
    confidence: p.confidence,
    not_sure: p.notSure,
    reason: p.reason,
    best_guess: { label: p.label, confidence: p.confidence },
    confidence_threshold: p.confidenceThreshold,
    ood: { out_of_distribution: p.ood.outOfDistribution, score: p.ood.score, method: p.ood.method },
    probabilities: ranked(p),
    inference_ms: round(p.inferenceMs, 1),
    record_id: recordId,
    // Absent for one photo: its answer stays exactly what it was before several photos were taken.
    ...(photos ? { photos: photos.map((photo) => ({ ...photo, name: nameOf(photo.label) })) } : {}),
  };
}

/** imageAnalysis.soilType: the soil type with the crops it suits and the states it is found in (English, comma separated). */
export function soilTypeAnswer(a: Analysis): SoilTypeResponse {
  const p = a.prediction;
  const soil = p.notSure ? null : soilTypeInfo(p.label);
  return {
    status: 'success',
    soil_type: p.notSure ? NOT_SURE : p.label.replace(/_/g, ' '),
    crops: soil ? soil.crops.en.join(', ') : '',
    state_info: soil ? soil.states.en.join(', ') : '',
    soil,
    analysis: analysisBlock(a, (label) => soilTypeInfo(label)?.name ?? null),
  };
}

/** imageAnalysis.soybeanDisease: the disease with its confidence in percent and every class's probability, best first. */
export function soybeanDiseaseAnswer(a: Analysis): SoybeanDiseaseResponse {
  const p = a.prediction;
  return {
    status: 'success',
    predictions: p.notSure ? NOT_SURE : p.label,
    confidence: round(p.confidence * 100, 2),
    prediction_probabilities: ranked(p).map((r) => ({
      class_name: r.label,
      formatted_probability: `${(r.probability * 100).toFixed(2)}%`,
    })),
    advice: p.notSure ? null : diseaseAdvice('soybean', p.label),
    analysis: analysisBlock(a, (label) => diseaseAdvice('soybean', label)?.name ?? null),
  };
}

/** imageAnalysis.tomatoDisease and imageAnalysis.seedQuality: the Keras-style answer (advice for tomato only). */
export function classifierAnswer(a: Analysis, adviceFor: 'tomato' | null): ClassifierResponse {
  const p = a.prediction;
  return {
    status: 'success',
    predicted_class: p.notSure ? NOT_SURE : p.label,
    confidence: p.confidence,
    predictions: [p.labels.map((_, i) => p.probabilities[i] ?? 0)],
    class_labels: [...p.labels],
    advice: adviceFor && !p.notSure ? diseaseAdvice(adviceFor, p.label) : null,
    analysis: analysisBlock(a, (label) => (adviceFor ? (diseaseAdvice(adviceFor, label)?.name ?? null) : null)),
  };
}
