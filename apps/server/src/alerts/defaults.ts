import {
  AERATION_LIMIT,
  PH_ALARM,
  phAlarmLines,
  SOYBEAN_DEPLETION,
  SOYBEAN_SOURCES,
  SOYBEAN_STAGES,
  SOYBEAN_ZONES,
  soybeanStage,
  soybeanZone,
  soybeanZoneOfState,
  soilWaterLines,
  WATERLOGGING_ALARM,
  waterBand,
  waterloggingLines,
  ZONE_SOIL_WATER,
} from '@agrim/agronomy';
import type { DefaultRule, SoyaZone } from '@agrim/contracts';
import { AppError } from '../http/errors.js';

/** A knowledge text's Marathi, or its Hindi where the knowledge has no Marathi yet (packages/agronomy lang.ts). */
const inMarathi = (t: { hi: string; mr?: string }) => t.mr ?? t.hi;

/** Minutes a default threshold must hold: one reading of a stuck probe does not wake anyone. */
const HOLD_MINUTES = 30;
/** A device silent this long has a default alarm: the spec's offline line (2 minutes) would fire on every short network drop. */
const SILENCE_MINUTES = 30;

/** The zone assumed for a farm whose state no zone lists: the first (Central, the main soybean belt). */
const ASSUMED_ZONE = SOYBEAN_ZONES[0]!;

/**
 * Suggested rules for a farm: the day's median pH outside the source's soybean range, soil water
 * below the management-allowed depletion of the stage (FAO-56) or waterlogged for a day (the one
 * soil-water model, knowledge/soilWater.ts), device silence and soil-test results. The zone is the
 * one asked for, else the farm state's, else Central, said so. The stage is the one asked for, else
 * the one of highest crop water use (the strictest line).
 */
