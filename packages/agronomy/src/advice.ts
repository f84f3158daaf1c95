import { SOIL_NOTES, SOIL_TYPE_NAMES } from './knowledge/amendments.js';
import { type Lang, langOf, say } from './lang.js';
import { FERTILIZERS, type FertilizerId } from './knowledge/fertilizers.js';
import { GYPSUM_RECLAMATION, MICRONUTRIENT_LIMITS, NUTRIENT_SCALES } from './knowledge/soilTest.js';
import { SOURCES } from './knowledge/sources.js';
import { SOIL_TYPE_SOIL_WATER, type SoilWaterLines, type SoilWaterStatus, soilWaterLines, soilWaterStatus } from './knowledge/soilWater.js';
import { SOYBEAN_SOURCES } from './knowledge/soybeanSources.js';
import { type AdviceInput, fertilizerPlan, type Plan, type ProductLine } from './plan.js';
import { MIN_UREA_TOP_UP_N_KG_PER_HA } from './nutrientPlan.js';
import type { Nutrient, Rating } from './ratings.js';

/** A plain description of the knowledge template the advice follows (served as the "prompt"). */
export const ADVICE_TEMPLATE = `Fertilizer advice is generated offline from the knowledge base in packages/agronomy (no language model). It opens with what to do, then how it was worked out. Sections, in English, Hindi or Marathi:
1. What to buy — the dose for your soil in one line, then DAP first for P2O5 (its 18 % N counted), urea (46 % N) for the remaining N, MOP (60 % K2O; SOP for tobacco) for K2O, and sulphur where the crop needs it (mustard 40, pulses 20 kg S/ha; groundnut gypsum 400 kg/ha at pegging): gypsum (13 % S), or bentonite sulphur (90 % S) when the soil pH is above 8.5; per hectare and per acre (1 acre = 0.4047 ha), with bags. The SSP alternative (16 % P2O5, 11 % S), its sulphur counted. When the model predicted a product, how much of it meets the P2O5 (or N) need and which straight fertilizer tops it up.
2. When to apply — the crop's split schedule: which product, how much, at which stage.
3. Water and soil condition — soil moisture, read as volumetric water (% of the soil's volume) on the soil type's own lines (knowledge/soilWater.ts: FAO-56 Table 19 field capacity and wilting point, Rawls et al. 1982 saturation): dry below half the available water (irrigate before applying), above field capacity still draining (wait before top-dressing urea), waterlogged above saturation minus 10 % air (drain first), above saturation a probe in standing water; hot weather, soil type, lime for pH up to 5.5, gypsum for pH above 8.5, salinity management for EC of 1 dS/m and above, organic carbon, micronutrients below their critical limits (Zn 0.6, Fe 4.5, Cu 0.2, Mn 2.0, B 0.5, S 10 ppm).
4. Organic options — FYM or compost, vermicompost, biofertilisers (Rhizobium for legumes, Azospirillum or Azotobacter for other crops, PSB for all).
5. Soil test ratings (how it was worked out) — N, P, K with the value as given, kg/ha and the Soil Health Card rating (N Low < 280, Medium 280–560, High > 560 kg/ha; P Low < 10, Medium 10–25, High > 25 kg/ha P; K Low < 120.83, Medium 120.83–280.83, High > 280.83 kg/ha K, the card's 145–337 kg/ha K2O ÷ 1.2). Probe readings in mg/kg are converted × 2.24 (2.24 million kg of soil per hectare in the 0–15 cm plough layer). Cards that print P as P2O5 are divided by 2.29 before rating. pH, EC, organic carbon when known.
6. Recommended dose for the crop (how it was worked out) — the general recommendation in kg N-P2O5-K2O per ha from the cited source, and the dose adjusted per nutrient by the soil-test-rating rule: Low 125 %, Medium 100 %, High 75 % — except a legume's starter N (groundnut, pulses), kept as recommended whatever the N rating, and a raise stopped at the top of the source's range where the crop rules give one; the text says when either applied.
7. Sources — the publications behind every number used.`;

// ---------------------------------------------------------------- formatting

/** One decimal at most, trailing zero dropped: 17.92 → 17.9, 224 → 224. */
const num = (x: number) => String(Math.round(x * 10) / 10);
/** Values as the user gave them: two decimals at most (a card's 9.63 stays 9.63). */
const val = (x: number) => String(Math.round(x * 100) / 100);
/** Product quantities: nearest kg, one decimal below 10 kg. */
const kg = (x: number) => (x < 10 ? num(x) : String(Math.round(x)));
const pct = (f: number) => `${Math.round(f * 100)} %`;
const grade = (id: FertilizerId) => {
  const f: { n: number; p2o5: number; k2o: number; s?: number; zn?: number; b?: number } = FERTILIZERS[id];
  // A micronutrient product is graded by its micronutrient, not by the sulphur of its sulphate (issue 37).
  if (f.zn) return `${f.zn} % Zn`;
  if (f.b) return `${f.b} % B`;
  if (f.n + f.p2o5 + f.k2o === 0 && f.s) return `${f.s} % S`;
  return `${f.n}-${f.p2o5}-${f.k2o}${f.s && f.n + f.p2o5 + f.k2o > 0 ? `-${f.s} S` : ''}`;
};

interface Words {
  title: (crop: string, soil: string) => string;
  h: { ratings: string; dose: (crop: string) => string; buy: string; when: string; water: string; organic: string; sources: string };
  nutrient: Record<Nutrient, string>;
  rating: Record<Rating, string>;
  conversion: string;
  ratingsHead: string;
  scale: string;
  p2o5Note: (given: string, asP: string) => string;
  k2oNote: (given: string, asK: string) => string;
  ph: (value: string, cls: string) => string;
  ec: (value: string, cls: string) => string;
  oc: (value: string, rating: string) => string;
  doseIntro: (dose: string, basis: string) => string;
  perPlant: (g: string, plants: string) => string;
  perAcreDose: (dose: string) => string;
  doseHead: string;
  ruleNote: string;
  yourDose: (dose: string) => string;
  buyIntro: string;
  buyHead: string;
  bags: (n: string, size: number) => string;
  dapN: (n: string) => string;
  dapAllN: (n: string) => string;
  dapNearlyN: (n: string, need: string, min: number) => string;
  sulphurAcre: (kgAcre: string) => string;
  sspSulphur: (need: string) => string;
  sspTopUp: (product: string, kgHa: string, kgAcre: string) => string;
  sspAlt: (ssp: string, sspAcre: string, p2o5: string, s: string, urea: string, ureaAcre: string) => string;
  predicted: (name: string, kgHa: string, kgAcre: string, meets: string, gives: string) => string;
  excess: (what: string) => string;
  topUp: (what: string) => string;
  noTopUp: string;
  predictedUnknown: (name: string) => string;
  whenHead: string;
  extra: (what: string, kgHa: string, kgAcre: string, when: string) => string;
  moisture: Record<SoilWaterStatus | 'wetPaddy', (m: string, soil: string, l: Record<keyof SoilWaterLines, string>) => string>;
  hot: string;
  lime: (kgHa: string, kgAcre: string) => string;
  gypsum: (fraction: string) => string;
  alkaline: string;
  ecAdvice: Record<'Critical for Germination' | 'Critical for sensitive crops' | 'Injurious to most crops', string>;
  lowOc: string;
  micro: (name: string, value: string, critical: string, fix: string) => string;
  microOk: (name: string, value: string, critical: string) => string;
  sulphurCovered: (value: string, critical: string, kgS: string) => string;
  organicIntro: string;
  and: string;
}

