import { audit as auditEndpoints } from '@agrim/contracts/endpoints/audit';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { keyFor } from '../../../lib/queries';
import { type AuditFilter, auditQuery } from './auditQuery';

export const AUDIT_PAGE_SIZE = 50;

/** audit.list: newest first, a page at a time ("Load more" asks for the entries before the last one shown). */
export function useAuditLog(filter: AuditFilter) {
  return useInfiniteQuery({
    // Kept as the pages loaded so far ('pages'), each asked for with `before` the last entry shown.
    queryKey: keyFor(auditEndpoints.list, { query: { ...auditQuery(filter), limit: AUDIT_PAGE_SIZE } }, 'pages'),
    initialPageParam: null as number | null,
    queryFn: ({ pageParam, signal }) =>
      call(auditEndpoints.list, { query: { ...auditQuery(filter), limit: AUDIT_PAGE_SIZE, before: pageParam ?? undefined } }, { signal }),
    getNextPageParam: (last) => last.nextBefore,
  });
}
