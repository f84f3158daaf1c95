import {
  applyCalibration,
  classifyConductivity,
  classifyPh,
  mgPerKgToKgPerHa,
  microSiemensPerCmToDsPerM,
  type Nutrient,
  NUTRIENT_SCALES,
  type ProbeCalibration,
  type Rating,
  rateNutrient,
  SOIL_TYPE_SOIL_WATER,
  SOURCES,
  SOYBEAN_SOURCES,
  soilWaterLines,
  soilWaterStatus,
  type SoilWaterStatus,
  textsOf,
} from '@agrim/agronomy';
import { type RatingTone, SOIL_TYPES, type SoilTestRatings, type SoilType, TIMEZONE } from '@agrim/contracts';

/**
 * Issue 39: a completed soil test rated in words with the agronomy package's own rating functions (no
 * second table): N, P, K on the Soil Health Card scales after mg/kg × 2.24, pH on the card's classes,
 * conductivity on the EC classes, moisture on the soil type's soil-water lines (knowledge/soilWater.ts).
 * With a lab calibration of the probe, N, P, K and pH are corrected first (`applyCalibration`), as every
 * other reader of the probe does; the stored values stay as measured.
 */

type Text = { en: string; hi: string; mr: string };
const t = (en: string, hi: string, mr: string): Text => ({ en, hi, mr });

/** Short names of the publications the ratings rest on (the full citations are in packages/agronomy). */
const SHORT_NAMES: Record<string, string> = {
  methodsManual: 'Methods Manual: Soil Testing in India (2011)',
  shcPortalCards: 'Soil Health Cards of the national portal (normal level printed on the card)',
  fao56: 'FAO-56, Allen et al. (1998), Table 19',
};
type SourceKey = keyof typeof SOURCES;
function sourceRef(id: SourceKey | 'fao56') {
  if (id === 'fao56') return { id, ...textsOf({ en: SHORT_NAMES.fao56!, hi: SOYBEAN_SOURCES.fao56.hi, mr: SOYBEAN_SOURCES.fao56.mr }) };
  const s: { citation: string; hi: string; mr?: string } = SOURCES[id];
  return { id, ...textsOf({ en: SHORT_NAMES[id] ?? s.citation, hi: s.hi, ...(s.mr ? { mr: s.mr } : {}) }) };
}

const RATING_WORDS: Record<Rating, Text> = {
  Low: t('Low', 'कम', 'कमी'),
  Medium: t('Medium', 'मध्यम', 'मध्यम'),
  High: t('High', 'अधिक', 'जास्त'),
};

/** What each nutrient rating means for the farmer; the planner makes the ±25 % step (nutrientPlan.ts). */
const NUTRIENT_MEANS: Record<Rating, { means: Text; tone: RatingTone }> = {
  Low: {
    means: t(
      'Less than crops need: the fertilizer plan gives more of it.',
      'फसलों की ज़रूरत से कम: खाद योजना इसे अधिक देती है।',
      'पिकांच्या गरजेपेक्षा कमी: खत नियोजन हे जास्त देते.',
    ),
    tone: 'watch',
  },
  Medium: {
    means: t('Enough for now: give the crop’s usual dose.', 'अभी पर्याप्त: फसल की सामान्य मात्रा दें।', 'सध्या पुरेसे: पिकाची नेहमीची मात्रा द्या.'),
    tone: 'ok',
  },
  High: {
    means: t(
      'Plenty in the soil: the fertilizer plan gives less of it.',
      'मिट्टी में भरपूर: खाद योजना इसे कम देती है।',
      'मातीत भरपूर: खत नियोजन हे कमी देते.',
    ),
    tone: 'ok',
  },
};

const PH_MEANS: Record<string, { means: Text; tone: RatingTone }> = {
  'Strongly acidic': {
    means: t(
      'Too acidic for most crops: lime is needed; confirm with a lab test.',
      'अधिकतर फसलों के लिए बहुत अम्लीय: चूना चाहिए; प्रयोगशाला जाँच से पुष्टि करें।',
      'बहुतेक पिकांसाठी खूप आम्लधर्मी: चुना हवा; प्रयोगशाळा तपासणीने खात्री करा.',
    ),
    tone: 'act',
  },
  'Moderately acidic': {
    means: t(
      'Slightly acidic: most crops grow well; add compost or FYM.',
      'हल्की अम्लीय: अधिकतर फसलें ठीक उगती हैं; कम्पोस्ट या गोबर की खाद डालें।',
      'किंचित आम्लधर्मी: बहुतेक पिके चांगली येतात; कंपोस्ट किंवा शेणखत द्या.',
    ),
    tone: 'watch',
  },
  Neutral: { means: t('The best range for most crops.', 'अधिकतर फसलों के लिए सबसे अच्छी सीमा।', 'बहुतेक पिकांसाठी सर्वोत्तम श्रेणी.'), tone: 'ok' },
  'Moderately alkaline': {
    means: t(
      'Slightly alkaline: watch the crop for zinc and iron shortage.',
      'हल्की क्षारीय: फसल में जिंक और आयरन की कमी पर नज़र रखें।',
      'किंचित विम्लधर्मी: पिकात जस्त आणि लोहाच्या कमतरतेकडे लक्ष ठेवा.',
    ),
    tone: 'watch',
  },
  'Strongly alkaline': {
    means: t(
      'Probably sodic (usar): gypsum is needed after a lab test.',
      'संभवतः ऊसर (सोडिक): प्रयोगशाला जाँच के बाद जिप्सम चाहिए।',
      'बहुधा चोपण (सोडिक): प्रयोगशाळा तपासणीनंतर जिप्सम हवे.',
    ),
    tone: 'act',
  },
};

