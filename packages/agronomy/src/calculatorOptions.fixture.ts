import {
  calculateNutrients,
  calculatorCrops,
  calculatorDoses,
  calculatorSoils,
  calculatorZones,
  type CalculateNutrientsInput,
} from './nutrientCalculator.js';

/** Every zone, soil, system and dose the nutrient calculator offers (tests that walk them all). */
export const calculatorOptions = () =>
  calculatorZones().flatMap((zone) =>
    calculatorSoils(zone).flatMap((soil) =>
      calculatorCrops(zone, soil).flatMap((crop) => calculatorDoses(zone, soil, crop).map((dose) => ({ zone, soil, crop, dose }))),
    ),
  );
export type CalculatorOption = ReturnType<typeof calculatorOptions>[number];

/** The calculator's answer for one option on 2 ha with `reading`, in `language`. */
export const calculateOption = (
  o: CalculatorOption,
  reading: CalculateNutrientsInput['reading'],
  language: CalculateNutrientsInput['language'],
) =>
  calculateNutrients({
    zone: o.zone,
    soil: o.soil,
    crop: o.crop,
    npk: o.dose.ratio,
    doseCrop: o.dose.crop,
    hectares: 2,
    reading,
    language,
  });
