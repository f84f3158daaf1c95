import type { FertilizerAdviceRequest, ShcParameters } from '@agrim/contracts';
import { ADVICE_TEMPLATE, type AdviceInput, fertilizerAdvice } from '@agrim/agronomy';
import { predictFertilizer } from '@agrim/ml';
import { LLM_SYSTEM_PROMPT, type LlmSettings, rephrase } from './llm.js';

export interface Advice {
  response: string;
  source: 'knowledge' | 'llm';
}

/**
 * Fertilizer advice from packages/agronomy's knowledge base; when an LLM endpoint is configured it
 * may rephrase that answer, and the knowledge answer stands whenever it cannot.
 */
export class AdviceService {
  constructor(private readonly llm: LlmSettings | null) {}

  /** The manual form: probe readings in mg/kg, with the model's product discussed in the advice. */
  forReadings(input: FertilizerAdviceRequest): Promise<Advice> {
    const predicted = predictFertilizer({
      temperature: input.temperature,
      humidity: input.humidity,
      moisture: input.soil_moisture,
      soilType: input.soil_type,
      cropType: input.crop_type,
      nitrogen: input.nitrogen,
      potassium: input.potassium,
      phosphorous: input.phosphorus,
    });
    return this.advise({
      language: input.language,
      crop: input.crop_type,
      soilType: input.soil_type,
      nitrogen: input.nitrogen,
      phosphorus: input.phosphorus,
      potassium: input.potassium,
      unit: 'mg/kg',
      moisture: input.soil_moisture,
      temperature: input.temperature,
      humidity: input.humidity,
      ph: input.ph,
      conductivityDsPerM: input.conductivity === undefined ? undefined : input.conductivity / 1000,
      predicted: { fertilizer: predicted.fertilizer, grade: predicted.grade },
    });
  }

  /**
   * A Soil Health Card: N, P, K in kg/ha as printed. Cards print P as P or P2O5 and K as K or K2O;
   * the printed normal range tells which, and K2O is turned into K (÷ 1.2) so the rating matches the card's.
   */
  forCard(parameters: ShcParameters, card: { language: AdviceInput['language']; crop: string; soilType: string }): Promise<Advice> {
    const v = (k: keyof ShcParameters) => parameters[k]?.value;
    const micronutrients = Object.fromEntries(
      (['s', 'zn', 'fe', 'cu', 'mn', 'b'] as const).flatMap((k) => (v(k) === undefined ? [] : [[k, v(k)!]])),
    );
    return this.advise({
      language: card.language,
      crop: card.crop,
      soilType: card.soilType,
      nitrogen: v('n')!,
      phosphorus: v('p')!,
      potassium: upperOf(parameters.k?.normal) >= 300 ? v('k')! / K2O_PER_K : v('k')!,
      unit: 'kg/ha',
      phosphorusBasis: upperOf(parameters.p?.normal) >= 40 ? 'P2O5' : 'P',
      ph: v('ph'),
      conductivityDsPerM: v('ec'),
      organicCarbon: v('oc'),
      micronutrients,
    });
  }

  prompt(): string {
    return this.llm ? `${ADVICE_TEMPLATE}\n\nRephrasing model (${this.llm.model}) instructions:\n${LLM_SYSTEM_PROMPT}` : ADVICE_TEMPLATE;
  }

  private async advise(input: AdviceInput): Promise<Advice> {
    const { markdown } = fertilizerAdvice(input);
    if (!this.llm) return { response: markdown, source: 'knowledge' };
    const rewritten = await rephrase(this.llm, markdown, input.language);
    return rewritten ? { response: rewritten, source: 'llm' } : { response: markdown, source: 'knowledge' };
  }
}

/** K2O = K × 1.2 (1.2046, the ratio of their molar masses). */
const K2O_PER_K = 1.2046;

/**
 * The upper end of a card's printed normal range: P 10–25 or P2O5 23–57 kg/ha; K 120–280 or
 * K2O 145–337 kg/ha. 0 when the range was not read.
 */
function upperOf(normal: string | undefined): number {
  return Math.max(0, ...(normal?.match(/\d+(\.\d+)?/g) ?? []).map(Number));
}
