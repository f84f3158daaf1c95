import { urlOf } from '@agrim/contracts';
import { feedback as feedbackEndpoints } from '@agrim/contracts/endpoints/feedback';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../api';

/** feedback.export: the approved corrections as training rows (Admin). */
export function useExportCorrections() {
  return useMutation({
    mutationFn: () => downloadFile(urlOf(feedbackEndpoints.export), 'approved-corrections.csv'),
  });
}
