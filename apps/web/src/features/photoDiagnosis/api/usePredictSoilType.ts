import type { EndpointOutput } from '@agrim/contracts';
import type { imageAnalysis as imageAnalysisEndpoints } from '@agrim/contracts/endpoints/imageAnalysis';
import { useMutation } from '@tanstack/react-query';
import { sendOrKeep, type Sent } from '../../../lib/pwa/outbox';

export type SoilTypeAnswer = EndpointOutput<typeof imageAnalysisEndpoints.soilType>;

/**
 * imageAnalysis.soilType (multipart, 1 to 5 photos of one sample): soil type, crops, states, and how
 * sure the model is. Offline, or when the server cannot be reached, the photos are kept on the phone
 * and sent once the connection returns (`{ queued: true, id }`, issue 24).
 */
export function usePredictSoilType() {
  return useMutation({
    // Offline is when it must run, to keep the photos.
    networkMode: 'always',
    mutationFn: (files: File[]): Promise<Sent<SoilTypeAnswer>> => sendOrKeep('soilType', files.map((f) => f.name).join(', '), {}, files),
  });
}