const EN: Words = {
  title: (crop, soil) => `# Fertilizer advice: ${crop} on ${soil} soil`,
  h: {
    ratings: '## Soil test ratings',
    dose: (crop) => `## Recommended dose for ${crop}`,
    buy: '## What to buy',
    when: '## When to apply',
    water: '## Water and soil condition',
    organic: '## Organic options',
    sources: '## Sources',
  },
  nutrient: { nitrogen: 'Nitrogen (N)', phosphorus: 'Phosphorus (P)', potassium: 'Potassium (K)' },
  rating: { Low: 'Low', Medium: 'Medium', High: 'High' },
  conversion:
    'The probe reports mg/kg; kg/ha = mg/kg × 2.24, because a hectare of the 0–15 cm plough layer holds about 2.24 million kg of soil (bulk density about 1.5 g/cm³).',
  ratingsHead: '| Nutrient | Value | kg/ha | Rating |\n|---|---|---|---|',
  scale: `Soil Health Card scale: N Low < ${NUTRIENT_SCALES.nitrogen.low}, Medium ${NUTRIENT_SCALES.nitrogen.low}–${NUTRIENT_SCALES.nitrogen.high}, High > ${NUTRIENT_SCALES.nitrogen.high} kg/ha; P Low < ${NUTRIENT_SCALES.phosphorus.low}, Medium ${NUTRIENT_SCALES.phosphorus.low}–${NUTRIENT_SCALES.phosphorus.high}, High > ${NUTRIENT_SCALES.phosphorus.high} kg/ha (as P₂O₅ × 2.29: 23–57 kg/ha); K Low < ${NUTRIENT_SCALES.potassium.low}, Medium ${NUTRIENT_SCALES.potassium.low}–${NUTRIENT_SCALES.potassium.high}, High > ${NUTRIENT_SCALES.potassium.high} kg/ha K (the card's 145–337 kg/ha K₂O ÷ 1.2).`,
  p2o5Note: (given, asP) => `${given} P₂O₅ = ${asP} P`,
  k2oNote: (given, asK) => `${given} K₂O = ${asK} K`,
  ph: (value, cls) => `| pH | ${value} | – | ${cls} |`,
  ec: (value, cls) => `| EC (dS/m) | ${value} | – | ${cls} |`,
  oc: (value, rating) => `| Organic carbon (%) | ${value} | – | ${rating} |`,
  doseIntro: (dose, basis) => `General recommendation: **${dose}** kg N-P₂O₅-K₂O per ha (${basis}).`,
  perPlant: (g, plants) => `That is ${g} g N-P₂O₅-K₂O per plant per year × ${plants} plants per ha.`,
  perAcreDose: (dose) => `Published as ${dose} kg N-P₂O₅-K₂O per acre; ÷ 0.4047 for a hectare.`,
  doseHead: '| Nutrient | Recommended kg/ha | Soil rating | Share | Your dose kg/ha |\n|---|---|---|---|---|',
  ruleNote: 'The dose is raised to 125 % where the soil is Low, kept at 100 % where Medium and cut to 75 % where High.',
  yourDose: (dose) =>
    `Your dose: **${dose}** kg N-P₂O₅-K₂O per ha. How it was worked out from your soil test is below, after what to buy and when to apply.`,
  buyIntro: 'DAP first for the phosphate (its 18 % N is counted), urea for the rest of the nitrogen, and potash for K₂O:',
  buyHead: '| Product | Grade | kg/ha | kg/acre | Bags per acre |\n|---|---|---|---|---|',
  bags: (n, size) => `${n} × ${size} kg`,
  dapN: (n) => `DAP brings ${n} kg N/ha, so urea covers only the rest.`,
  dapAllN: (n) => `DAP brings ${n} kg N/ha, all the nitrogen needed: no urea.`,
  dapNearlyN: (n, need, min) =>
    `DAP brings ${n} of the ${need} kg N/ha; the rest is under ${min} kg N/ha, too little to spread evenly, so no urea is bought.`,
  sulphurAcre: (kgAcre) => `(${kgAcre} kg/acre.)`,
  sspSulphur: (need) => `That covers the crop's ${need} kg sulphur, so no other sulphur product is needed.`,
  sspTopUp: (product, kgHa, kgAcre) => `Add ${product} ${kgHa} kg/ha (${kgAcre} kg/acre) for the sulphur SSP leaves short.`,
  sspAlt: (ssp, sspAcre, p2o5, s, urea, ureaAcre) =>
    `**SSP instead of DAP:** SSP ${ssp} kg/ha (${sspAcre} kg/acre) gives the ${p2o5} kg P₂O₅ and also ${s} kg sulphur; then all the nitrogen comes from urea, ${urea} kg/ha (${ureaAcre} kg/acre), with the same potash.`,
  predicted: (name, kgHa, kgAcre, meets, gives) =>
    `**The model's product, ${name}:** ${kgHa} kg/ha (${kgAcre} kg/acre) meets the ${meets} need and gives ${gives}.`,
  excess: (what) => `That is ${what} more than the crop needs.`,
  topUp: (what) => `Top it up with ${what}.`,
  noTopUp: 'No straight fertilizer is needed on top.',
  predictedUnknown: (name) => `The model suggested ${name}; its grade could not be read, so use the plan above.`,
  whenHead: '| When | Stage | Per ha | Per acre |\n|---|---|---|---|',
  extra: (what, kgHa, kgAcre, when) => `- ${what}: ${kgHa} kg/ha (${kgAcre} kg/acre), ${when}.`,
  moisture: {
    dry: (m, soil, l) =>
      `- Soil moisture ${m} % (volumetric) is low for ${soil} soil: below ${l.dryBelow} %, half the water it holds for the crop is used up (FAO-56): irrigate before applying fertilizer. Do not top-dress urea on dry soil; it stays on the surface and is lost as ammonia.`,
    ok: (m, soil, l) =>
      `- Soil moisture ${m} % (volumetric) is between the dry line ${l.dryBelow} % and field capacity ${l.fieldCapacity} % of ${soil} soil: suitable for applying fertilizer; put urea into moist soil and irrigate lightly after a top dressing.`,
    wet: (m, soil, l) =>
      `- Soil moisture ${m} % (volumetric) is above the field capacity of ${soil} soil (${l.fieldCapacity} %): water is still draining. Wait until it drains before top-dressing urea; on wet soil nitrogen is lost by run-off, leaching and denitrification.`,
    waterlogged: (m, soil, l) =>
      `- Soil moisture ${m} % (volumetric) is near the saturation of ${soil} soil (${l.saturation} %; above ${l.waterloggedAbove} % less than a tenth of the soil is air): the field is waterlogged. Drain it through the furrows and outlets, and apply no fertilizer until it is back to field capacity (${l.fieldCapacity} %).`,
    aboveSaturation: (m, soil, l) =>
      `- Soil moisture ${m} % (volumetric) is more than ${soil} soil can hold (saturation about ${l.saturation} %): the probe stands in water or is not reading volumetric soil water. Drain standing water and check the probe before relying on this reading; apply no fertilizer on a flooded field.`,
    wetPaddy: (m, soil, l) =>
      `- Soil moisture ${m} % (volumetric; field capacity of ${soil} soil ${l.fieldCapacity} %): for paddy, lower the water to a thin film before each top dressing and do not let water run off the field for 2 days after.`,
  },
  hot: '- The day is hot (above 35 °C): apply urea in the evening and cover it with soil or irrigate lightly, to cut ammonia loss.',
  lime: (kgHa, kgAcre) =>
    `- The soil is acidic: apply agricultural lime (CaCO₃) about ${kgHa} kg/ha (${kgAcre} kg/acre) 2–3 weeks before sowing, mixed into the soil. The exact dose needs a lime requirement test.`,
  gypsum: (fraction) =>
    `- The soil is alkaline, probably sodic: apply gypsum at ${fraction} of the gypsum requirement found by a soil test (usually several tonnes per ha), mix it into the top soil and leach with good water before sowing or planting; its calcium replaces the sodium that makes the soil alkaline. Add FYM or green manure, and put urea into the soil rather than leaving it on the surface, where nitrogen escapes as ammonia at this pH.`,
  alkaline: '- The soil is mildly alkaline: zinc and iron are less available; watch for their deficiency and add organic manure.',
  ecAdvice: {
    'Critical for Germination':
      '- Salts are high enough to hurt germination: give a pre-sowing irrigation with good water to wash salts down, sow on the side of the ridge, and use a slightly higher seed rate.',
    'Critical for sensitive crops':
      '- Salts will hurt sensitive crops: leach with good-quality water, improve drainage, add organic manure, and prefer tolerant crops (barley, cotton, mustard, sugar beet).',
    'Injurious to most crops':
      '- The soil is saline (above 3 dS/m): most crops will suffer. Reclaim it first by leaching with good water and field drainage; grow only salt-tolerant crops meanwhile and split nitrogen into small doses.',
  },
  lowOc: '- Organic carbon is low: add FYM or compost and return crop residues to build it up.',
  micro: (name, value, critical, fix) => `- ${name} ${value} ppm is below the critical ${critical} ppm: ${fix}.`,
  microOk: (name, value, critical) => `- ${name} ${value} ppm is above the critical ${critical} ppm: no correction needed.`,
  sulphurCovered: (value, critical, kgS) =>
    `- Sulphur (S) ${value} ppm is below the critical ${critical} ppm: the crop's sulphur in the buy list (${kgS} kg S/ha) covers it; give no other sulphur.`,
  organicIntro: 'Organic manure and biofertilisers improve the soil and can replace part of the fertilizer:',
  and: ' + ',
};

