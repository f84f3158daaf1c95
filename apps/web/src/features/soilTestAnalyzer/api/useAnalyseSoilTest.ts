import { endpoints } from '@agrim/contracts';
import { useMutation } from '@tanstack/react-query';
import { postImage } from '../../../lib/imageAnalysis/postImage';

/** imageAnalysis.soilTestText (multipart file): the text read from a photographed soil test. */
export function useAnalyseSoilTest() {
  return useMutation({
    mutationFn: (file: File) => postImage(endpoints.imageAnalysis.soilTestText, file),
  });
}
