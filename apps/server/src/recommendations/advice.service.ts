import type { FertilizerAdviceRequest, ShcKForm, ShcParameters, ShcPForm } from '@agrim/contracts';
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
   * `forms` says which (see ShcService for how it is decided), and the agronomy rates P2O5 ÷ 2.29
   * as P and K2O ÷ 1.2 as K, so the rating matches the card's.
   */
  forCard(
    parameters: ShcParameters,
    card: { language: AdviceInput['language']; crop: string; soilType: string },
    forms: { p: ShcPForm; k: ShcKForm },
  ): Promise<Advice> {
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
      potassium: v('k')!,
      unit: 'kg/ha',
      phosphorusBasis: forms.p,
      potassiumBasis: forms.k,
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
