import type { EndpointOutput } from '@agrim/contracts';
import type { imageAnalysis as imageAnalysisEndpoints } from '@agrim/contracts/endpoints/imageAnalysis';
import { useMutation } from '@tanstack/react-query';
import { sendOrKeep, type Sent } from '../../../lib/pwa/outbox';

export type SeedAnswer = EndpointOutput<typeof imageAnalysisEndpoints.seedQuality>;

/**
 * imageAnalysis.seedQuality (multipart file and model); 409 while no seed model is installed. Offline,
 * or when the server cannot be reached, the photo is kept on the phone and sent once the connection
 * returns (`{ queued: true, id }`, issue 24).
 */
export function usePredictSeed() {
  return useMutation({
    // Offline is when it must run, to keep the photo.
    networkMode: 'always',
    mutationFn: ({ file, model }: { file: File; model?: string }): Promise<Sent<SeedAnswer>> =>
      sendOrKeep('seedQuality', file.name, model ? { model } : {}, [file]),
  });
}
