import type { Language } from '@agrim/contracts';
import { type FertilizerCropType, type SoilTestPlan, urlOf } from '@agrim/contracts';
import { soilTests as soilTestsEndpoints } from '@agrim/contracts/endpoints/soilTests';
import { authedFetch } from '../../../lib/api';

/** soilTests.prescription for a plan: the same crop, area and soil type, so every number on the page is the plan's. */
export function prescriptionUrl(plan: SoilTestPlan, lang: Language): string {
  return urlOf(soilTestsEndpoints.prescription, {
    params: { id: plan.soil_test_id },
    query: { crop: plan.crop.key as FertilizerCropType, area: plan.area, area_unit: plan.area_unit, soil_type: plan.soil_type, lang },
  });
}

/** The prescription as a File named as the server names it. */
export async function fetchPrescription(plan: SoilTestPlan, lang: Language): Promise<File> {
  const res = await authedFetch(prescriptionUrl(plan, lang));
  const disposition = res.headers.get('content-disposition') ?? '';
  const name = decodeURIComponent(
    /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1] ?? `prescription-${plan.soil_test_id}.pdf`,
  );
  return new File([await res.blob()], name, { type: 'application/pdf' });
}