const HI: Words = {
  title: (crop, soil) => `# खाद सलाह: ${soil} मिट्टी में ${crop}`,
  h: {
    ratings: '## मिट्टी जाँच की रेटिंग',
    dose: (crop) => `## ${crop} के लिए अनुशंसित मात्रा`,
    buy: '## क्या खरीदें',
    when: '## कब डालें',
    water: '## पानी और मिट्टी की दशा',
    organic: '## जैविक विकल्प',
    sources: '## स्रोत',
  },
  nutrient: { nitrogen: 'नाइट्रोजन (N)', phosphorus: 'फॉस्फोरस (P)', potassium: 'पोटैशियम (K)' },
  rating: { Low: 'कम', Medium: 'मध्यम', High: 'अधिक' },
  conversion:
    'प्रोब मिलीग्राम/किलो में मान देता है; किलो/हेक्टेयर = मिग्रा/किलो × 2.24, क्योंकि 0–15 सेमी की जुताई परत में एक हेक्टेयर में लगभग 2.24 मिलियन (बाईस लाख से अधिक) किलो मिट्टी होती है (स्थूल घनत्व लगभग 1.5 ग्राम/घन सेमी)।',
  ratingsHead: '| पोषक तत्व | मान | किलो/हेक्टेयर | रेटिंग |\n|---|---|---|---|',
  scale: `मृदा स्वास्थ्य कार्ड का पैमाना: नाइट्रोजन कम < ${NUTRIENT_SCALES.nitrogen.low}, मध्यम ${NUTRIENT_SCALES.nitrogen.low}–${NUTRIENT_SCALES.nitrogen.high}, अधिक > ${NUTRIENT_SCALES.nitrogen.high} किलो/हेक्टेयर; फॉस्फोरस कम < ${NUTRIENT_SCALES.phosphorus.low}, मध्यम ${NUTRIENT_SCALES.phosphorus.low}–${NUTRIENT_SCALES.phosphorus.high}, अधिक > ${NUTRIENT_SCALES.phosphorus.high} किलो/हेक्टेयर (फॉस्फेट के रूप में × 2.29: 23–57 किलो/हेक्टेयर); पोटैशियम कम < ${NUTRIENT_SCALES.potassium.low}, मध्यम ${NUTRIENT_SCALES.potassium.low}–${NUTRIENT_SCALES.potassium.high}, अधिक > ${NUTRIENT_SCALES.potassium.high} किलो/हेक्टेयर पोटैशियम (K) (कार्ड की 145–337 किलो/हेक्टेयर पोटाश (K₂O) ÷ 1.2)।`,
  p2o5Note: (given, asP) => `${given} फॉस्फेट = ${asP} फॉस्फोरस`,
  k2oNote: (given, asK) => `${given} पोटाश (K₂O) = ${asK} पोटैशियम (K)`,
  ph: (value, cls) => `| पीएच | ${value} | – | ${cls} |`,
  ec: (value, cls) => `| विद्युत चालकता (डेसी सीमेंस/मी) | ${value} | – | ${cls} |`,
  oc: (value, rating) => `| जैविक कार्बन (%) | ${value} | – | ${rating} |`,
  doseIntro: (dose, basis) => `सामान्य सिफ़ारिश: **${dose}** किलो नाइट्रोजन-फॉस्फेट-पोटाश प्रति हेक्टेयर (${basis})।`,
  perPlant: (g, plants) => `यह ${g} ग्राम नाइट्रोजन-फॉस्फेट-पोटाश प्रति पौधा प्रति वर्ष × ${plants} पौधे प्रति हेक्टेयर है।`,
  perAcreDose: (dose) => `मूल सिफ़ारिश ${dose} किलो नाइट्रोजन-फॉस्फेट-पोटाश प्रति एकड़ है; हेक्टेयर के लिए 0.4047 से भाग दिया गया।`,
  doseHead: '| पोषक तत्व | अनुशंसित किलो/हेक्टेयर | मिट्टी की रेटिंग | हिस्सा | आपकी मात्रा किलो/हेक्टेयर |\n|---|---|---|---|---|',
  ruleNote: 'जहाँ मिट्टी में तत्व कम है वहाँ मात्रा 125 % की गई है, मध्यम पर 100 % रखी गई है और अधिक पर 75 % की गई है।',
  yourDose: (dose) =>
    `आपकी मात्रा: **${dose}** किलो नाइट्रोजन-फॉस्फेट-पोटाश प्रति हेक्टेयर। यह आपकी मिट्टी जाँच से कैसे निकाली गई, यह नीचे है, क्या खरीदें और कब डालें के बाद।`,
  buyIntro: 'फॉस्फेट के लिए पहले डीएपी (इसकी 18 % नाइट्रोजन गिनी गई है), बाकी नाइट्रोजन के लिए यूरिया और पोटाश के लिए पोटाश खाद:',
  buyHead: '| खाद | ग्रेड | किलो/हेक्टेयर | किलो/एकड़ | बोरी प्रति एकड़ |\n|---|---|---|---|---|',
  bags: (n, size) => `${n} × ${size} किलो`,
  dapN: (n) => `डीएपी से ${n} किलो नाइट्रोजन/हेक्टेयर मिलती है, इसलिए यूरिया केवल बाकी नाइट्रोजन के लिए है।`,
  dapAllN: (n) => `डीएपी से ${n} किलो नाइट्रोजन/हेक्टेयर मिलती है, पूरी ज़रूरत: यूरिया नहीं चाहिए।`,
  dapNearlyN: (n, need, min) =>
    `डीएपी से ${need} में से ${n} किलो नाइट्रोजन/हेक्टेयर मिलती है; बाकी ${min} किलो/हेक्टेयर से कम है, समान रूप से बिखेरना संभव नहीं, इसलिए यूरिया नहीं।`,
  sulphurAcre: (kgAcre) => `(${kgAcre} किलो/एकड़।)`,
  sspSulphur: (need) => `इससे फसल की ${need} किलो गंधक की ज़रूरत पूरी हो जाती है, इसलिए गंधक की कोई और खाद नहीं चाहिए।`,
  sspTopUp: (product, kgHa, kgAcre) => `एसएसपी से कम पड़ने वाली गंधक के लिए ${product} ${kgHa} किलो/हेक्टेयर (${kgAcre} किलो/एकड़) और डालें।`,
  sspAlt: (ssp, sspAcre, p2o5, s, urea, ureaAcre) =>
    `**डीएपी की जगह एसएसपी:** एसएसपी ${ssp} किलो/हेक्टेयर (${sspAcre} किलो/एकड़) से ${p2o5} किलो फॉस्फेट और साथ में ${s} किलो गंधक मिलता है; तब पूरी नाइट्रोजन यूरिया से, ${urea} किलो/हेक्टेयर (${ureaAcre} किलो/एकड़), और पोटाश उतना ही।`,
  predicted: (name, kgHa, kgAcre, meets, gives) =>
    `**मॉडल द्वारा सुझाई खाद, ${name}:** ${kgHa} किलो/हेक्टेयर (${kgAcre} किलो/एकड़) से ${meets} की ज़रूरत पूरी होती है; इससे ${gives} की आपूर्ति होती है।`,
  excess: (what) => `यह फसल की ज़रूरत से ${what} अधिक है।`,
  topUp: (what) => `कमी पूरी करने के लिए ${what} डालें।`,
  noTopUp: 'ऊपर से किसी और सीधी खाद की ज़रूरत नहीं है।',
  predictedUnknown: (name) => `मॉडल ने ${name} सुझाई; इसका ग्रेड पढ़ा नहीं जा सका, इसलिए ऊपर की योजना अपनाएँ।`,
  whenHead: '| कब | अवस्था | प्रति हेक्टेयर | प्रति एकड़ |\n|---|---|---|---|',
  extra: (what, kgHa, kgAcre, when) => `- ${what}: ${kgHa} किलो/हेक्टेयर (${kgAcre} किलो/एकड़), ${when}।`,
  moisture: {
    dry: (m, soil, l) =>
      `- मिट्टी की नमी ${m} % (आयतनात्मक) ${soil} मिट्टी के लिए कम है: ${l.dryBelow} % से नीचे फसल के लिए रखा पानी आधा खर्च हो चुका होता है (एफएओ-56)। खाद डालने से पहले सिंचाई करें। सूखी मिट्टी पर यूरिया की ऊपरी खाद न डालें; यह सतह पर पड़ी रहकर अमोनिया बनकर उड़ जाती है।`,
    ok: (m, soil, l) =>
      `- मिट्टी की नमी ${m} % (आयतनात्मक) ${soil} मिट्टी की सूखी रेखा ${l.dryBelow} % और क्षेत्र क्षमता ${l.fieldCapacity} % के बीच है: खाद डालने के लिए ठीक है; यूरिया नम मिट्टी में डालें और ऊपरी खाद के बाद हल्की सिंचाई करें।`,
    wet: (m, soil, l) =>
      `- मिट्टी की नमी ${m} % (आयतनात्मक) ${soil} मिट्टी की क्षेत्र क्षमता (${l.fieldCapacity} %) से ऊपर है: पानी अभी निकल रहा है। यूरिया की ऊपरी खाद से पहले पानी निकलने दें; गीली मिट्टी में नाइट्रोजन बहकर, रिसकर और गैस बनकर नष्ट होती है।`,
    waterlogged: (m, soil, l) =>
      `- मिट्टी की नमी ${m} % (आयतनात्मक) ${soil} मिट्टी की संतृप्ति (${l.saturation} %) के पास है (${l.waterloggedAbove} % से ऊपर मिट्टी में दसवें हिस्से से कम हवा रहती है): खेत में जलभराव है। नालियों और निकास से पानी निकालें, और क्षेत्र क्षमता (${l.fieldCapacity} %) तक लौटने से पहले कोई खाद न डालें।`,
    aboveSaturation: (m, soil, l) =>
      `- मिट्टी की नमी ${m} % (आयतनात्मक) ${soil} मिट्टी की क्षमता से अधिक है (संतृप्ति लगभग ${l.saturation} %): प्रोब पानी में खड़ा है या आयतनात्मक नमी नहीं पढ़ रहा। रुका पानी निकालें और इस रीडिंग पर भरोसा करने से पहले प्रोब जाँचें; पानी भरे खेत में खाद न डालें।`,
    wetPaddy: (m, soil, l) =>
      `- मिट्टी की नमी ${m} % (आयतनात्मक; ${soil} मिट्टी की क्षेत्र क्षमता ${l.fieldCapacity} %): धान में हर ऊपरी खाद से पहले पानी घटाकर पतली परत रखें और उसके बाद 2 दिन तक खेत से पानी बाहर न बहने दें।`,
  },
  hot: '- दिन गर्म है (35 °से. से ऊपर): यूरिया शाम को डालें और मिट्टी से ढकें या हल्की सिंचाई करें, ताकि अमोनिया बनकर नुकसान कम हो।',
  lime: (kgHa, kgAcre) =>
    `- मिट्टी अम्लीय है: बुवाई से 2–3 सप्ताह पहले कृषि चूना लगभग ${kgHa} किलो/हेक्टेयर (${kgAcre} किलो/एकड़) मिट्टी में मिलाएँ। ठीक मात्रा के लिए चूना आवश्यकता जाँच कराएँ।`,
  gypsum: (fraction) =>
    `- मिट्टी क्षारीय है, संभवतः ऊसर (सोडिक): मिट्टी जाँच से निकली जिप्सम आवश्यकता का ${fraction} जिप्सम डालें (प्रायः कई टन प्रति हेक्टेयर), ऊपरी मिट्टी में मिलाएँ और बुवाई या रोपाई से पहले अच्छे पानी से लवण बहाएँ; इसका कैल्शियम उस सोडियम को हटाता है जिससे मिट्टी क्षारीय है। गोबर की खाद या हरी खाद डालें, और यूरिया सतह पर छोड़ने के बजाय मिट्टी में मिलाएँ, क्योंकि इस पीएच पर सतह से नाइट्रोजन अमोनिया बनकर उड़ जाती है।`,
  alkaline: '- मिट्टी हल्की क्षारीय है: जिंक और आयरन कम उपलब्ध होते हैं; इनकी कमी पर ध्यान दें और जैविक खाद डालें।',
  ecAdvice: {
    'Critical for Germination':
      '- लवण इतने हैं कि अंकुरण पर असर पड़ सकता है: बुवाई से पहले अच्छे पानी से सिंचाई करके लवण नीचे बहाएँ, मेड़ की ढलान पर बोएँ और बीज दर थोड़ी बढ़ाएँ।',
    'Critical for sensitive crops':
      '- लवण संवेदनशील फसलों को नुकसान पहुँचाएँगे: अच्छे पानी से लवण बहाएँ, जल निकास सुधारें, जैविक खाद डालें और सहनशील फसलें (जौ, कपास, सरसों, चुकंदर) चुनें।',
    'Injurious to most crops':
      '- मिट्टी लवणीय है (3 डेसी सीमेंस/मी से ऊपर): अधिकतर फसलें प्रभावित होंगी। पहले अच्छे पानी से लवण बहाकर और जल निकास बनाकर भूमि सुधारें; तब तक केवल लवण सहनशील फसलें लें और नाइट्रोजन छोटी-छोटी किस्तों में दें।',
  },
  lowOc: '- जैविक कार्बन कम है: गोबर की खाद या कम्पोस्ट डालें और फसल के अवशेष खेत में मिलाएँ।',
  micro: (name, value, critical, fix) => `- ${name} ${value} पीपीएम है, जो क्रांतिक सीमा ${critical} पीपीएम से कम है: ${fix}।`,
  microOk: (name, value, critical) => `- ${name} ${value} पीपीएम है, जो क्रांतिक सीमा ${critical} पीपीएम से अधिक है: सुधार की ज़रूरत नहीं।`,
  sulphurCovered: (value, critical, kgS) =>
    `- गंधक (S) ${value} पीपीएम है, जो क्रांतिक सीमा ${critical} पीपीएम से कम है: खरीद सूची में फसल की गंधक (${kgS} किलो गंधक/हेक्टेयर) से यह पूरी हो जाती है; अलग से गंधक न दें।`,
  organicIntro: 'जैविक खाद और जैव उर्वरक मिट्टी सुधारते हैं और खाद का कुछ हिस्सा बचा सकते हैं:',
  and: ' + ',
};

