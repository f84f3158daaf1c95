import type { Band, SoybeanStage } from '@agrim/agronomy';
import {
  type AnalysisLanguage,
  FERTIGATION_DOSE_MINUTES,
  FERTIGATION_NOTICE,
  type FertigationAction,
  type FertigationStartResponse,
  inFertigationWindow,
  type Valve,
} from '@agrim/contracts';
import type { Caller } from '../auth/tokens.js';
import { notFound } from '../http/errors.js';
import type { SoilAnalysisService } from '../soilAnalysis/analysis.service.js';
import type { FertigationService } from '../sensors/fertigation.service.js';

export const FERTIGATION_PARAMETERS = ['nitrogen', 'phosphorus', 'potassium', 'moisture'] as const;
export type FertigationParameter = (typeof FERTIGATION_PARAMETERS)[number];

/** The valve each parameter drives: a nutrient its own solenoid valve, soil moisture the water valve (spec 9). */
export const VALVE_OF: Record<FertigationParameter, Valve> = {
  nitrogen: 'nitrogen',
  phosphorus: 'phosphorus',
  potassium: 'potassium',
  moisture: 'water',
};

const NAMES: Record<FertigationParameter, { en: string; hi: string }> = {
  nitrogen: { en: 'Nitrogen level', hi: 'नाइट्रोजन का स्तर' },
  phosphorus: { en: 'Phosphorus level', hi: 'फॉस्फोरस का स्तर' },
  potassium: { en: 'Potassium level', hi: 'पोटैशियम का स्तर' },
  moisture: { en: 'Soil moisture', hi: 'मिट्टी की नमी' },
};
const VALVE_NAMES: Record<Valve, { en: string; hi: string }> = {
  main: { en: 'main', hi: 'मुख्य' },
  nitrogen: { en: 'nitrogen', hi: 'नाइट्रोजन' },
  phosphorus: { en: 'phosphorus', hi: 'फॉस्फोरस' },
  potassium: { en: 'potassium', hi: 'पोटैशियम' },
  water: { en: 'water', hi: 'पानी' },
};

const fmt = (x: number) => String(Math.round(x * 100) / 100);

export type Assessment = Omit<FertigationAction, 'command_id' | 'delivery'>;

/**
 * Spec 9 for one parameter: below `low` it is low and its valve is switched on; above `high` it is
 * high and the valve is switched off; from `low` to `high` (both included) nothing changes.
 */
export function assess(parameter: FertigationParameter, value: number, band: Band, language: AnalysisLanguage = 'english'): Assessment {
  const valve = VALVE_OF[parameter];
  const name = NAMES[parameter];
  const v = VALVE_NAMES[valve];
  const hi = language === 'hindi';
  const base = { parameter, value, low: band.low, high: band.high, valve };
  if (value < band.low)
    return {
      ...base,
      level: 'low',
      command: 'on',
      message: hi
        ? `${name.hi} कम है (${fmt(value)} < ${fmt(band.low)})। ${v.hi} सोलेनॉइड वाल्व चालू किया जा रहा है।`
        : `${name.en} is low (${fmt(value)} < ${fmt(band.low)}). Switching ON the ${v.en} solenoid valve.`,
    };
  if (value > band.high)
    return {
      ...base,
      level: 'high',
      command: 'off',
      message: hi
        ? `${name.hi} अधिक है (${fmt(value)} > ${fmt(band.high)})। ${v.hi} सोलेनॉइड वाल्व बंद किया जा रहा है।`
        : `${name.en} is high (${fmt(value)} > ${fmt(band.high)}). Switching OFF the ${v.en} solenoid valve.`,
    };
  return {
    ...base,
    level: 'ok',
    command: null,
    message: hi
      ? `${name.hi} सीमा (${fmt(band.low)} से ${fmt(band.high)}) के भीतर है: ${fmt(value)}। ${v.hi} सोलेनॉइड वाल्व में कोई बदलाव नहीं।`
      : `${name.en} is within the range (${fmt(band.low)} to ${fmt(band.high)}): ${fmt(value)}. No change to the ${v.en} solenoid valve.`,
  };
}

/** Start Fertigation: the device's latest valid reading and the slider moisture against the stage's bands, and the valve commands sent. */
export class SoybeanFertigationService {
  constructor(
    private readonly analysis: SoilAnalysisService,
    private readonly fertigation: FertigationService,
  ) {}

  async start(
    caller: Caller,
    deviceId: string,
    stage: SoybeanStage,
    moisture: number,
    language: AnalysisLanguage = 'english',
    now = new Date(),
  ): Promise<Omit<FertigationStartResponse, 'status'>> {
    const [reading] = await this.analysis.latestValid(deviceId, 1);
    if (!reading)
      throw notFound(
        'This device has no valid reading yet (all-zero probe faults are left out): Start Fertigation compares the latest one.',
      );
    const values: Record<FertigationParameter, number> = {
      nitrogen: reading.nitrogen,
      phosphorus: reading.phosphorus,
      potassium: reading.potassium,
      moisture,
    };
    const recommendations: FertigationAction[] = [];
    // One after the other: the commands are recorded (and reach the device) in this order.
    for (const parameter of FERTIGATION_PARAMETERS) {
      const a = assess(parameter, values[parameter], stage.fertigation[parameter], language);
      if (a.command === null) {
        recommendations.push({ ...a, command_id: null, delivery: null });
        continue;
      }
      const sent = await this.fertigation.command(caller, deviceId, a.valve, a.command, FERTIGATION_DOSE_MINUTES, now);
      recommendations.push({ ...a, command_id: sent.commandId, delivery: sent.delivery });
    }
    const inWindow = inFertigationWindow(now);
    return {
      deviceId,
      stage: stage.name,
      in_window: inWindow,
      notice: inWindow ? null : FERTIGATION_NOTICE,
      reading,
      recommendations,
    };
  }
}
