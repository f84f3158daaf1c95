import type { AuditPage } from '@agrim/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { type AuditFilter, auditSearch } from './auditQuery';

export const AUDIT_PAGE_SIZE = 50;

/** GET /api/v1/audit: newest first, a page at a time ("Load more" asks for the entries before the last one shown). */
export function useAuditLog(filter: AuditFilter) {
  return useInfiniteQuery({
    queryKey: ['audit', filter],
    initialPageParam: null as number | null,
    queryFn: ({ pageParam, signal }) =>
      api<AuditPage>(
        `/api/v1/audit${auditSearch(filter, { limit: String(AUDIT_PAGE_SIZE), before: pageParam === null ? '' : String(pageParam) })}`,
        { signal },
      ),
    getNextPageParam: (last) => last.nextBefore,
  });
}