const MR: Words = {
  title: (crop, soil) => `# खत सल्ला: ${soil} मातीत ${crop}`,
  h: {
    ratings: '## माती परीक्षणाचे वर्गीकरण',
    dose: (crop) => `## ${crop} साठी शिफारस केलेली मात्रा`,
    buy: '## काय खरेदी करावे',
    when: '## केव्हा द्यावे',
    water: '## पाणी आणि मातीची स्थिती',
    organic: '## सेंद्रिय पर्याय',
    sources: '## संदर्भ',
  },
  nutrient: { nitrogen: 'नत्र (N)', phosphorus: 'स्फुरद (P)', potassium: 'पालाश (K)' },
  rating: { Low: 'कमी', Medium: 'मध्यम', High: 'जास्त' },
  conversion:
    'प्रोब mg/kg मध्ये मूल्य देतो; kg/ha = mg/kg × 2.24, कारण 0–15 सेंमी नांगरट थरात एका हेक्टरमध्ये सुमारे 2.24 दशलक्ष kg माती असते (घनता सुमारे 1.5 ग्रॅम/घन सेंमी).',
  ratingsHead: '| अन्नद्रव्य | मूल्य | kg/ha | वर्गीकरण |\n|---|---|---|---|',
  scale: `मृदा आरोग्य पत्रिकेचे प्रमाण: नत्र कमी < ${NUTRIENT_SCALES.nitrogen.low}, मध्यम ${NUTRIENT_SCALES.nitrogen.low}–${NUTRIENT_SCALES.nitrogen.high}, जास्त > ${NUTRIENT_SCALES.nitrogen.high} kg/ha; स्फुरद कमी < ${NUTRIENT_SCALES.phosphorus.low}, मध्यम ${NUTRIENT_SCALES.phosphorus.low}–${NUTRIENT_SCALES.phosphorus.high}, जास्त > ${NUTRIENT_SCALES.phosphorus.high} kg/ha (P₂O₅ म्हणून × 2.29: 23–57 kg/ha); पालाश कमी < ${NUTRIENT_SCALES.potassium.low}, मध्यम ${NUTRIENT_SCALES.potassium.low}–${NUTRIENT_SCALES.potassium.high}, जास्त > ${NUTRIENT_SCALES.potassium.high} kg/ha पालाश (K) (पत्रिकेवरील 145–337 kg/ha K₂O ÷ 1.2).`,
  p2o5Note: (given, asP) => `${given} P₂O₅ = ${asP} स्फुरद (P)`,
  k2oNote: (given, asK) => `${given} K₂O = ${asK} पालाश (K)`,
  ph: (value, cls) => `| सामू (pH) | ${value} | – | ${cls} |`,
  ec: (value, cls) => `| विद्युत वाहकता (EC, dS/m) | ${value} | – | ${cls} |`,
  oc: (value, rating) => `| सेंद्रिय कर्ब (%) | ${value} | – | ${rating} |`,
  doseIntro: (dose, basis) => `सर्वसाधारण शिफारस: **${dose}** kg नत्र-स्फुरद-पालाश (N-P₂O₅-K₂O) प्रति हेक्टर (${basis}).`,
  perPlant: (g, plants) => `म्हणजे प्रति झाड प्रति वर्ष ${g} ग्रॅम नत्र-स्फुरद-पालाश × प्रति हेक्टर ${plants} झाडे.`,
  perAcreDose: (dose) => `मूळ शिफारस प्रति एकर ${dose} kg नत्र-स्फुरद-पालाश आहे; हेक्टरसाठी 0.4047 ने भागले.`,
  doseHead: '| अन्नद्रव्य | शिफारस kg/ha | मातीतील वर्गीकरण | हिस्सा | तुमची मात्रा kg/ha |\n|---|---|---|---|---|',
  ruleNote: 'जिथे मातीत अन्नद्रव्य कमी आहे तिथे मात्रा 125 % केली, मध्यम असल्यास 100 % ठेवली आणि जास्त असल्यास 75 % केली.',
  yourDose: (dose) =>
    `तुमची मात्रा: **${dose}** kg नत्र-स्फुरद-पालाश प्रति हेक्टर. ती तुमच्या माती परीक्षणावरून कशी काढली ते खाली आहे, काय खरेदी करावे आणि केव्हा द्यावे यानंतर.`,
  buyIntro: 'स्फुरदासाठी आधी डीएपी (त्यातील 18 % नत्र मोजले आहे), उरलेल्या नत्रासाठी युरिया आणि पालाशसाठी पोटॅश खत:',
  buyHead: '| खत | ग्रेड | kg/ha | kg/एकर | प्रति एकर पोती |\n|---|---|---|---|---|',
  bags: (n, size) => `${n} × ${size} kg`,
  dapN: (n) => `डीएपीमधून ${n} kg नत्र/हेक्टर मिळते, म्हणून युरिया फक्त उरलेल्या नत्रासाठी आहे.`,
  dapAllN: (n) => `डीएपीमधून ${n} kg नत्र/हेक्टर मिळते, संपूर्ण गरज: युरिया लागत नाही.`,
  dapNearlyN: (n, need, min) =>
    `डीएपीमधून ${need} पैकी ${n} kg नत्र/हेक्टर मिळते; उरलेले ${min} kg/हेक्टरपेक्षा कमी आहे, समान पसरवणे शक्य नाही, म्हणून युरिया नाही.`,
  sulphurAcre: (kgAcre) => `(${kgAcre} kg/एकर.)`,
  sspSulphur: (need) => `यातून पिकाची ${need} kg गंधकाची गरज पूर्ण होते, म्हणून गंधकाचे दुसरे खत लागत नाही.`,
  sspTopUp: (product, kgHa, kgAcre) => `एसएसपीमधून कमी पडणाऱ्या गंधकासाठी ${product} ${kgHa} kg/हेक्टर (${kgAcre} kg/एकर) अधिक द्या.`,
  sspAlt: (ssp, sspAcre, p2o5, s, urea, ureaAcre) =>
    `**डीएपीऐवजी एसएसपी:** एसएसपी ${ssp} kg/हेक्टर (${sspAcre} kg/एकर) मधून ${p2o5} kg स्फुरद (P₂O₅) आणि सोबत ${s} kg गंधक मिळतो; तेव्हा सर्व नत्र युरियातून, ${urea} kg/हेक्टर (${ureaAcre} kg/एकर), आणि पालाश तेवढेच.`,
  predicted: (name, kgHa, kgAcre, meets, gives) =>
    `**मॉडेलने सुचवलेले खत, ${name}:** ${kgHa} kg/हेक्टर (${kgAcre} kg/एकर) मधून ${meets} ची गरज पूर्ण होते; त्यातून ${gives} मिळते.`,
  excess: (what) => `हे पिकाच्या गरजेपेक्षा ${what} जास्त आहे.`,
  topUp: (what) => `कमतरता भरून काढण्यासाठी ${what} द्या.`,
  noTopUp: 'वरून दुसऱ्या सरळ खताची गरज नाही.',
  predictedUnknown: (name) => `मॉडेलने ${name} सुचवले; त्याचा ग्रेड वाचता आला नाही, म्हणून वरील नियोजन वापरा.`,
  whenHead: '| केव्हा | अवस्था | प्रति हेक्टर | प्रति एकर |\n|---|---|---|---|',
  extra: (what, kgHa, kgAcre, when) => `- ${what}: ${kgHa} kg/हेक्टर (${kgAcre} kg/एकर), ${when}.`,
  moisture: {
    dry: (m, soil, l) =>
      `- मातीतील ओलावा ${m} % (घनफळानुसार) ${soil} मातीसाठी कमी आहे: ${l.dryBelow} % खाली पिकासाठी साठवलेले अर्धे पाणी संपलेले असते (एफएओ-56). खत देण्यापूर्वी सिंचन करा. कोरड्या मातीवर युरियाचा वरखत देऊ नका; तो पृष्ठभागावर राहून अमोनिया होऊन उडून जातो.`,
    ok: (m, soil, l) =>
      `- मातीतील ओलावा ${m} % (घनफळानुसार) ${soil} मातीच्या कोरड्या रेषेच्या ${l.dryBelow} % आणि क्षेत्र क्षमतेच्या ${l.fieldCapacity} % दरम्यान आहे: खत देण्यासाठी योग्य; युरिया ओलसर मातीत द्या आणि वरखतानंतर हलके सिंचन करा.`,
    wet: (m, soil, l) =>
      `- मातीतील ओलावा ${m} % (घनफळानुसार) ${soil} मातीच्या क्षेत्र क्षमतेपेक्षा (${l.fieldCapacity} %) जास्त आहे: पाणी अजून निचरत आहे. युरियाच्या वरखतापूर्वी पाण्याचा निचरा होऊ द्या; ओल्या मातीत नत्र वाहून, झिरपून आणि वायू होऊन वाया जाते.`,
    waterlogged: (m, soil, l) =>
      `- मातीतील ओलावा ${m} % (घनफळानुसार) ${soil} मातीच्या संपृक्ततेजवळ (${l.saturation} %) आहे (${l.waterloggedAbove} % वर मातीत दहाव्या भागापेक्षा कमी हवा राहते): शेतात पाणी साचले आहे. सऱ्या आणि निचरा मार्गांनी पाणी काढा, आणि क्षेत्र क्षमतेपर्यंत (${l.fieldCapacity} %) परत येईपर्यंत कोणतेही खत देऊ नका.`,
    aboveSaturation: (m, soil, l) =>
      `- मातीतील ओलावा ${m} % (घनफळानुसार) ${soil} माती धरू शकते त्यापेक्षा जास्त आहे (संपृक्तता सुमारे ${l.saturation} %): प्रोब पाण्यात उभा आहे किंवा घनफळानुसार ओलावा वाचत नाही. साचलेले पाणी काढा आणि या रीडिंगवर विश्वास ठेवण्यापूर्वी प्रोब तपासा; पाणी भरलेल्या शेतात खत देऊ नका.`,
    wetPaddy: (m, soil, l) =>
      `- मातीतील ओलावा ${m} % (घनफळानुसार; ${soil} मातीची क्षेत्र क्षमता ${l.fieldCapacity} %): भातात प्रत्येक वरखतापूर्वी पाणी कमी करून पातळ थर ठेवा आणि त्यानंतर 2 दिवस शेतातून पाणी बाहेर वाहू देऊ नका.`,
  },
  hot: '- दिवस उष्ण आहे (35 °C पेक्षा जास्त): युरिया संध्याकाळी द्या आणि मातीने झाका किंवा हलके सिंचन करा, म्हणजे अमोनियाचे नुकसान कमी होईल.',
  lime: (kgHa, kgAcre) =>
    `- माती आम्लधर्मी आहे: पेरणीपूर्वी 2–3 आठवडे शेतीचा चुना (CaCO₃) सुमारे ${kgHa} kg/हेक्टर (${kgAcre} kg/एकर) मातीत मिसळा. अचूक मात्रेसाठी चुन्याची गरज तपासणी करा.`,
  gypsum: (fraction) =>
    `- माती विम्ल (अल्कधर्मी) आहे, बहुधा चोपण (सोडिक): माती परीक्षणातून आलेल्या जिप्सम गरजेच्या ${fraction} जिप्सम द्या (साधारण हेक्टरी अनेक टन), वरच्या मातीत मिसळा आणि पेरणी किंवा लागवडीपूर्वी चांगल्या पाण्याने क्षार धुऊन काढा; त्यातील कॅल्शियम माती विम्ल करणाऱ्या सोडियमची जागा घेतो. शेणखत किंवा हिरवळीचे खत द्या, आणि युरिया पृष्ठभागावर न ठेवता मातीत मिसळा, कारण या सामूवर पृष्ठभागावरून नत्र अमोनिया होऊन उडून जाते.`,
  alkaline: '- माती किंचित विम्ल आहे: जस्त आणि लोह कमी उपलब्ध होतात; त्यांच्या कमतरतेकडे लक्ष द्या आणि सेंद्रिय खत द्या.',
  ecAdvice: {
    'Critical for Germination':
      '- क्षार इतके आहेत की उगवणीवर परिणाम होऊ शकतो: पेरणीपूर्वी चांगल्या पाण्याने सिंचन करून क्षार खाली धुवा, वरंब्याच्या उतारावर पेरा आणि बियाण्याचे प्रमाण थोडे वाढवा.',
    'Critical for sensitive crops':
      '- क्षार संवेदनशील पिकांना हानी पोहोचवतील: चांगल्या पाण्याने क्षार धुवा, निचरा सुधारा, सेंद्रिय खत द्या आणि सहनशील पिके (जव, कापूस, मोहरी, साखर बीट) निवडा.',
    'Injurious to most crops':
      '- माती क्षारयुक्त आहे (3 dS/m पेक्षा जास्त): बहुतेक पिकांवर परिणाम होईल. आधी चांगल्या पाण्याने क्षार धुऊन आणि निचरा करून जमीन सुधारा; तोपर्यंत फक्त क्षार सहनशील पिके घ्या आणि नत्र लहान हप्त्यांत द्या.',
  },
  lowOc: '- सेंद्रिय कर्ब कमी आहे: शेणखत किंवा कंपोस्ट द्या आणि पिकांचे अवशेष शेतात मिसळा.',
  micro: (name, value, critical, fix) => `- ${name} ${value} ppm आहे, जे क्रांतिक मर्यादा ${critical} ppm पेक्षा कमी आहे: ${fix}.`,
  microOk: (name, value, critical) => `- ${name} ${value} ppm आहे, जे क्रांतिक मर्यादा ${critical} ppm पेक्षा जास्त आहे: दुरुस्तीची गरज नाही.`,
  sulphurCovered: (value, critical, kgS) =>
    `- गंधक (S) ${value} ppm आहे, जे क्रांतिक मर्यादा ${critical} ppm पेक्षा कमी आहे: खरेदी यादीतील पिकाचा गंधक (${kgS} kg S/हेक्टर) ती भरून काढतो; वेगळा गंधक देऊ नका.`,
  organicIntro: 'सेंद्रिय खते आणि जैविक खते माती सुधारतात आणि रासायनिक खताचा काही भाग वाचवू शकतात:',
  and: ' + ',
};

