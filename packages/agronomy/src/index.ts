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
// Soybean (issue 10): zones and their soil thresholds, crop stages with the fertigation bands, practices.
export * from './knowledge/soybeanZones.js';
export * from './knowledge/soybeanStages.js';
export * from './knowledge/soybeanPractices.js';
export { SOYBEAN_SOURCES, type SoybeanSourceId } from './knowledge/soybeanSources.js';
