import { reports as reportsEndpoints } from '@agrim/contracts/endpoints/reports';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryOptionsFor } from '../../../lib/queries';

/** reports.pageViews: views per screen per Asia/Kolkata day over the range. */
export function usePageViewReport(range: { from: string; to: string }) {
  return useQuery({
    ...queryOptionsFor(reportsEndpoints.pageViews, { query: range }),
    placeholderData: keepPreviousData,
  });
}