const WORDS: Record<Lang, Words> = { en: EN, hi: HI, mr: MR };

const productName = (id: FertilizerId, lang: Lang) => say(FERTILIZERS[id], lang).replace(/ \(.*\)$/, '');

const UNIT: Record<Lang, Record<'mg/kg' | 'kg/ha', string>> = {
  en: { 'mg/kg': 'mg/kg', 'kg/ha': 'kg/ha' },
  hi: { 'mg/kg': 'मिग्रा/किलो', 'kg/ha': 'किलो/हेक्टेयर' },
  mr: { 'mg/kg': 'mg/kg', 'kg/ha': 'kg/ha' },
};
const KG: Record<Lang, string> = { en: 'kg', hi: 'किलो', mr: 'kg' };
const NUTRIENT_WORD: Record<Lang, { n: string; p2o5: string; k2o: string }> = {
  en: { n: 'N', p2o5: 'P₂O₅', k2o: 'K₂O' },
  hi: { n: 'नाइट्रोजन', p2o5: 'फॉस्फेट', k2o: 'पोटाश' },
  mr: { n: 'नत्र', p2o5: 'स्फुरद', k2o: 'पालाश' },
};

const PER: Record<Lang, { ha: string; acre: string }> = {
  en: { ha: 'per ha', acre: 'per acre' },
  hi: { ha: 'प्रति हेक्टेयर', acre: 'प्रति एकड़' },
  mr: { ha: 'प्रति हेक्टर', acre: 'प्रति एकर' },
};

