import type { Language } from '@agrim/contracts';
import { type SoilTestPlanQuery, urlOf } from '@agrim/contracts';
import { soilTests as soilTestsEndpoints } from '@agrim/contracts/endpoints/soilTests';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../api';

/**
 * soilTests.report: the PDF needs the bearer token, so it is fetched and saved as a file. With `plan` (the
 * crop and area a plan was made with, issue 39) the PDF carries that plan.
 */
export function useDownloadReport() {
  return useMutation({
    mutationFn: ({ id, lang, plan }: { id: number; lang: Language; plan?: SoilTestPlanQuery | null }) =>
      downloadFile(urlOf(soilTestsEndpoints.report, { params: { id }, query: { lang, ...(plan ?? {}) } }), `soil-test-${id}.pdf`),
  });
}
