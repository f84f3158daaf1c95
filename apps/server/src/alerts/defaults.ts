import {
  SOYBEAN_DEPLETION,
  SOYBEAN_SOURCES,
  SOYBEAN_STAGES,
  SOYBEAN_ZONES,
  soybeanStage,
  soybeanZoneOfState,
  waterBand,
} from '@agrim/agronomy';
import type { DefaultRule } from '@agrim/contracts';
import { AppError } from '../http/errors.js';

/** Minutes a default threshold must hold: one reading of a stuck probe does not wake anyone. */
const HOLD_MINUTES = 30;
/** A device silent this long has a default alarm: the spec's offline line (2 minutes) would fire on every short network drop. */
const SILENCE_MINUTES = 30;

/**
 * Suggested rules for a farm: pH outside the soybean range of the farm's zone, moisture below the
 * management-allowed depletion of the stage (FAO-56), device silence and soil-test results. The
 * stage is the one asked for, else the one of highest crop water use (the strictest line).
 */
export function defaultRules(farmState: string | null, stageName?: string) {
  const zone = soybeanZoneOfState(farmState) ?? SOYBEAN_ZONES[0]!;
  const stage = stageName ? soybeanStage(stageName) : [...SOYBEAN_STAGES].sort((a, b) => b.kc * b.et0MmPerDay - a.kc * a.et0MmPerDay)[0];
  if (!stage) {
    throw new AppError('VALIDATION_FAILED', {
      en: `stage: unknown soybean stage; one of ${SOYBEAN_STAGES.map((s) => s.name).join(', ')}.`,
      hi: `stage: अज्ञात सोयाबीन अवस्था; इनमें से एक: ${SOYBEAN_STAGES.map((s) => s.name).join(', ')}।`,
    });
  }
  const band = waterBand(stage, zone);
  const cite = (id: keyof typeof SOYBEAN_SOURCES) => SOYBEAN_SOURCES[id].citation;
  // One rule each side of the zone's pH range, both citing the range's source.
  const phRule = (direction: 'below' | 'above'): DefaultRule => ({
    rule: {
      name: `pH ${direction} soybean range`,
      kind: 'threshold',
      metric: 'ph',
      direction,
      threshold: direction === 'below' ? zone.ph.min : zone.ph.max,
      clearThreshold: null,
      minutes: HOLD_MINUTES,
      sourceId: zone.ph.source,
    },
    why: {
      en: `Soybean in the ${zone.name} zone does well at pH ${zone.ph.min}–${zone.ph.max}.`,
      hi: `${zone.hi} क्षेत्र में सोयाबीन pH ${zone.ph.min}–${zone.ph.max} पर अच्छी होती है।`,
    },
    source: cite(zone.ph.source),
    verification: zone.ph.verification,
  });
  const data: DefaultRule[] = [
    phRule('below'),
    phRule('above'),
    {
      rule: {
        name: `Moisture below allowed depletion (${stage.name})`,
        kind: 'threshold',
        metric: 'moisture',
        direction: 'below',
        threshold: band.low,
        clearThreshold: band.high,
        minutes: HOLD_MINUTES,
        sourceId: SOYBEAN_DEPLETION.source,
      },
      why: {
        en: `${SOYBEAN_DEPLETION.why.en} At ${stage.name} in the ${zone.name} zone (p = ${band.p}) that is ${band.low} % moisture; the alarm clears at the refill line ${band.high} %.`,
        hi: `${SOYBEAN_DEPLETION.why.hi} ${zone.hi} क्षेत्र में ${stage.hi} पर (p = ${band.p}) यह ${band.low} % नमी है; ${band.high} % पर अलार्म साफ़ होता है।`,
      },
      source: cite(SOYBEAN_DEPLETION.source),
      verification: SOYBEAN_DEPLETION.verification,
    },
    {
      rule: {
        name: 'Device silent',
        kind: 'silence',
        metric: null,
        direction: null,
        threshold: null,
        clearThreshold: null,
        minutes: SILENCE_MINUTES,
        sourceId: null,
      },
      why: {
        en: `No reading for ${SILENCE_MINUTES} minutes: the probe, its power or its network needs a look (the dashboard shows a device offline after 2 minutes).`,
        hi: `${SILENCE_MINUTES} मिनट से कोई रीडिंग नहीं: प्रोब, उसकी बिजली या नेटवर्क जाँचें (डैशबोर्ड 2 मिनट बाद डिवाइस को ऑफ़लाइन दिखाता है)।`,
      },
      source: 'Agrim product specification: a device is offline 2 minutes after its last reading.',
      verification: 'judgement',
    },
    {
      rule: {
        name: 'Soil test finished or failed',
        kind: 'soilTest',
        metric: null,
        direction: null,
        threshold: null,
        clearThreshold: null,
        minutes: 0,
        sourceId: null,
      },
      why: {
        en: 'Tells you when a soil test on the farm has its result, or when the device reported a fault.',
        hi: 'खेत पर मृदा परीक्षण का परिणाम आने या डिवाइस की त्रुटि पर सूचना देता है।',
      },
      source: 'Agrim product specification: soil tests.',
      verification: 'judgement',
    },
  ];
  return { zone: zone.name, stage: stage.name, data };
}
