import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../api';

/** GET /fertilizer/recommendation/feedback/export.csv: the approved corrections as training rows (Admin). */
export function useExportCorrections() {
  return useMutation({
    mutationFn: () => downloadFile('/fertilizer/recommendation/feedback/export.csv', 'approved-corrections.csv'),
  });
}
