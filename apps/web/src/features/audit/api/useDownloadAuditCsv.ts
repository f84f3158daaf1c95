import { urlOf } from '@agrim/contracts';
import { audit as auditEndpoints } from '@agrim/contracts/endpoints/audit';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/api';
import { type AuditFilter, auditQuery } from './auditQuery';

/** audit.csv with the screen's filters. */
export function useDownloadAuditCsv() {
  return useMutation({
    mutationFn: (filter: AuditFilter) => downloadFile(urlOf(auditEndpoints.csv, { query: auditQuery(filter) }), 'audit.csv'),
  });
}
