import { imageAnalysis as imageAnalysisEndpoints } from '@agrim/contracts/endpoints/imageAnalysis';
import { useMutation } from '@tanstack/react-query';
import { postImage } from './postImage';

/** imageAnalysis.soilTestText (multipart file): the text read from a photographed soil test. */
export function useAnalyseSoilTest() {
  return useMutation({
    mutationFn: (file: File) => postImage(imageAnalysisEndpoints.soilTestText, file),
  });
}
