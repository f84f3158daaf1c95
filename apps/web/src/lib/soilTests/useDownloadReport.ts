import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../api';

/** GET /api/v1/soil_test/:id/report?lang=: the PDF needs the bearer token, so it is fetched and saved as a file. */
export function useDownloadReport() {
  return useMutation({
    mutationFn: ({ id, lang }: { id: number; lang: 'en' | 'hi' }) =>
      downloadFile(`/api/v1/soil_test/${id}/report?${new URLSearchParams({ lang })}`, `soil-test-${id}.pdf`),
  });
}
