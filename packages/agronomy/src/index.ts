export {
  classifyConductivity,
  classifyPh,
  type ConductivityClass,
  type ConductivityClassification,
  HECTARES_PER_ACRE,
  MG_PER_KG_TO_KG_PER_HA,
  mgPerKgToKgPerHa,
  microSiemensPerCmToDsPerM,
  type MicronutrientStatus,
  type Nutrient,
  K_TO_K2O,
  P_TO_P2O5,
  type PhCategory,
  type PhClass,
  type PhClassification,
  type Rating,
  rateMicronutrient,
  rateNutrient,
  rateOrganicCarbon,
} from './ratings.js';
export {
  adjustDose,
  type AdjustedDose,
  type AdviceInput,
  cropDose,
  type CropDose,
  type CropKey,
  type Dose,
  fertilizerPlan,
  type MoistureStatus,
  type NutrientRatings,
  type Plan,
  type PredictedPlan,
  type ProductLine,
  type Reading,
  type ScheduleStep,
  type Split,
  type Text,
} from './plan.js';
export { ADVICE_TEMPLATE, fertilizerAdvice } from './advice.js';
export { SOURCES, type Source, type SourceId, type Verification } from './knowledge/sources.js';
export { CROPS, CROP_ALIASES, type CropKnowledge } from './knowledge/crops.js';
export { FERTILIZERS, FERTILIZER_ALIASES, type FertilizerId, type FertilizerProduct } from './knowledge/fertilizers.js';
export {
  CONVERSIONS,
  EC_CLASSES,
  LIME_RATES,
  MICRONUTRIENT_LIMITS,
  type Micronutrient,
  NUTRIENT_SCALES,
  ORGANIC_CARBON_SCALE,
  PH_CLASSES,
  PH_SCALE,
} from './knowledge/soilTest.js';
export { MICRONUTRIENT_CORRECTIONS, MOISTURE, ORGANIC_OPTIONS, type OrganicOption } from './knowledge/amendments.js';
export { RATING_FACTORS } from './knowledge/adjustment.js';
export { SOIL_TYPE_LABELS, soilTypeInfo, type SoilTypeLabel } from './knowledge/soilTypes.js';
export {
  DISEASE_LABELS,
  diseaseAdvice,
  type DiseaseCrop,
  type SoybeanDiseaseLabel,
  type TomatoDiseaseLabel,
} from './knowledge/diseases.js';
// Soil analytics (issue 9): reading classes, the pH anomaly detector and the nutrient calculator.
export * from './soilAnalysis.js';
export * from './phAnomaly.js';
export * from './nutrientCalculator.js';
// One planner for every advice path (issue 20): the advice plan and the calculator both call it.
export {
  type AdjustmentReason,
  MIN_UREA_TOP_UP_N_KG_PER_HA,
  type NutrientAdjustment,
  type NutrientPlan,
  type NutrientPlanInput,
  planNutrients,
  type PlannedProduct,
  type ProductRole,
  type SspAlternative,
  type SulphurPlan,
  type SulphurProduct,
} from './nutrientPlan.js';
export { CROP_RULES, cropRule, type CropRule, type CropRuleId, NO_RULE } from './knowledge/cropRules.js';
// Targeted-yield (STCR) doses and manure / legume credits (issue 37).
export * from './stcr.js';
export * from './credits.js';
export { STCR_EQUATIONS, STCR_EQUATION_IDS, type StcrEquation } from './knowledge/stcr.js';
export { LEGUME_CREDITS, MANURES, MAX_MANURE_T_PER_HA, PREVIOUS_LEGUMES, type ManureId, type PreviousLegume } from './knowledge/credits.js';
// Soybean (issue 10): zones and their soil thresholds, crop stages with the fertigation bands, practices.
export * from './knowledge/soybeanZones.js';
export * from './knowledge/soybeanStages.js';
export * from './knowledge/soybeanPractices.js';
export { SOYBEAN_SOURCES, type SoybeanSourceId } from './knowledge/soybeanSources.js';
// Fertigation (issue 20): the agronomic profile and the per-valve decision.
export * from './knowledge/fertigationProfile.js';
// The one soil-water model (issue 37): advice, alarms and valves (ZONE_SOIL_WATER comes through fertigationProfile).
export {
  AERATION_LIMIT,
  DRY_DEPLETION,
  SOIL_TYPE_SOIL_WATER,
  SOIL_TYPE_TEXTURE_SOURCE,
  SOIL_WATER_UNIT,
  type SoilWaterLines,
  type SoilWaterStatus,
  soilWaterLines,
  soilWaterStatus,
} from './knowledge/soilWater.js';
export * from './knowledge/soilWaterAlarms.js';
export * from './fertigation.js';
export * from './calibration.js';
export * from './knowledge/probeCalibration.js';
// Soil Health Card (issue 20): in which form a card prints P and K, by its printed range or the state's usual card.
export * from './knowledge/cardForms.js';
export { type KnowledgeText, type Lang, langOf, say, textsOf } from './lang.js';