const EC_MEANS: Record<string, { means: Text; tone: RatingTone }> = {
  'Normal Conductivity': { means: t('Salt level is normal.', 'लवण की मात्रा सामान्य है।', 'क्षारांचे प्रमाण सामान्य आहे.'), tone: 'ok' },
  'Critical for Germination': {
    means: t(
      'Salts may hurt germination: irrigate with good water before sowing.',
      'लवण अंकुरण बिगाड़ सकते हैं: बुवाई से पहले अच्छे पानी से सिंचाई करें।',
      'क्षार उगवण बिघडवू शकतात: पेरणीपूर्वी चांगल्या पाण्याने सिंचन करा.',
    ),
    tone: 'watch',
  },
  'Critical for sensitive crops': {
    means: t(
      'Too salty for sensitive crops: grow tolerant ones such as barley or cotton.',
      'संवेदनशील फसलों के लिए अधिक लवण: जौ या कपास जैसी सहनशील फसलें लें।',
      'संवेदनशील पिकांसाठी जास्त क्षार: जव किंवा कापूस यांसारखी सहनशील पिके घ्या.',
    ),
    tone: 'act',
  },
  'Injurious to most crops': {
    means: t(
      'Saline, harmful to most crops: wash the salts out first.',
      'लवणीय, अधिकतर फसलों के लिए हानिकारक: पहले लवण बहाकर निकालें।',
      'क्षारयुक्त, बहुतेक पिकांसाठी हानिकारक: आधी क्षार धुऊन काढा.',
    ),
    tone: 'act',
  },
};

const pct = (x: number) => `${x} %`;
const MOISTURE: Record<SoilWaterStatus, { label: Text; tone: RatingTone; means: (l: ReturnType<typeof soilWaterLines>) => Text }> = {
  dry: {
    label: t('Dry', 'सूखी', 'कोरडी'),
    tone: 'watch',
    means: (l) =>
      t(
        `Below this soil’s dry line (${pct(l.dryBelow)}): irrigate before applying fertilizer.`,
        `इस मिट्टी की सूखी रेखा (${pct(l.dryBelow)}) से नीचे: खाद डालने से पहले सिंचाई करें।`,
        `या मातीच्या कोरड्या रेषेखाली (${pct(l.dryBelow)}): खत देण्यापूर्वी सिंचन करा.`,
      ),
  },
  ok: {
    label: t('Good', 'ठीक', 'योग्य'),
    tone: 'ok',
    means: (l) =>
      t(
        `Between this soil’s dry line (${pct(l.dryBelow)}) and field capacity (${pct(l.fieldCapacity)}): fine for applying fertilizer.`,
        `इस मिट्टी की सूखी रेखा (${pct(l.dryBelow)}) और क्षेत्र क्षमता (${pct(l.fieldCapacity)}) के बीच: खाद डालने के लिए ठीक।`,
        `या मातीच्या कोरड्या रेषेच्या (${pct(l.dryBelow)}) आणि क्षेत्र क्षमतेच्या (${pct(l.fieldCapacity)}) दरम्यान: खत देण्यासाठी योग्य.`,
      ),
  },
  wet: {
    label: t('Wet', 'गीली', 'ओली'),
    tone: 'watch',
    means: (l) =>
      t(
        `Above this soil’s field capacity (${pct(l.fieldCapacity)}): water is still draining; wait before top-dressing.`,
        `इस मिट्टी की क्षेत्र क्षमता (${pct(l.fieldCapacity)}) से ऊपर: पानी अभी निकल रहा है; ऊपरी खाद से पहले रुकें।`,
        `या मातीच्या क्षेत्र क्षमतेच्या (${pct(l.fieldCapacity)}) वर: पाणी अजून निचरत आहे; वरखतापूर्वी थांबा.`,
      ),
  },
  waterlogged: {
    label: t('Waterlogged', 'जलभराव', 'पाणी साचलेले'),
    tone: 'act',
    means: (l) =>
      t(
        `Above ${pct(l.waterloggedAbove)} roots lack air: drain the field and apply no fertilizer now.`,
        `${pct(l.waterloggedAbove)} से ऊपर जड़ों को हवा नहीं मिलती: खेत से पानी निकालें, अभी खाद न डालें।`,
        `${pct(l.waterloggedAbove)} च्या वर मुळांना हवा मिळत नाही: शेतातील पाणी काढा, आत्ता खत देऊ नका.`,
      ),
  },
  aboveSaturation: {
    label: t('Check the probe', 'प्रोब जाँचें', 'प्रोब तपासा'),
    tone: 'watch',
    means: (l) =>
      t(
        `More water than this soil can hold (${pct(l.saturation)}): the probe may stand in water.`,
        `इस मिट्टी की क्षमता (${pct(l.saturation)}) से अधिक पानी: प्रोब शायद पानी में खड़ा है।`,
        `या मातीच्या क्षमतेपेक्षा (${pct(l.saturation)}) जास्त पाणी: प्रोब कदाचित पाण्यात उभा आहे.`,
      ),
  },
};

