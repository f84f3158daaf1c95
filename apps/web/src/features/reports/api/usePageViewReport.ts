import type { PageViewReport } from '@agrim/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { query } from './download';

/** GET /api/v1/reports/page-views: views per screen per Asia/Kolkata day over the range. */
export function usePageViewReport(range: { from: string; to: string }) {
  return useQuery({
    queryKey: ['reports', 'page-views', range.from, range.to],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => api<PageViewReport>(`/api/v1/reports/page-views${query(range)}`, { signal }),
  });
}
