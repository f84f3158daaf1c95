import type { SoilTest, SoilTestStatus } from '@agrim/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { authedFetch } from '../api';
import { soilTestKeys } from './keys';

export interface SoilTestFilters {
  fromDate: string;
  toDate: string;
  status: SoilTestStatus | 'all';
}

export interface SoilTestPage {
  rows: SoilTest[];
  total: number;
}

/** GET /api/v1/soil_test: one page of tests, newest first; the total comes in X-Total-Count. */
export function useSoilTests(filters: SoilTestFilters, page: number, pageSize: number) {
  return useQuery({
    queryKey: soilTestKeys.list({ ...filters, page, pageSize }),
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }): Promise<SoilTestPage> => {
      const query = new URLSearchParams({ page: String(page + 1), page_size: String(pageSize) });
      if (filters.fromDate) query.set('from_date', filters.fromDate);
      if (filters.toDate) query.set('to_date', filters.toDate);
      if (filters.status !== 'all') query.set('status', filters.status);
      const res = await authedFetch(`/api/v1/soil_test?${query}`, { headers: { accept: 'application/json' }, signal });
      const rows = (await res.json()) as SoilTest[];
      const total = Number(res.headers.get('x-total-count'));
      return { rows, total: Number.isFinite(total) ? total : rows.length };
    },
  });
}
