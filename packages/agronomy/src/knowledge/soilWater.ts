import type { SoilType } from '@agrim/contracts';
import type { Text } from './crops.js';
import type { SoybeanSourceId } from './soybeanSources.js';
import type { SoybeanZoneName } from './soybeanZones.js';
import type { Verification } from './sources.js';

/**
 * The one soil-water model (issue 37): the probe's `moisture` is volumetric soil water content in
 * percent (m³ of water per m³ of soil × 100), not relative humidity. Each soil has its field capacity
 * θFC, wilting point θWP and saturation θs; every line the product draws on soil water comes from
 * these: the fertiliser advice (too dry to apply, too wet to top-dress, waterlogged), the water valve
 * (fertigation.ts, FAO-56 management-allowed depletion) and the waterlogging alarm (soilWaterAlarms.ts).
 */

interface Cited {
  source: SoybeanSourceId;
  verification: Verification;
  why: Text;
}

/** Typical volumetric water content (m³/m³) of a soil at field capacity, wilting point and saturation. */
export interface SoilWater extends Cited {
  texture: Text;
  fieldCapacity: number;
  wiltingPoint: number;
  /** Total porosity: the water content when every pore is full. */
  saturation: { value: number } & Cited;
}

const rawls = (texture: Text, porosity: number) => ({
  value: porosity,
  source: 'rawls1982' as const,
  verification: 'recalled' as const,
  why: {
    en: `Rawls, Brakensiek & Saxton (1982), mean total porosity of ${texture.en}: ${porosity} m³/m³.`,
    hi: `रॉल्स, ब्रेकेन्सीक व सैक्सटन (1982), ${texture.hi} की औसत कुल सरंध्रता: ${porosity} मी³/मी³।`,
  },
});

const soil = (texture: Text, fc: [number, number], wp: [number, number], porosity: number): SoilWater => ({
  texture,
  fieldCapacity: (fc[0] + fc[1]) / 2,
  wiltingPoint: (wp[0] + wp[1]) / 2,
  saturation: rawls(texture, porosity),
  source: 'fao56' as const,
  verification: 'recalled' as const,
  why: {
    en: `FAO-56 Table 19, ${texture.en}: field capacity ${fc[0]}–${fc[1]}, wilting point ${wp[0]}–${wp[1]} m³/m³ (midpoints taken).`,
    hi: `एफएओ-56 सारणी 19, ${texture.hi}: क्षेत्र क्षमता ${fc[0]}–${fc[1]}, म्लानि बिंदु ${wp[0]}–${wp[1]} मी³/मी³ (मध्य मान)।`,
  },
});

export const CLAY = soil({ en: 'clay (black Vertisols)', hi: 'चिकनी (काली वर्टिसोल)' }, [0.32, 0.4], [0.2, 0.24], 0.475);
export const SILTY_CLAY_LOAM = soil(
  { en: 'silty clay loam (black and red loams)', hi: 'गादयुक्त चिकनी दोमट (काली व लाल दोमट)' },
  [0.3, 0.37],
  [0.17, 0.24],
  0.471,
);
export const LOAM = soil({ en: 'loam', hi: 'दोमट' }, [0.2, 0.3], [0.07, 0.17], 0.463);
export const SANDY_LOAM = soil(
  { en: 'sandy loam (red and lateritic soils)', hi: 'बलुई दोमट (लाल व लैटेराइट मिट्टी)' },
  [0.18, 0.28],
  [0.06, 0.16],
  0.453,
);
export const SAND = soil({ en: 'sand', hi: 'बलुई' }, [0.07, 0.17], [0.02, 0.07], 0.437);

/** The soil each soybean zone's lines are worked out for (the zone's main soybean soil, soybeanZones.ts `soils`). */
export const ZONE_SOIL_WATER: Record<SoybeanZoneName, SoilWater> = {
  Central: CLAY,
  Southern: SILTY_CLAY_LOAM,
  'North Plain': LOAM,
  'North Eastern': LOAM,
  Eastern: SANDY_LOAM,
};

/** The texture read for each soil type the fertiliser screens offer. */
export const SOIL_TYPE_SOIL_WATER: Record<SoilType, SoilWater> = {
  Black: CLAY,
  Clayey: CLAY,
  Loamy: LOAM,
  Red: SANDY_LOAM,
  Sandy: SAND,
};

