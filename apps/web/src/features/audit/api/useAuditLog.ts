import { audit as auditEndpoints } from '@agrim/contracts/endpoints/audit';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { type AuditFilter, auditQuery } from './auditQuery';

export const AUDIT_PAGE_SIZE = 50;

/** audit.list: newest first, a page at a time ("Load more" asks for the entries before the last one shown). */
export function useAuditLog(filter: AuditFilter) {
  return useInfiniteQuery({
    queryKey: ['audit', filter],
    initialPageParam: null as number | null,
    queryFn: ({ pageParam, signal }) =>
      call(auditEndpoints.list, { query: { ...auditQuery(filter), limit: AUDIT_PAGE_SIZE, before: pageParam ?? undefined } }, { signal }),
    getNextPageParam: (last) => last.nextBefore,
  });
}
