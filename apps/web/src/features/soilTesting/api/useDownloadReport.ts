import { useMutation } from '@tanstack/react-query';
import { authedFetch } from './http';

/** GET /api/v1/soil_test/:id/report?lang=: the PDF needs the bearer token, so it is fetched and saved as a blob. */
export function useDownloadReport() {
  return useMutation({
    mutationFn: async ({ id, lang }: { id: number; lang: 'en' | 'hi' }) => {
      const res = await authedFetch(`/api/v1/soil_test/${id}/report?${new URLSearchParams({ lang })}`, {
        headers: { accept: 'application/pdf' },
      });
      const disposition = res.headers.get('content-disposition') ?? '';
      const name = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1] ?? `soil-test-${id}.pdf`;
      const url = URL.createObjectURL(await res.blob());
      const a = Object.assign(document.createElement('a'), { href: url, download: decodeURIComponent(name) });
      document.body.append(a);
      a.click();
      a.remove();
      // Revoked a moment later: the browser reads the blob after the click returns.
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      return name;
    },
  });
}