const doseText = (d: { n: number; p2o5: number; k2o: number }) => `${num(d.n)}-${num(d.p2o5)}-${num(d.k2o)}`;

function productList(lines: ProductLine[], lang: Lang, per: 'kgPerHa' | 'kgPerAcre'): string {
  return lines.map((l) => `${productName(l.product, lang)} ${kg(l[per])} ${KG[lang]}`).join(WORDS[lang].and) || '–';
}

function nutrientsText(d: { n: number; p2o5: number; k2o: number }, lang: Lang): string {
  const w = NUTRIENT_WORD[lang];
  return (['n', 'p2o5', 'k2o'] as const)
    .filter((k) => d[k] > 0.05)
    .map((k) => `${num(d[k])} ${KG[lang]} ${w[k]}`)
    .join(', ');
}

function ratingsSection(plan: Plan, lang: Lang): string[] {
  const w = WORDS[lang];
  const out = [w.h.ratings, ''];
  if (plan.unit === 'mg/kg') out.push(w.conversion, '');
  out.push(w.ratingsHead);
  for (const n of ['nitrogen', 'phosphorus', 'potassium'] as const) {
    const r = plan.readings[n];
    const kgPerHa = r.unit === 'kg/ha' ? val(r.kgPerHa) : num(r.kgPerHa);
    const kgCell =
      r.basis === 'P2O5' ? w.p2o5Note(kgPerHa, num(r.ratedKgPerHa)) : r.basis === 'K2O' ? w.k2oNote(kgPerHa, num(r.ratedKgPerHa)) : kgPerHa;
    out.push(`| ${w.nutrient[n]} | ${val(r.value)} ${UNIT[lang][r.unit]} | ${kgCell} | ${w.rating[r.rating]} |`);
  }
  if (plan.organicCarbon) out.push(w.oc(val(plan.organicCarbon.percent), w.rating[plan.organicCarbon.rating]));
  if (plan.ph) out.push(w.ph(val(plan.ph.ph), lang === 'en' ? plan.ph.class : lang === 'mr' ? plan.ph.mr : plan.ph.hi));
  if (plan.conductivity)
    out.push(
      w.ec(
        val(plan.conductivity.dSPerM),
        lang === 'en' ? plan.conductivity.class : lang === 'mr' ? plan.conductivity.mr : plan.conductivity.hi,
      ),
    );
  out.push('', w.scale);
  return out;
}