/** The Hindi names of the five soil types, as the fertilizer screen shows them. */
export const SOIL_TYPE_HI: Record<SoilType, string> = { Black: 'काली', Clayey: 'चिकनी', Loamy: 'दोमट', Red: 'लाल', Sandy: 'बलुई' };
/** The Marathi names of the five soil types (docs/glossary.md). */
export const SOIL_TYPE_MR: Record<SoilType, string> = { Black: 'काळी', Clayey: 'चिकण', Loamy: 'पोयट्याची', Red: 'लाल', Sandy: 'वालुकामय' };

/**
 * One of the five soil types for a typed soil type: the name itself (any case, English, Hindi or Marathi), or its
 * first word ('Black cotton soil' is Black); null for anything else.
 */
export function matchSoilType(typed: string): SoilType | null {
  const words = typed.trim().toLowerCase().split(/\s+/);
  const name = (s: SoilType) => [s.toLowerCase(), SOIL_TYPE_HI[s], SOIL_TYPE_MR[s]];
  return (
    SOIL_TYPES.find((s) => name(s).includes(words.join(' '))) ??
    SOIL_TYPES.find((s) => words.length > 1 && name(s).includes(words[0]!)) ??
    null
  );
}

export interface TestValues {
  n: number | null;
  p: number | null;
  k: number | null;
  ph: number | null;
  moisture_percent: number | null;
  electrical_conductivity: number | null;
  soil_type: string;
}

/** yyyy-mm-dd in Asia/Kolkata. */
const kolkataDate = (iso: string) => new Intl.DateTimeFormat('en-CA', { timeZone: TIMEZONE }).format(new Date(iso));

/** The probe-estimate sentence of the ratings and the plan. */
export function estimateNote(calibratedAt: string | null): Text {
  if (calibratedAt === null)
    return t(
      'N, P and K from the probe are field estimates, not lab values: read the ratings and the plan as a guide. A lab test of this field (Soil Health Card) can calibrate the probe.',
      'प्रोब के N, P और K खेत के अनुमान हैं, प्रयोगशाला के मान नहीं: आकलन और योजना को मार्गदर्शन मानें। इस खेत की प्रयोगशाला जाँच (मृदा स्वास्थ्य कार्ड) से प्रोब को कैलिब्रेट किया जा सकता है।',
      'प्रोबचे N, P आणि K हे शेतातील अंदाज आहेत, प्रयोगशाळेची मूल्ये नाहीत: वर्गीकरण आणि नियोजन मार्गदर्शक म्हणून वाचा. या शेताच्या प्रयोगशाळा तपासणीने (मृदा आरोग्य पत्रिका) प्रोब कॅलिब्रेट करता येतो.',
    );
  const day = kolkataDate(calibratedAt);
  return t(
    `N, P and K from the probe are field estimates, not lab values. They were corrected with this probe’s lab calibration of ${day} before rating and planning.`,
    `प्रोब के N, P और K खेत के अनुमान हैं, प्रयोगशाला के मान नहीं। आकलन और योजना से पहले इन्हें इस प्रोब के ${day} के प्रयोगशाला कैलिब्रेशन से सुधारा गया।`,
    `प्रोबचे N, P आणि K हे शेतातील अंदाज आहेत, प्रयोगशाळेची मूल्ये नाहीत. वर्गीकरण आणि नियोजनापूर्वी ते या प्रोबच्या ${day} च्या प्रयोगशाळा कॅलिब्रेशनने दुरुस्त केले.`,
  );
}

