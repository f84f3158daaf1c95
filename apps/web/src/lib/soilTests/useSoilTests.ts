import { type SoilTest, type SoilTestStatus, urlOf } from '@agrim/contracts';
import { soilTests as soilTestsEndpoints } from '@agrim/contracts/endpoints/soilTests';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { authedFetch, checkAnswer } from '../api';
import { keyFor } from '../queries';

export interface SoilTestFilters {
  fromDate: string;
  toDate: string;
  status: SoilTestStatus | 'all';
}

export interface SoilTestPage {
  rows: SoilTest[];
  total: number;
}

/** soilTests.list: one page of tests, newest first; the total comes in X-Total-Count. */
export function useSoilTests(filters: SoilTestFilters, page: number, pageSize: number) {
  const list = soilTestsEndpoints.list;
  const query = {
    page: page + 1,
    page_size: pageSize,
    from_date: filters.fromDate || undefined,
    to_date: filters.toDate || undefined,
    status: filters.status === 'all' ? undefined : filters.status,
  };
  return useQuery({
    // The page with its total: a shape of its own.
    queryKey: keyFor(list, { query }, 'page'),
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }): Promise<SoilTestPage> => {
      // The total is in a header, so the answer is read here rather than by call().
      const res = await authedFetch(urlOf(list, { query }), { headers: { accept: 'application/json' }, signal });
      const rows = await checkAnswer(list, await res.json());
      const total = Number(res.headers.get('x-total-count'));
      return { rows, total: Number.isFinite(total) ? total : rows.length };
    },
  });
}