function doseSection(plan: Plan, lang: Lang): string[] {
  const w = WORDS[lang];
  const c = plan.crop;
  const out = [w.h.dose(say(c.name, lang)), '', w.doseIntro(doseText(plan.recommended), say(c.basis, lang))];
  if (c.perPlant) out.push(w.perPlant(`${c.perPlant.gramsN}-${c.perPlant.gramsP2o5}-${c.perPlant.gramsK2o}`, num(c.perPlant.plantsPerHa)));
  if (c.perAcre) out.push(w.perAcreDose(doseText(c.perAcre)));
  out.push('', w.doseHead);
  const rows: [keyof typeof NUTRIENT_WORD.en, Nutrient][] = [
    ['n', 'nitrogen'],
    ['p2o5', 'phosphorus'],
    ['k2o', 'potassium'],
  ];
  for (const [k, n] of rows) {
    const label = lang === 'en' ? { n: 'N', p2o5: 'P₂O₅', k2o: 'K₂O' }[k] : NUTRIENT_WORD[lang][k];
    out.push(
      `| ${label} | ${num(plan.recommended[k])} | ${w.rating[plan.readings[n].rating]} | ${pct(plan.adjusted.factors[k])} | **${num(plan.adjusted[k])}** |`,
    );
  }
  out.push('', w.ruleNote);
  // The crop's rule changed a figure (a legume's starter N kept, a raise capped): say so.
  for (const k of ['n', 'p2o5', 'k2o'] as const) {
    const a = plan.adjustments[k];
    if (a.reason !== 'soilTest') out.push(`- ${say(a.text, lang)}`);
  }
  return out;
}

function buySection(plan: Plan, lang: Lang): string[] {
  const w = WORDS[lang];
  // A crop the soil's pH does not suit is said first (issue 37).
  const out = [
    w.h.buy,
    '',
    ...(plan.cropPh ? [`**${say(plan.cropPh.text, lang)}**`, ''] : []),
    w.yourDose(doseText(plan.adjusted)),
    '',
    w.buyIntro,
    '',
    w.buyHead,
  ];
  const rows = plan.products.filter((l) => l.kgPerHa > 0);
  for (const l of rows) {
    const bags = l.bagsPerAcre !== undefined && l.bagKg ? w.bags(num(l.bagsPerAcre), l.bagKg) : '–';
    out.push(`| ${productName(l.product, lang)} | ${grade(l.product)} | ${kg(l.kgPerHa)} | ${kg(l.kgPerAcre)} | ${bags} |`);
  }
  const buysUrea = plan.products.some((l) => l.product === 'Urea' && l.kgPerHa > 0);
  const dapN = num(plan.nFromDapKgPerHa);
  if (plan.nFromDapKgPerHa > 0)
    out.push(
      '',
      buysUrea
        ? w.dapN(dapN)
        : plan.nFromDapKgPerHa >= plan.adjusted.n
          ? w.dapAllN(dapN)
          : w.dapNearlyN(dapN, num(plan.adjusted.n), MIN_UREA_TOP_UP_N_KG_PER_HA),
    );
  if (plan.sulphur && plan.sulphur.line.kgPerHa > 0)
    out.push(`${say(plan.sulphur.text, lang)} ${w.sulphurAcre(kg(plan.sulphur.line.kgPerAcre))}`);
  else if (plan.sulphur?.choice === 'calcareous') out.push('', say(plan.sulphur.text, lang));
  const [ssp, urea] = plan.ssp.products;
  if (ssp && urea && ssp.kgPerHa > 0) {
    out.push(
      '',
      w.sspAlt(
        kg(ssp.kgPerHa),
        kg(ssp.kgPerAcre),
        num(plan.adjusted.p2o5),
        num(plan.ssp.sulphurKgPerHa),
        kg(urea.kgPerHa),
        kg(urea.kgPerAcre),
      ),
    );
    const topUp = plan.ssp.sulphurTopUp;
    if (topUp && !plan.sulphur?.timing) out.push(w.sspTopUp(productName(topUp.product, lang), kg(topUp.kgPerHa), kg(topUp.kgPerAcre)));
    else if (plan.sulphur && !topUp) out.push(w.sspSulphur(num(plan.sulphur.needKgPerHa)));
  }
  // Zinc, boron and iron by crop and soil (issue 37): what each line of the table is for, and an iron spray.
  for (const m of plan.micronutrientDefaults?.lines ?? []) out.push('', say(m.text, lang));
  const p = plan.predicted;
  if (p) {
    const label = p.product ? productName(p.product, lang) : p.fertilizer;
    const gradeText = `${p.grade.n}-${p.grade.p2o5}-${p.grade.k2o}`;
    const name = label.includes(gradeText) ? label : `${label} (${gradeText})`;
    out.push(
      '',
      w.predicted(name, kg(p.line.kgPerHa), kg(p.line.kgPerAcre), NUTRIENT_WORD[lang][p.meets], nutrientsText(p.line.supplies, lang)),
    );
    const excess = nutrientsText(p.excess, lang);
    if (excess) out.push(w.excess(excess));
    out.push(
      p.topUps.length
        ? w.topUp(
            productList(p.topUps, lang, 'kgPerHa') + ` ${PER[lang].ha} (${productList(p.topUps, lang, 'kgPerAcre')} ${PER[lang].acre})`,
          )
        : w.noTopUp,
    );
  } else if (plan.predictedUnreadable) {
    out.push('', w.predictedUnknown(plan.predictedUnreadable));
  }
  return out;
}

