import { SOYA_ZONES, THRESHOLD_UNIT } from '@agrim/contracts';
import type { Text } from './crops.js';
import { NUTRIENT_SCALES } from './soilTest.js';
import type { SoybeanSourceId } from './soybeanSources.js';
import type { Verification } from './sources.js';

/**
 * The five soybean zones of the product (spec 2.13: Central, Southern, North Plain, North Eastern,
 * Eastern) with, per zone, the soil-test band the device reading is compared with, the pH range that
 * suits soybean there, and the zone's sowing window, spacing, seed rate, fertiliser dose and varieties.
 *
 * Zones. ICAR-IISR and the AICRP on Soybean release varieties for a Northern Hill, Northern Plain,
 * Central, Southern and North Eastern zone; in the AICRP grouping the eastern states (Chhattisgarh,
 * Jharkhand, West Bengal, Odisha) sit with the north-eastern hill states (MACS 1407, for instance, is
 * released for Assam, West Bengal, Jharkhand, Chhattisgarh and the NE states). The product splits them
 * into 'North Eastern' (the hill states) and 'Eastern' (the eastern plateau and plains); the Northern
 * Hill zone is not one of the product's five and is left out.
 *
 * Thresholds. `lower` and `upper` are in kg/ha of the 0–15 cm layer, as soil-test ratings are
 * printed (N as N, P as P — not P2O5 —, K as K — not K2O —). A probe's mg/kg reading × 2.24
 * (`THRESHOLD_UNIT.mgPerKgToKgPerHa`) compares with them. Below `lower` the soil is short of the
 * nutrient for soybean (the Low/Medium line of the rating); above `upper` it holds more than the crop
 * can use from fertiliser (the Medium/High line). They start from the national Soil Health Card scale
 * and move only where a published figure for that zone's soils exists; every one is marked with how
 * it was arrived at.
 */

export const SOYBEAN_ZONE_NAMES = SOYA_ZONES;
export type SoybeanZoneName = (typeof SOYBEAN_ZONE_NAMES)[number];

export type SoybeanNutrient = 'nitrogen' | 'phosphorus' | 'potassium';

/** The thresholds' unit (kg/ha, 0–15 cm) and the mg/kg → kg/ha factor live in the contracts, whose endpoint texts quote them. */
export { THRESHOLD_UNIT };

export interface Range {
  min: number;
  max: number;
}

/** Day of the year as month (1–12) and day. */
export interface MonthDay {
  month: number;
  day: number;
}

interface Cited {
  source: SoybeanSourceId;
  verification: Verification;
  /** What the figure rests on, and for 'judgement' from what it was derived. */
  basis: string;
}

export interface NutrientThreshold extends Cited {
  /** kg/ha, 0–15 cm: below this the soil is short of the nutrient for soybean. */
  lower: number;
  /** kg/ha, 0–15 cm: above this the soil holds more than the crop needs. */
  upper: number;
}

export interface SoybeanZone {
  name: SoybeanZoneName;
  hi: string;
  /** Marathi name, where written, without the word विभाग (zone) that texts add (lang.ts: the Hindi stands in until then). */
  mr?: string;
  /** Marathi state names, where written (with the zone's Marathi name). */
  states: { en: string[]; hi: string[]; mr?: string[] };
  /** How the state list of the zone was arrived at. */
  statesBasis: Cited;
  soils: Text;
  thresholds: Record<SoybeanNutrient, NutrientThreshold>;
  /** Soil pH (1:2 soil:water) at which soybean does well in the zone. */
  ph: Range & Cited;
  sowingWindow: { from: MonthDay; to: MonthDay; text: Text } & Cited;
  /** Row spacing × plant spacing within the row, cm. */
  spacing: { rowCm: Range; plantCm: Range } & Cited;
  seedRateKgPerHa: Range & Cited;
  /** Recommended dose, kg/ha: N, P2O5, K2O and, where the recommendation names it, S. */
  dose: { n: number; p2o5: number; k2o: number; s?: number } & Cited;
  varieties: { names: string[] } & Cited;
  note?: Text;
}

// ---------------------------------------------------------------- shared threshold entries

