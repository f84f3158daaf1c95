import {
  FERTILIZERS,
  type FertilizerId,
  fertilizerPlan,
  HECTARES_PER_ACRE,
  type ProbeCalibration,
  SOURCES,
  textsOf,
} from '@agrim/agronomy';
import { SOIL_TYPES, type SoilTest, type SoilTestPlan, type SoilTestPlanQuery } from '@agrim/contracts';
import { AppError } from '../http/errors.js';
import { correctedValues, estimateNote, matchSoilType } from './ratings.js';

/**
 * Issue 39: a fertilizer plan from a completed soil test. The planner is the advice's `fertilizerPlan`,
 * which runs the one `planNutrients` the Nutrient Calculator runs too; here it gets the test's N, P, K
 * and pH (corrected by the probe's lab calibration when there is one) and its soil type, and its per-hectare
 * products are scaled to the farmer's area. Nothing is stored: the same test, crop and area give the same plan.
 */

const round2 = (x: number) => Math.round(x * 100) / 100;

function areaProduct(product: FertilizerId, kgPerHa: number, hectares: number) {
  const f: { en: string; hi: string; mr: string; bagKg?: number } = FERTILIZERS[product];
  const kg = round2(kgPerHa * hectares);
  return { product, name: { en: f.en, hi: f.hi, mr: f.mr }, kg, bags: f.bagKg ? round2(kg / f.bagKg) : null, bag_kg: f.bagKg ?? null };
}

export function planFromTest(
  test: SoilTest,
  query: SoilTestPlanQuery,
  calibration: ProbeCalibration | null,
  calibratedAt: string | null,
): SoilTestPlan {
  const values = test.test_status === 'complete' ? correctedValues(test, calibration) : null;
  if (!values)
    throw new AppError('CONFLICT', {
      en: 'This soil test has no results yet: a plan is made from a completed test.',
      hi: 'इस मृदा परीक्षण के परिणाम अभी नहीं हैं: योजना पूरे हुए परीक्षण से बनती है।',
      mr: 'या माती परीक्षणाचे निकाल अजून नाहीत: नियोजन पूर्ण झालेल्या परीक्षणावरून होते.',
    });
  const soilType = query.soil_type ?? matchSoilType(test.soil_type);
  if (!soilType)
    throw new AppError('VALIDATION_FAILED', {
      en: `soil_type: the test's soil type "${test.soil_type}" is not one the planner knows. Choose one of: ${SOIL_TYPES.join(', ')}.`,
      hi: `soil_type: परीक्षण की मिट्टी "${test.soil_type}" योजनाकार नहीं पहचानता। इनमें से एक चुनें: ${SOIL_TYPES.join(', ')}।`,
      mr: `soil_type: परीक्षणातील माती "${test.soil_type}" नियोजक ओळखत नाही. यापैकी एक निवडा: ${SOIL_TYPES.join(', ')}.`,
    });
  const hectares = query.area_unit === 'acre' ? Math.round(query.area * HECTARES_PER_ACRE * 10_000) / 10_000 : query.area;
  const corrected = calibration !== null;
  const ec = test.electrical_conductivity;
  const plan = fertilizerPlan({
    language: 'english',
    crop: query.crop,
    soilType,
    nitrogen: values.n,
    phosphorus: values.p,
    potassium: values.k,
    unit: 'mg/kg',
    ...(values.ph !== null && values.ph > 0 && values.ph <= 14 ? { ph: values.ph } : {}),
    ...(test.moisture_percent !== null ? { moisture: test.moisture_percent } : {}),
    ...(ec !== null && ec >= 0 ? { conductivityDsPerM: ec / 1000 } : {}),
  });
  const notes = (['n', 'p2o5', 'k2o'] as const).map((k) => plan.adjustments[k].text);
  if (plan.cropPh) notes.push(plan.cropPh.text);
  return {
    soil_test_id: test.id,
    crop: { key: plan.crop.crop, name: textsOf(plan.crop.name) },
    soil_type: soilType,
    area: query.area,
    area_unit: query.area_unit,
    hectares,
    corrected,
    calibrated_at: corrected ? calibratedAt : null,
    values,
    ratings: {
      nitrogen: plan.readings.nitrogen.rating,
      phosphorus: plan.readings.phosphorus.rating,
      potassium: plan.readings.potassium.rating,
    },
    dose: {
      recommended: plan.recommended,
      adjusted: { n: plan.adjusted.n, p2o5: plan.adjusted.p2o5, k2o: plan.adjusted.k2o },
      basis: textsOf(plan.crop.basis),
    },
    buy: plan.products.filter((p) => p.kgPerHa > 0).map((p) => areaProduct(p.product, p.kgPerHa, hectares)),
    when: plan.schedule
      .filter((s) => s.products.length > 0)
      .map((s) => ({
        stage: textsOf(s.split.stage),
        timing: textsOf(s.split.timing),
        products: s.products.map((p) => areaProduct(p.product, p.kgPerHa, hectares)),
      })),
    extras: plan.extras.map((e) => {
      const p = areaProduct(e.product, e.kgPerHa, hectares);
      return { product: p.product, name: p.name, kg: p.kg, timing: textsOf(e.timing) };
    }),
    notes: notes.map(textsOf),
    estimate_note: estimateNote(corrected ? calibratedAt : null),
    sources: plan.sources.map((id) => {
      const src: { citation: string; hi: string; mr?: string } = SOURCES[id];
      return { id, ...textsOf({ en: src.citation, hi: src.hi, ...(src.mr ? { mr: src.mr } : {}) }) };
    }),
  };
}
