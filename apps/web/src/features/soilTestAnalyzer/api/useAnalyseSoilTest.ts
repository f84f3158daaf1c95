import type { SoilTestAnalysisResponse } from '@agrim/contracts';
import { useMutation } from '@tanstack/react-query';
import { postImage } from '../../../lib/imageAnalysis/postImage';

/** POST /get/soil/test/analysis (multipart file): the text read from a photographed soil test. */
export function useAnalyseSoilTest() {
  return useMutation({
    mutationFn: (file: File) => postImage<SoilTestAnalysisResponse>('/get/soil/test/analysis', file),
  });
}