const SHC_N: NutrientThreshold = {
  lower: 280,
  upper: 560,
  source: 'shcScale',
  verification: 'judgement',
  basis:
    'National Soil Health Card scale for available N (alkaline KMnO4): Low < 280, High > 560 kg/ha. No soybean- or zone-specific N rating exists; soybean gets most of its N from nodules, so the scale says how much the soil can help early growth.',
};

const SHC_P: NutrientThreshold = {
  lower: 10,
  upper: 25,
  source: 'shcScale',
  verification: 'judgement',
  basis:
    'National Soil Health Card scale for available P (Olsen, neutral and alkaline soils): Low < 10, High > 25 kg P/ha (22.9 and 57.3 kg/ha as P2O5).',
};

/** The national K scale as the portal card prints it (knowledge/soilTest.ts, issue 37): one line for ratings and valves alike. */
const SHC_K: NutrientThreshold = {
  lower: NUTRIENT_SCALES.potassium.low,
  upper: NUTRIENT_SCALES.potassium.high,
  source: 'shcScale',
  verification: 'judgement',
  basis: `National Soil Health Card scale for available K (neutral normal NH4OAc): the portal card's normal level 145–337 kg/ha K2O, i.e. Low < ${NUTRIENT_SCALES.potassium.low}, High > ${NUTRIENT_SCALES.potassium.high} kg K/ha.`,
};

const ACID_P: NutrientThreshold = {
  lower: 11,
  upper: 24,
  source: 'keralaRating',
  verification: 'judgement',
  basis:
    'Acid soils are tested for P by Bray-1, not Olsen; the acid-soil rating of the Kerala soil testing laboratories (Low < 11, High > 24 kg P/ha) is used as the nearest published acid-soil scale for the leached, acid soils of this zone.',
};

const ACID_K: NutrientThreshold = {
  lower: 116,
  upper: 275,
  source: 'keralaRating',
  verification: 'judgement',
  basis:
    'Acid-soil rating of the Kerala soil testing laboratories (Low < 116, High > 275 kg K/ha), used for the leached, acid soils of this zone; the national scale (120.83–280.83) differs little.',
};

// ---------------------------------------------------------------- the zones

