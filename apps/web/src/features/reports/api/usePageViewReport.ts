import { reports as reportsEndpoints } from '@agrim/contracts/endpoints/reports';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

/** reports.pageViews: views per screen per Asia/Kolkata day over the range. */
export function usePageViewReport(range: { from: string; to: string }) {
  return useQuery({
    queryKey: ['reports', 'page-views', range.from, range.to],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => call(reportsEndpoints.pageViews, { query: range }, { signal }),
  });
}