export const SOIL_TYPE_TEXTURE_SOURCE = {
  source: 'fao56',
  verification: 'judgement',
  why: {
    en: 'Black soils are Vertisols, over 40 % clay, so they take the clay line; red soils are mostly sandy loams (as in the Eastern zone); loamy and sandy soils take the loam and sand lines of FAO-56 Table 19.',
    hi: 'काली मिट्टी वर्टिसोल है, 40 % से अधिक चिकनी, इसलिए चिकनी मिट्टी की रेखा; लाल मिट्टी प्रायः बलुई दोमट (जैसे पूर्वी क्षेत्र में); दोमट और बलुई मिट्टी को एफएओ-56 सारणी 19 की दोमट और बलुई रेखाएँ।',
  },
} as const satisfies Cited;

/** Share of the available water (θFC − θWP) a crop may use before the soil counts as dry (FAO-56: about half for most crops). */
export const DRY_DEPLETION = {
  p: 0.5,
  source: 'fao56',
  verification: 'recalled',
  why: {
    en: 'FAO-56 Table 22 gives most field crops a depletion fraction p of about 0.5: once half the available water between field capacity and wilting point is used, roots take up water, and the nutrients dissolved in it, less readily.',
    hi: 'एफएओ-56 सारणी 22 के अनुसार अधिकतर फसलें क्षेत्र क्षमता और म्लानि बिंदु के बीच के उपलब्ध जल का लगभग आधा (p = 0.5) उपयोग कर सकती हैं; उसके बाद जड़ें पानी और उसमें घुले पोषक तत्व कम आसानी से लेती हैं।',
  },
} as const satisfies { p: number } & Cited;

/** Air-filled pore space below which roots lack oxygen: the soil counts as waterlogged. */
export const AERATION_LIMIT = {
  airFilledPorosity: 0.1,
  source: 'aeration10',
  verification: 'recalled',
  why: {
    en: 'Roots and nodules need air in the soil: below about 10 % air-filled pore space (saturation minus the water content) oxygen cannot reach them fast enough and the soil is waterlogged.',
    hi: 'जड़ों और गाँठों को मिट्टी में हवा चाहिए: लगभग 10 % से कम वायु-भरे रंध्र (संतृप्ति घटा जल मात्रा) पर उन तक ऑक्सीजन पर्याप्त नहीं पहुँचती और मिट्टी जलभराव में होती है।',
  },
} as const satisfies { airFilledPorosity: number } & Cited;

export type SoilWaterStatus = 'dry' | 'ok' | 'wet' | 'waterlogged' | 'aboveSaturation';

/** The lines of one soil, in percent volumetric water (one decimal). */
export interface SoilWaterLines {
  /** Below: dry (half the available water used). */
  dryBelow: number;
  /** Above: wetter than field capacity, water is still draining. */
  fieldCapacity: number;
  /** Above: waterlogged (air-filled pores under the aeration limit). */
  waterloggedAbove: number;
  /** Above: more than the soil can hold; the probe stands in water or does not read volumetric water. */
  saturation: number;
}

const pct1 = (x: number) => Math.round(x * 1000) / 10;

export function soilWaterLines(s: SoilWater): SoilWaterLines {
  const taw = s.fieldCapacity - s.wiltingPoint;
  return {
    dryBelow: pct1(s.fieldCapacity - DRY_DEPLETION.p * taw),
    fieldCapacity: pct1(s.fieldCapacity),
    waterloggedAbove: pct1(s.saturation.value - AERATION_LIMIT.airFilledPorosity),
    saturation: pct1(s.saturation.value),
  };
}

/** Where a volumetric soil water reading (%) stands on a soil's lines. */
export function soilWaterStatus(percent: number, s: SoilWater): SoilWaterStatus {
  const l = soilWaterLines(s);
  if (percent > l.saturation) return 'aboveSaturation';
  if (percent > l.waterloggedAbove) return 'waterlogged';
  if (percent > l.fieldCapacity) return 'wet';
  if (percent < l.dryBelow) return 'dry';
  return 'ok';
}

/** How the probe's moisture is named wherever the product explains a soil-water line. */
export const SOIL_WATER_UNIT = {
  en: 'soil moisture (volumetric, % of soil volume)',
  hi: 'मिट्टी की नमी (आयतनात्मक, मिट्टी के आयतन का %)',
} as const satisfies Text;