function whenSection(plan: Plan, lang: Lang): string[] {
  const w = WORDS[lang];
  const out = [w.h.when, '', w.whenHead];
  for (const step of plan.schedule) {
    out.push(
      `| ${say(step.split.timing, lang)} | ${say(step.split.stage, lang)} | ${productList(step.products, lang, 'kgPerHa')} | ${productList(step.products, lang, 'kgPerAcre')} |`,
    );
  }
  if (plan.extras.length) out.push('');
  for (const e of plan.extras) out.push(w.extra(productName(e.product, lang), kg(e.kgPerHa), kg(e.kgPerAcre), say(e.timing, lang)));
  return out;
}

function waterSection(plan: Plan, lang: Lang): string[] {
  const w = WORDS[lang];
  const out = [w.h.water, ''];
  const m = plan.moisture;
  if (m) {
    // The soil type's own lines (soilWater.ts), not the plan's flat 20 % / 60 %: a 50 % reading is above saturation on every mineral soil.
    const soil = SOIL_TYPE_SOIL_WATER[plan.soilType];
    const status = soilWaterStatus(m.percent, soil);
    const lines = soilWaterLines(soil);
    const key = status !== 'dry' && status !== 'ok' && plan.crop.crop === 'Paddy' ? 'wetPaddy' : status;
    const text = Object.fromEntries(Object.entries(lines).map(([k, v]) => [k, num(v)])) as Record<keyof SoilWaterLines, string>;
    out.push(w.moisture[key](num(m.percent), say(SOIL_TYPE_NAMES[plan.soilType]!, lang), text));
  }
  if (plan.hot) out.push(w.hot);
  out.push(`- ${say(SOIL_NOTES[plan.soilType]!.text, lang)}`);
  const ph = plan.ph;
  if (ph?.amendment === 'lime' && ph.limeKgPerHa) out.push(w.lime(kg(ph.limeKgPerHa), kg(ph.limeKgPerHa * 0.4047)));
  else if (ph?.amendment === 'gypsum') out.push(w.gypsum(pct(GYPSUM_RECLAMATION.fractionOfRequirement)));
  else if (ph?.class === 'Moderately alkaline') out.push(w.alkaline);
  const ec = plan.conductivity;
  if (ec && ec.class !== 'Normal Conductivity') out.push(w.ecAdvice[ec.class]);
  if (plan.organicCarbon?.rating === 'Low') out.push(w.lowOc);
  for (const mn of plan.micronutrients) {
    const name = say(MICRONUTRIENT_LIMITS[mn.nutrient], lang);
    // A deficiency the buy list's own zinc, boron or iron line corrects is said once, pointing to it (issue 37).
    if (mn.deficient && !mn.correction && plan.micronutrientDefaults?.lines.some((l) => l.nutrient === mn.nutrient)) {
      out.push(
        {
          en: `- ${name} ${val(mn.ppm)} ppm is below the critical ${val(mn.critical)} ppm: the ${name} line under "What to buy" corrects it; give no other.`,
          hi: `- ${name} ${val(mn.ppm)} पीपीएम है, जो क्रांतिक सीमा ${val(mn.critical)} पीपीएम से कम है: "क्या खरीदें" में दी गई ${name} की पंक्ति से यह पूरी होती है; अलग से न दें।`,
          mr: `- ${name} ${val(mn.ppm)} ppm आहे, जे क्रांतिक मर्यादा ${val(mn.critical)} ppm पेक्षा कमी आहे: "काय खरेदी करावे" मधील ${name} ची ओळ ती भरून काढते; वेगळे देऊ नका.`,
        }[lang],
      );
      continue;
    }
    if (mn.coveredByCropSulphurKgPerHa !== undefined) {
      out.push(w.sulphurCovered(val(mn.ppm), val(mn.critical), num(mn.coveredByCropSulphurKgPerHa)));
      continue;
    }
    if (mn.correction) {
      const c = mn.correction;
      const rate = c.kgPerHa ? ` ${c.kgPerHa} ${lang === 'hi' ? 'किलो/हेक्टेयर' : 'kg/ha'}` : '';
      out.push(w.micro(name, val(mn.ppm), val(mn.critical), `${say(c.product, lang)}${rate}, ${say(c.how, lang)}`));
    } else out.push(w.microOk(name, val(mn.ppm), val(mn.critical)));
  }
  return out;
}

function organicSection(plan: Plan, lang: Lang): string[] {
  const w = WORDS[lang];
  return [w.h.organic, '', w.organicIntro, ...plan.organic.map((o) => `- **${say(o.name, lang)}**: ${say(o.rate, lang)}`)];
}

/** The soil-water model's sources, cited when the advice draws a moisture line. */
export const SOIL_WATER_SOURCES = ['fao56', 'rawls1982', 'aeration10'] as const;

function sourcesSection(plan: Plan, lang: Lang): string[] {
  const w = WORDS[lang];
  const cited: { citation: string; hi: string; mr?: string; url?: string }[] = [
    ...plan.sources.map((id) => SOURCES[id]),
    ...(plan.moisture ? SOIL_WATER_SOURCES.map((id) => SOYBEAN_SOURCES[id]) : []),
  ];
  return [
    w.h.sources,
    '',
    ...cited.map(
      (s, i) =>
        `${i + 1}. ${say({ en: s.citation, hi: s.hi, ...(s.mr ? { mr: s.mr } : {}) }, lang)}${s.url && lang === 'en' ? ` <${s.url}>` : ''}`,
    ),
  ];
}

/** The advice as markdown in the asked language, with the plan it was written from. */
export function fertilizerAdvice(input: AdviceInput): { markdown: string; plan: Plan } {
  const plan = fertilizerPlan(input);
  const lang: Lang = langOf(input.language);
  const soil = say(SOIL_TYPE_NAMES[plan.soilType]!, lang);
  const markdown = [
    WORDS[lang].title(say(plan.crop.name, lang), soil),
    '',
    // What to do first (issue 22), then how it was worked out.
    ...buySection(plan, lang),
    '',
    ...whenSection(plan, lang),
    '',
    ...waterSection(plan, lang),
    '',
    ...organicSection(plan, lang),
    '',
    ...ratingsSection(plan, lang),
    '',
    ...doseSection(plan, lang),
    '',
    ...sourcesSection(plan, lang),
    '',
  ].join('\n');
  return { markdown, plan };
}
