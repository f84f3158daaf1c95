import { endpoints, urlOf } from '@agrim/contracts';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/api';
import { type AuditFilter, auditQuery } from './auditQuery';

/** audit.csv with the screen's filters. */
export function useDownloadAuditCsv() {
  return useMutation({
    mutationFn: (filter: AuditFilter) => downloadFile(urlOf(endpoints.audit.csv, { query: auditQuery(filter) }), 'audit.csv'),
  });
}
