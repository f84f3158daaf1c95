import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/api';
import { type AuditFilter, auditSearch } from './auditQuery';

/** GET /api/v1/audit.csv with the screen's filters. */
export function useDownloadAuditCsv() {
  return useMutation({ mutationFn: (filter: AuditFilter) => downloadFile(`/api/v1/audit.csv${auditSearch(filter)}`, 'audit.csv') });
}
