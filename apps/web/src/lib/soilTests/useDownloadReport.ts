import { urlOf } from '@agrim/contracts';
import { soilTests as soilTestsEndpoints } from '@agrim/contracts/endpoints/soilTests';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../api';

/** soilTests.report: the PDF needs the bearer token, so it is fetched and saved as a file. */
export function useDownloadReport() {
  return useMutation({
    mutationFn: ({ id, lang }: { id: number; lang: 'en' | 'hi' }) =>
      downloadFile(urlOf(soilTestsEndpoints.report, { params: { id }, query: { lang } }), `soil-test-${id}.pdf`),
  });
}