/** N, P, K (mg/kg) and pH as the ratings and the plan read them: corrected when the probe has a calibration. */
export function correctedValues(v: TestValues, calibration: ProbeCalibration | null) {
  if (v.n === null || v.p === null || v.k === null) return null;
  const sample = { nitrogen: v.n, phosphorus: v.p, potassium: v.k, ph: v.ph ?? 7 };
  const c = applyCalibration(sample, calibration);
  return { n: c.nitrogen, p: c.phosphorus, k: c.potassium, ph: v.ph === null ? null : c.ph };
}

function nutrientRating(nutrient: Nutrient, mgPerKg: number | null) {
  if (mgPerKg === null || !Number.isFinite(mgPerKg) || mgPerKg < 0) return null;
  const kgPerHa = mgPerKgToKgPerHa(mgPerKg);
  const rating = rateNutrient(nutrient, kgPerHa);
  const { means, tone } = NUTRIENT_MEANS[rating];
  return {
    value: mgPerKg,
    kg_per_ha: kgPerHa,
    rating,
    label: RATING_WORDS[rating],
    means,
    tone,
    source: sourceRef(NUTRIENT_SCALES[nutrient].source),
  };
}

/**
 * The ratings of a completed test; null for a test without results. `calibration` is the probe's
 * correction and `calibratedAt` when it was made (null: uncalibrated).
 */
export function rateSoilTest(
  v: TestValues & { complete: boolean },
  calibration: ProbeCalibration | null,
  calibratedAt: string | null,
): SoilTestRatings | null {
  if (!v.complete) return null;
  const corrected = correctedValues(v, calibration);
  const isCorrected = corrected !== null && calibration !== null;
  const ph = corrected?.ph ?? v.ph;
  const phRating = (() => {
    if (ph === null || !Number.isFinite(ph) || ph < 0 || ph > 14) return null;
    const c = classifyPh(ph);
    return { value: ph, class: c.class, label: t(c.class, c.hi, c.mr), ...PH_MEANS[c.class]!, source: sourceRef('methodsManual') };
  })();
  const ec = v.electrical_conductivity;
  const ecRating = (() => {
    if (ec === null || !Number.isFinite(ec) || ec < 0) return null;
    // To the probe's µS precision, so 1000 µS/cm sits exactly on the 1 dS/m line.
    const dS = Math.round(microSiemensPerCmToDsPerM(ec) * 1e6) / 1e6;
    const c = classifyConductivity(dS);
    return {
      value: ec,
      ds_per_m: dS,
      class: c.class,
      label: t(c.class, c.hi, c.mr),
      ...EC_MEANS[c.class]!,
      source: sourceRef('methodsManual'),
    };
  })();
  const m = v.moisture_percent;
  const soil = matchSoilType(v.soil_type);
  const moisture = (() => {
    if (m === null || !Number.isFinite(m) || m < 0) return null;
    if (!soil)
      return {
        value: m,
        status: null,
        lines: null,
        label: t('Not rated', 'आँका नहीं गया', 'वर्गीकरण केले नाही'),
        means: t(
          `“${v.soil_type}” has no soil-water lines: moisture is rated for Black, Clayey, Loamy, Red and Sandy soils.`,
          `“${v.soil_type}” की जल रेखाएँ नहीं हैं: नमी काली, चिकनी, दोमट, लाल और बलुई मिट्टी के लिए आँकी जाती है।`,
          `“${v.soil_type}” च्या पाणी रेषा नाहीत: ओलाव्याचे वर्गीकरण काळी, चिकण, पोयट्याची, लाल आणि वालुकामय मातीसाठी होते.`,
        ),
        tone: 'watch' as const,
        source: sourceRef('fao56'),
      };
    const water = SOIL_TYPE_SOIL_WATER[soil];
    const lines = soilWaterLines(water);
    const status = soilWaterStatus(m, water);
    const w = MOISTURE[status];
    return {
      value: m,
      status,
      lines: {
        dry_below: lines.dryBelow,
        field_capacity: lines.fieldCapacity,
        waterlogged_above: lines.waterloggedAbove,
        saturation: lines.saturation,
      },
      label: w.label,
      means: w.means(lines),
      tone: w.tone,
      source: sourceRef('fao56'),
    };
  })();
  return {
    corrected: isCorrected,
    calibrated_at: isCorrected ? calibratedAt : null,
    nitrogen: nutrientRating('nitrogen', corrected?.n ?? null),
    phosphorus: nutrientRating('phosphorus', corrected?.p ?? null),
    potassium: nutrientRating('potassium', corrected?.k ?? null),
    ph: phRating,
    conductivity: ecRating,
    moisture,
    estimate_note: estimateNote(isCorrected ? calibratedAt : null),
  };
}