export const SOYBEAN_ZONES: readonly SoybeanZone[] = [
  {
    name: 'Central',
    hi: 'मध्य क्षेत्र',
    mr: 'मध्य',
    states: {
      en: [
        'Madhya Pradesh',
        'Maharashtra (Vidarbha, Marathwada, Khandesh)',
        'Rajasthan (south-east)',
        'Gujarat',
        'Uttar Pradesh (Bundelkhand)',
      ],
      hi: ['मध्य प्रदेश', 'महाराष्ट्र (विदर्भ, मराठवाड़ा, खानदेश)', 'राजस्थान (दक्षिण-पूर्व)', 'गुजरात', 'उत्तर प्रदेश (बुंदेलखंड)'],
      mr: ['मध्य प्रदेश', 'महाराष्ट्र (विदर्भ, मराठवाडा, खानदेश)', 'राजस्थान (आग्नेय भाग)', 'गुजरात', 'उत्तर प्रदेश (बुंदेलखंड)'],
    },
    statesBasis: {
      source: 'jauVarieties',
      verification: 'recalled',
      basis:
        'AICRP Central Zone as usually listed by IISR (MP, Maharashtra, Rajasthan, Gujarat, Bundelkhand); Gujarat in the Central Zone is checked (JAU). The split of Maharashtra (south-west to Southern) is recalled.',
    },
    soils: {
      en: 'Mostly deep and medium black soils (Vertisols and associated soils): clayey, high in K, low in N and organic carbon, low to medium in P; waterlogging after heavy rain.',
      hi: 'अधिकतर गहरी व मध्यम काली मिट्टी (वर्टिसोल): चिकनी, पोटाश अधिक, नाइट्रोजन व जैविक कार्बन कम, फॉस्फोरस कम से मध्यम; भारी बारिश के बाद पानी भरता है।',
      mr: 'बहुतांश खोल व मध्यम काळी माती (व्हर्टिसोल व संबंधित माती): चिकणमातीयुक्त, पालाश जास्त, नत्र व सेंद्रिय कर्ब कमी, स्फुरद कमी ते मध्यम; जोरदार पावसानंतर पाणी साचते.',
    },
    thresholds: {
      nitrogen: SHC_N,
      phosphorus: SHC_P,
      potassium: {
        lower: 143,
        upper: NUTRIENT_SCALES.potassium.high,
        source: 'tamgadgeK',
        verification: 'judgement',
        basis:
          'Lower: critical NH4OAc-K for soybean (JS 335) in swell-shrink soils of Akola, 143 kg/ha (statistical method; 148 by the graphical method) — checked. Upper: the national High line (280.83 kg/ha, the portal card’s 337 kg/ha K2O); Vertisols commonly test above it.',
      },
    },
    ph: {
      min: 6.5,
      max: 8.0,
      source: 'tnauSoybean',
      verification: 'judgement',
      basis:
        'Soybean does best at pH 6.0–7.5 (TNAU); the calcareous Vertisols of the zone are commonly 7.5–8.3 and grow soybean well, so the band is widened to 8.0. Above 8.5 the soil is usually sodic (gypsum line of the Methods Manual).',
    },
    sowingWindow: {
      from: { month: 6, day: 20 },
      to: { month: 7, day: 5 },
      text: {
        en: '20 June to 5 July, only after about 100 mm of monsoon rain has fallen.',
        hi: '20 जून से 5 जुलाई तक, मानसून की लगभग 100 मिमी वर्षा हो जाने के बाद ही।',
        mr: '20 जून ते 5 जुलै, मान्सूनचा सुमारे 100 mm पाऊस पडल्यानंतरच.',
      },
      source: 'iisrPackage',
      verification: 'recalled',
      basis: 'IISR window as commonly quoted; the 100 mm rule is checked in the IISR 2017 advisory (iisrAdvisory2017).',
    },
    spacing: {
      rowCm: { min: 45, max: 45 },
      plantCm: { min: 5, max: 10 },
      source: 'iisrAdvisory2024',
      verification: 'checked',
      basis: 'IISR 2024 advisory: rows 45 cm apart, plants 5–10 cm apart.',
    },
    seedRateKgPerHa: {
      min: 60,
      max: 75,
      source: 'iisrAdvisory2024',
      verification: 'checked',
      basis:
        'IISR 2024 advisory: 60–75 kg/ha (small/medium seed germinates better than bold seed). The 2017 advisory gives 55–60 (small), 60–65 (medium), 70–75 (bold).',
    },
    dose: {
      n: 25,
      p2o5: 60,
      k2o: 40,
      s: 20,
      source: 'iisrNutrients2023',
      verification: 'checked',
      basis: 'IISR: 25:60:40:20 kg/ha N:P2O5:K2O:S, all at sowing.',
    },
    varieties: {
      names: ['JS 335', 'JS 95-60', 'JS 20-34', 'JS 97-52', 'NRC 130', 'NRC 138', 'NRC 142', 'RVSM 2011-35'],
      source: 'jauVarieties',
      verification: 'checked',
      basis: 'Varieties recommended nationally for the Central Zone, as listed by Junagadh Agricultural University.',
    },
  },
  {
    name: 'Southern',
    hi: 'दक्षिणी क्षेत्र',
    mr: 'दक्षिण',
    states: {
      en: ['Karnataka', 'Telangana', 'Andhra Pradesh', 'Tamil Nadu', 'Maharashtra (south: Kolhapur, Sangli, Satara, Pune)'],
      hi: ['कर्नाटक', 'तेलंगाना', 'आंध्र प्रदेश', 'तमिलनाडु', 'महाराष्ट्र (दक्षिण: कोल्हापुर, सांगली, सातारा, पुणे)'],
      mr: ['कर्नाटक', 'तेलंगणा', 'आंध्र प्रदेश', 'तमिळनाडू', 'महाराष्ट्र (दक्षिण: कोल्हापूर, सांगली, सातारा, पुणे)'],
    },
    statesBasis: {
      source: 'southernPackages',
      verification: 'recalled',
      basis: 'AICRP Southern Zone as usually listed: Karnataka, Telangana, Andhra Pradesh, Tamil Nadu and southern Maharashtra.',
    },
    soils: {
      en: 'Black soils of the northern Karnataka and Telangana plateau and red loams (Alfisols); red soils are lighter, lower in K and slightly acid to neutral.',
      hi: 'उत्तर कर्नाटक व तेलंगाना पठार की काली मिट्टी और लाल दोमट मिट्टी; लाल मिट्टी हल्की, पोटाश में कम और हल्की अम्लीय से उदासीन होती है।',
      mr: 'उत्तर कर्नाटक व तेलंगणा पठारावरील काळी माती आणि लाल पोयट्याची माती (अल्फिसोल); लाल माती हलकी, पालाश कमी आणि किंचित आम्लधर्मी ते उदासीन असते.',
    },
    thresholds: { nitrogen: SHC_N, phosphorus: SHC_P, potassium: SHC_K },
    ph: {
      min: 6.0,
      max: 8.0,
      source: 'tnauSoybean',
      verification: 'judgement',
      basis: 'Soybean optimum pH 6.0–7.5 (TNAU), widened to 8.0 for the zone’s black soils; red soils below 6.0 may need lime.',
    },
    sowingWindow: {
      from: { month: 6, day: 1 },
      to: { month: 6, day: 30 },
      text: {
        en: 'June, with the monsoon; the first fortnight gave the best yield at Dharwad.',
        hi: 'जून में, मानसून आने पर; धारवाड़ में जून के पहले पखवाड़े की बुवाई से सबसे अधिक उपज मिली।',
        mr: 'जूनमध्ये, मान्सूनसोबत; धारवाड येथे पहिल्या पंधरवड्यातील पेरणीला सर्वाधिक उत्पादन मिळाले.',
      },
      source: 'uasDharwadSowing',
      verification: 'judgement',
      basis:
        'UAS Dharwad trial: first fortnight of June best, second fortnight next, first fortnight of July lowest; the window is set to June.',
    },
    spacing: {
      rowCm: { min: 30, max: 30 },
      plantCm: { min: 10, max: 10 },
      source: 'southernPackages',
      verification: 'recalled',
      basis: '30 × 10 cm as in the Karnataka package of practices; Telangana growers also use 45 cm rows.',
    },
    seedRateKgPerHa: {
      min: 75,
      max: 80,
      source: 'southernPackages',
      verification: 'recalled',
      basis: 'Closer rows (30 cm) need more seed than the 45 cm rows of the Central zone.',
    },
    dose: {
      n: 40,
      p2o5: 80,
      k2o: 25,
      source: 'ipniKarnataka',
      verification: 'checked',
      basis: 'Karnataka state recommendation for soybean: 40-80-25 kg N-P2O5-K2O/ha (with FYM).',
    },
    varieties: {
      names: ['DSb 21', 'DSb 34', 'KDS 726 (Phule Sangam)', 'MACS 1188'],
      source: 'southernPackages',
      verification: 'recalled',
      basis: 'UAS Dharwad (DSb), MPKV (KDS) and ARI Pune (MACS) varieties grown in the zone; check the current notified list.',
    },
  },
  {
    name: 'North Plain',
    hi: 'उत्तरी मैदानी क्षेत्र',
    mr: 'उत्तर मैदानी',
    states: {
      en: ['Punjab', 'Haryana', 'Delhi', 'Uttar Pradesh (plains)', 'Uttarakhand (plains, tarai)'],
      hi: ['पंजाब', 'हरियाणा', 'दिल्ली', 'उत्तर प्रदेश (मैदानी भाग)', 'उत्तराखंड (मैदानी व तराई भाग)'],
      mr: ['पंजाब', 'हरियाणा', 'दिल्ली', 'उत्तर प्रदेश (मैदानी भाग)', 'उत्तराखंड (मैदानी व तराई भाग)'],
    },
    statesBasis: {
      source: 'northPlainPackages',
      verification: 'recalled',
      basis:
        'AICRP Northern Plain Zone as usually listed. Some lists also put Bihar here; the product keeps Bihar in Eastern with its plateau neighbours (judgement).',
    },
    soils: {
      en: 'Alluvial soils (Inceptisols, Entisols): loams to sandy loams, medium in K, often low in organic carbon; sodic patches in parts of Uttar Pradesh and Haryana.',
      hi: 'जलोढ़ (कछारी) मिट्टी: दोमट से बलुई दोमट, पोटाश मध्यम, जैविक कार्बन अक्सर कम; उत्तर प्रदेश व हरियाणा के कुछ भागों में ऊसर (क्षारीय) टुकड़े।',
      mr: 'गाळाची माती (इन्सेप्टिसोल, एन्टिसोल): पोयटा ते वालुकामय पोयटा, पालाश मध्यम, सेंद्रिय कर्ब बहुधा कमी; उत्तर प्रदेश व हरियाणाच्या काही भागांत चोपण (क्षारयुक्त) पट्टे.',
    },
    thresholds: { nitrogen: SHC_N, phosphorus: SHC_P, potassium: SHC_K },
    ph: {
      min: 6.5,
      max: 8.0,
      source: 'tnauSoybean',
      verification: 'judgement',
      basis:
        'Soybean optimum pH 6.0–7.5 (TNAU); the zone’s alluvium is mostly neutral to mildly alkaline. Sodic soils (pH > 8.5) are unsuitable.',
    },
    sowingWindow: {
      from: { month: 6, day: 15 },
      to: { month: 7, day: 15 },
      text: {
        en: 'Third week of June to the first fortnight of July.',
        hi: 'जून के तीसरे सप्ताह से जुलाई के पहले पखवाड़े तक।',
        mr: 'जूनच्या तिसऱ्या आठवड्यापासून जुलैच्या पहिल्या पंधरवड्यापर्यंत.',
      },
      source: 'tnauSoybean',
      verification: 'checked',
      basis: 'TNAU Agritech: in northern India soybean can be planted from the third week of June to the first fortnight of July.',
    },
    spacing: {
      rowCm: { min: 45, max: 60 },
      plantCm: { min: 4, max: 5 },
      source: 'tnauSoybean',
      verification: 'checked',
      basis: 'TNAU Agritech (northern India): lines 45–60 cm apart, plants 4–5 cm apart, depth 3–4 cm.',
    },
    seedRateKgPerHa: {
      min: 70,
      max: 75,
      source: 'northPlainPackages',
      verification: 'recalled',
      basis: 'Pantnagar and PAU packages, for the close plant spacing of the zone.',
    },
    dose: {
      n: 20,
      p2o5: 60,
      k2o: 40,
      s: 20,
      source: 'iisrPackage',
      verification: 'recalled',
      basis: 'IISR general recommendation 20:60–80:40:20 kg/ha (lower P figure taken); state packages may differ.',
    },
    varieties: {
      names: ['PS 1347', 'PS 1225', 'SL 958', 'SL 744'],
      source: 'northPlainPackages',
      verification: 'recalled',
      basis: 'Pant Soybean (Pantnagar) and SL (PAU) varieties; check the current notified list.',
    },
  },
  {
    name: 'North Eastern',
    hi: 'उत्तर-पूर्वी क्षेत्र',
    mr: 'ईशान्य',
    states: {
      en: ['Assam', 'Meghalaya', 'Manipur', 'Nagaland', 'Mizoram', 'Tripura', 'Arunachal Pradesh', 'Sikkim'],
      hi: ['असम', 'मेघालय', 'मणिपुर', 'नागालैंड', 'मिज़ोरम', 'त्रिपुरा', 'अरुणाचल प्रदेश', 'सिक्किम'],
      mr: ['आसाम', 'मेघालय', 'मणिपूर', 'नागालँड', 'मिझोराम', 'त्रिपुरा', 'अरुणाचल प्रदेश', 'सिक्कीम'],
    },
    statesBasis: {
      source: 'aauSoybean',
      verification: 'judgement',
      basis:
        'The north-eastern hill states of the AICRP North Eastern (Hill) Zone; AAU Jorhat confirms Assam in it. The eastern plains states of the AICRP zone are moved to the product’s Eastern zone.',
    },
    soils: {
      en: 'Acid, leached hill and valley soils (Ultisols, Inceptisols, Alfisols) under high rainfall: often high in organic carbon, low in available P (fixed by iron and aluminium) and K; lime needed below pH 5.5.',
      hi: 'अधिक वर्षा वाले पहाड़ी व घाटी क्षेत्रों की अम्लीय, धुली हुई मिट्टी: जैविक कार्बन अक्सर अधिक, उपलब्ध फॉस्फोरस (लोहे व एल्युमिनियम से बँधा) और पोटाश कम; पीएच 5.5 से कम हो तो चूना आवश्यक।',
      mr: 'जास्त पावसाच्या डोंगराळ व दरीतील आम्लधर्मी, निचरा झालेली माती (अल्टिसोल, इन्सेप्टिसोल, अल्फिसोल): सेंद्रिय कर्ब बहुधा जास्त, उपलब्ध स्फुरद (लोह व ॲल्युमिनियममुळे स्थिर झालेले) व पालाश कमी; सामू (pH) 5.5 पेक्षा कमी असल्यास चुना आवश्यक.',
    },
    thresholds: { nitrogen: SHC_N, phosphorus: ACID_P, potassium: ACID_K },
    ph: {
      min: 5.5,
      max: 7.0,
      source: 'shcScale',
      verification: 'judgement',
      basis:
        'Soybean optimum pH 6.0–7.5 (TNAU); on these acid soils the crop is grown down to pH 5.5, the line below which the Methods Manual recommends lime.',
    },
    sowingWindow: {
      from: { month: 6, day: 1 },
      to: { month: 7, day: 7 },
      text: {
        en: 'June to the first week of July (May–June at mid and low altitudes in the hills).',
        hi: 'जून से जुलाई के पहले सप्ताह तक (पहाड़ों की मध्यम व निचली ऊँचाई पर मई–जून)।',
        mr: 'जून ते जुलैचा पहिला आठवडा (डोंगरातील मध्यम व कमी उंचीवर मे–जून).',
      },
      source: 'manipurSoybean',
      verification: 'checked',
      basis: 'Manipur package (AICRP trials): optimum sowing June to the first week of July.',
    },
    spacing: {
      rowCm: { min: 30, max: 35 },
      plantCm: { min: 10, max: 15 },
      source: 'icarNeh',
      verification: 'checked',
      basis: 'ICAR NEH: 30–35 × 10–15 cm, closer on upper terraces that hold little water.',
    },
    seedRateKgPerHa: {
      min: 60,
      max: 60,
      source: 'manipurSoybean',
      verification: 'checked',
      basis: 'Manipur package: 60 kg/ha.',
    },
    dose: {
      n: 20,
      p2o5: 60,
      k2o: 40,
      source: 'iisrPackage',
      verification: 'recalled',
      basis:
        'IISR general recommendation for N, P2O5, K2O; ICAR NEH also advises FYM 5–7 t/ha with 150 kg/ha rock phosphate, which suits acid soils.',
    },
    varieties: {
      names: ['KDS 753', 'JS 20-116', 'DSb 32', 'MACS 1407'],
      source: 'aauSoybean',
      verification: 'checked',
      basis: 'Released for the North Eastern Hill Zone including Assam (AAU Jorhat AICRP centre).',
    },
    note: {
      en: 'Lime acid soils by a lime-requirement test before sowing; rock phosphate works better than water-soluble P on these soils.',
      hi: 'अम्लीय मिट्टी में बुवाई से पहले चूने की आवश्यकता की जाँच कराकर चूना डालें; इन मिट्टियों में रॉक फॉस्फेट अच्छा काम करता है।',
      mr: 'आम्लधर्मी मातीत पेरणीपूर्वी चुना आवश्यकता चाचणी करून चुना द्या; अशा मातीत पाण्यात विरघळणाऱ्या स्फुरदापेक्षा रॉक फॉस्फेट चांगले काम करते.',
    },
  },
  {
    name: 'Eastern',
    hi: 'पूर्वी क्षेत्र',
    mr: 'पूर्व',
    states: {
      en: ['Chhattisgarh', 'Jharkhand', 'Odisha', 'West Bengal', 'Bihar'],
      hi: ['छत्तीसगढ़', 'झारखंड', 'ओडिशा', 'पश्चिम बंगाल', 'बिहार'],
      mr: ['छत्तीसगड', 'झारखंड', 'ओडिशा', 'पश्चिम बंगाल', 'बिहार'],
    },
    statesBasis: {
      source: 'macs1407',
      verification: 'judgement',
      basis:
        'Not an AICRP zone of its own: the eastern states of the AICRP North Eastern Zone (Chhattisgarh, Jharkhand, West Bengal, Odisha — the release area of MACS 1407) plus Bihar, grouped for the product.',
    },
    soils: {
      en: 'Red and lateritic upland soils of the Chhota Nagpur and Chhattisgarh plateau (acid, low in P and K) and alluvium of the Gangetic plains of Bihar and West Bengal.',
      hi: 'छोटा नागपुर व छत्तीसगढ़ पठार की लाल और लेटराइट ऊँची भूमि (अम्लीय, फॉस्फोरस व पोटाश कम) तथा बिहार व पश्चिम बंगाल के गंगा मैदान की जलोढ़ मिट्टी।',
      mr: 'छोटा नागपूर व छत्तीसगड पठारावरील लाल व जांभी उंचावरील माती (आम्लधर्मी, स्फुरद व पालाश कमी) आणि बिहार व पश्चिम बंगालच्या गंगा मैदानातील गाळाची माती.',
    },
    thresholds: { nitrogen: SHC_N, phosphorus: ACID_P, potassium: ACID_K },
    ph: {
      min: 5.5,
      max: 7.0,
      source: 'shcScale',
      verification: 'judgement',
      basis:
        'As for the North Eastern zone: the plateau uplands are acid; lime below pH 5.5. Alluvial fields of Bihar are near neutral and fall inside the band.',
    },
    sowingWindow: {
      from: { month: 6, day: 20 },
      to: { month: 7, day: 5 },
      text: {
        en: '20 June to 5 July, after the monsoon has set in.',
        hi: '20 जून से 5 जुलाई तक, मानसून आ जाने के बाद।',
        mr: '20 जून ते 5 जुलै, मान्सून सुरू झाल्यानंतर.',
      },
      source: 'macs1407',
      verification: 'judgement',
      basis: 'MACS 1407, released for these states, can be sown from 20 June to 5 July without yield loss; taken as the zone window.',
    },
    spacing: {
      rowCm: { min: 45, max: 45 },
      plantCm: { min: 5, max: 10 },
      source: 'easternPackages',
      verification: 'recalled',
      basis: 'Same as the IISR recommendation (45 cm rows); 30 cm rows are also used for short varieties.',
    },
    seedRateKgPerHa: {
      min: 60,
      max: 75,
      source: 'easternPackages',
      verification: 'recalled',
      basis: 'Same range as IISR recommends for 45 cm rows.',
    },
    dose: {
      n: 25,
      p2o5: 60,
      k2o: 40,
      s: 20,
      source: 'easternPackages',
      verification: 'recalled',
      basis: 'State packages follow the IISR 25:60:40:20 kg/ha; lime acid uplands as for the North Eastern zone.',
    },
    varieties: {
      names: ['MACS 1407', 'JS 97-52', 'Birsa Soybean-1'],
      source: 'macs1407',
      verification: 'recalled',
      basis:
        'MACS 1407 is checked for these states (ARI Pune release); JS 97-52 (Chhattisgarh) and Birsa Soybean-1 (Jharkhand) are recalled.',
    },
    note: {
      en: 'Acid plateau uplands need lime by test; low-lying fields that stay wet suit rice better than soybean.',
      hi: 'पठार की अम्लीय ऊँची भूमि में जाँच के अनुसार चूना डालें; पानी रुकने वाले निचले खेत सोयाबीन की बजाय धान के लिए ठीक हैं।',
      mr: 'पठारावरील आम्लधर्मी उंचावरील जमिनीत चाचणीनुसार चुना द्या; पाणी साचणारी सखल शेते सोयाबीनपेक्षा भातासाठी योग्य आहेत.',
    },
  },
];

/** Zone by name, case-insensitively (also 'north-eastern', 'NorthPlain'); undefined when unknown. */
export function soybeanZone(name: string): SoybeanZone | undefined {
  const key = name.toLowerCase().replace(/[\s_-]+/g, '');
  return SOYBEAN_ZONES.find((z) => z.name.toLowerCase().replace(/[\s_-]+/g, '') === key);
}
