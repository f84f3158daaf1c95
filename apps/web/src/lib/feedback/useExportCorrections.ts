import { endpoints, urlOf } from '@agrim/contracts';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../api';

/** feedback.export: the approved corrections as training rows (Admin). */
export function useExportCorrections() {
  return useMutation({
    mutationFn: () => downloadFile(urlOf(endpoints.feedback.export), 'approved-corrections.csv'),
  });
}