export function defaultRules(farmState: string | null, stageName?: string, zoneName?: SoyaZone) {
  const fromState = soybeanZoneOfState(farmState);
  const zone = (zoneName && soybeanZone(zoneName)) || fromState || ASSUMED_ZONE;
  const zoneFrom = zoneName ? 'query' : fromState ? 'state' : 'assumed';
  const soil = ZONE_SOIL_WATER[zone.name];
  const zoneNote =
    zoneFrom === 'assumed'
      ? {
          en: `${farmState ? `The farm's state (${farmState}) is in none of the soybean zones` : 'The farm has no state'}, so the ${zone.name} zone (${soil.texture.en}) was assumed for these lines: pick your zone to get its own.`,
          hi: `${farmState ? `खेत का राज्य (${farmState}) किसी सोयाबीन क्षेत्र में नहीं है` : 'खेत का राज्य दर्ज नहीं है'}, इसलिए इन रेखाओं के लिए ${zone.hi} क्षेत्र (${soil.texture.hi}) माना गया: अपनी रेखाओं के लिए अपना क्षेत्र चुनें।`,
          mr: `${farmState ? `शेताचे राज्य (${farmState}) कोणत्याही सोयाबीन विभागात नाही` : 'शेताचे राज्य नोंदवलेले नाही'}, म्हणून या रेषांसाठी ${inMarathi(zone)} विभाग (${inMarathi(soil.texture)}) गृहीत धरला: तुमच्या रेषांसाठी तुमचा विभाग निवडा.`,
        }
      : null;
  const stage = stageName ? soybeanStage(stageName) : [...SOYBEAN_STAGES].sort((a, b) => b.kc * b.et0MmPerDay - a.kc * a.et0MmPerDay)[0];
  if (!stage) {
    throw new AppError('VALIDATION_FAILED', {
      en: `stage: unknown soybean stage; one of ${SOYBEAN_STAGES.map((s) => s.name).join(', ')}.`,
      hi: `stage: अज्ञात सोयाबीन अवस्था; इनमें से एक: ${SOYBEAN_STAGES.map((s) => s.name).join(', ')}।`,
      mr: `stage: अज्ञात सोयाबीन अवस्था; यापैकी एक: ${SOYBEAN_STAGES.map((s) => s.name).join(', ')}.`,
    });
  }
  const band = waterBand(stage, zone);
  const cite = (id: keyof typeof SOYBEAN_SOURCES) => SOYBEAN_SOURCES[id].citation;
  // One rule each side, judged on the day's median: pH moves over weeks, a probe's minutes are noise.
  const phLines = phAlarmLines(zone);
  const phRule = (direction: 'below' | 'above'): DefaultRule => {
    const line = phLines[direction];
    return {
      rule: {
        name: `pH ${direction} soybean range (daily median)`,
        kind: 'threshold',
        metric: 'ph',
        direction,
        threshold: line,
        clearThreshold: null,
        minutes: PH_ALARM.windowMinutes,
        sourceId: PH_ALARM.source,
        aggregate: 'median',
      },
      why: {
        en: `${PH_ALARM.why.en} The ${zone.name} zone's soils grow soybean at pH ${zone.ph.min}–${zone.ph.max}; this alarm raises when the day's median pH is ${direction} ${line}.`,
        hi: `${PH_ALARM.why.hi} ${zone.hi} क्षेत्र की मिट्टी में सोयाबीन pH ${zone.ph.min}–${zone.ph.max} पर उगती है; यह अलार्म दिन की माध्यिका pH ${line} से ${direction === 'below' ? 'नीचे' : 'ऊपर'} होने पर बजता है।`,
        mr: `${inMarathi(PH_ALARM.why)} ${inMarathi(zone)} विभागाच्या मातीत सोयाबीन सामू (pH) ${zone.ph.min}–${zone.ph.max} वर येते; दिवसाचा मध्यक सामू (pH) ${line} च्या ${direction === 'below' ? 'खाली' : 'वर'} गेल्यावर हा अलार्म वाजतो.`,
      },
      source: cite(PH_ALARM.source),
      verification: PH_ALARM.verification,
    };
  };
  const wet = waterloggingLines(soil);
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
        aggregate: null,
      },
      why: {
        en: `${SOYBEAN_DEPLETION.why.en} At ${stage.name} in the ${zone.name} zone (${soil.texture.en}, p = ${band.p}) that is ${band.low} % soil moisture (volumetric); the alarm clears at the refill line ${band.high} %.`,
        hi: `${SOYBEAN_DEPLETION.why.hi} ${zone.hi} क्षेत्र में ${stage.hi} पर (${soil.texture.hi}, p = ${band.p}) यह ${band.low} % मिट्टी की नमी (आयतनात्मक) है; ${band.high} % पर अलार्म साफ़ होता है।`,
        mr: `${inMarathi(SOYBEAN_DEPLETION.why)} ${inMarathi(zone)} विभागात ${inMarathi(stage)} अवस्थेत (${inMarathi(soil.texture)}, p = ${band.p}) हे ${band.low} % मातीतील ओलावा (घनफळानुसार) आहे; ${band.high} % वर अलार्म निवळतो.`,
      },
      source: cite(SOYBEAN_DEPLETION.source),
      verification: SOYBEAN_DEPLETION.verification,
    },
    {
      rule: {
        name: 'Waterlogged soil',
        kind: 'threshold',
        metric: 'moisture',
        direction: 'above',
        threshold: wet.threshold,
        clearThreshold: wet.clearThreshold,
        minutes: WATERLOGGING_ALARM.holdMinutes,
        sourceId: WATERLOGGING_ALARM.source,
        aggregate: null,
      },
      why: {
        en: `${WATERLOGGING_ALARM.why.en} ${soil.texture.en[0]!.toUpperCase()}${soil.texture.en.slice(1)} holds ${soilWaterLines(soil).saturation} % water when saturated; above ${wet.threshold} % soil moisture (volumetric) less than ${100 * AERATION_LIMIT.airFilledPorosity} % of it is air. The alarm raises after ${WATERLOGGING_ALARM.holdMinutes / 60} hours above that line and clears once the soil has drained to field capacity, ${wet.clearThreshold} %.`,
        hi: `${WATERLOGGING_ALARM.why.hi} ${soil.texture.hi} संतृप्त होने पर ${soilWaterLines(soil).saturation} % पानी रखती है; ${wet.threshold} % मिट्टी की नमी (आयतनात्मक) से ऊपर उसमें ${100 * AERATION_LIMIT.airFilledPorosity} % से कम हवा रहती है। उस रेखा से ऊपर ${WATERLOGGING_ALARM.holdMinutes / 60} घंटे रहने पर अलार्म बजता है और मिट्टी के क्षेत्र क्षमता, ${wet.clearThreshold} %, तक सूखने पर साफ़ होता है।`,
        mr: `${inMarathi(WATERLOGGING_ALARM.why)} ${inMarathi(soil.texture)} संपृक्त झाल्यावर ${soilWaterLines(soil).saturation} % पाणी धरते; ${wet.threshold} % मातीतील ओलाव्याच्या (घनफळानुसार) वर तिच्यात ${100 * AERATION_LIMIT.airFilledPorosity} % पेक्षा कमी हवा राहते. त्या रेषेच्या वर ${WATERLOGGING_ALARM.holdMinutes / 60} तास राहिल्यावर अलार्म वाजतो आणि माती क्षेत्र क्षमतेपर्यंत, ${wet.clearThreshold} %, निचरल्यावर निवळतो.`,
      },
      source: cite(WATERLOGGING_ALARM.source),
      verification: WATERLOGGING_ALARM.verification,
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
        aggregate: null,
      },
      why: {
        en: `No reading for ${SILENCE_MINUTES} minutes: the probe, its power or its network needs a look (the dashboard shows a device offline after 2 minutes).`,
        hi: `${SILENCE_MINUTES} मिनट से कोई रीडिंग नहीं: प्रोब, उसकी बिजली या नेटवर्क जाँचें (डैशबोर्ड 2 मिनट बाद डिवाइस को ऑफ़लाइन दिखाता है)।`,
        mr: `${SILENCE_MINUTES} मिनिटांपासून रीडिंग नाही: प्रोब, त्याची वीज किंवा नेटवर्क तपासा (डॅशबोर्ड 2 मिनिटांनंतर उपकरण ऑफलाइन दाखवतो).`,
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
        aggregate: null,
      },
      why: {
        en: 'Tells you when a soil test on the farm has its result, or when the device reported a fault.',
        hi: 'खेत पर मृदा परीक्षण का परिणाम आने या डिवाइस की त्रुटि पर सूचना देता है।',
        mr: 'शेतावरील माती परीक्षणाचा निकाल आल्यावर किंवा उपकरणाने त्रुटी कळवल्यावर सूचना देतो.',
      },
      source: 'Agrim product specification: soil tests.',
      verification: 'judgement',
    },
  ];
  return { zone: zone.name, zoneFrom, zoneNote, stage: stage.name, data } as const;
}
