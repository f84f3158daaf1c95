import type { EndpointOutput } from '@agrim/contracts';
import type { imageAnalysis as imageAnalysisEndpoints } from '@agrim/contracts/endpoints/imageAnalysis';
import { useMutation } from '@tanstack/react-query';
import { sendOrKeep, type Sent } from '../../../lib/pwa/outbox';

export type SoybeanAnswer = EndpointOutput<typeof imageAnalysisEndpoints.soybeanDisease>;
export type TomatoAnswer = EndpointOutput<typeof imageAnalysisEndpoints.tomatoDisease>;

const label = (files: File[]) => files.map((f) => f.name).join(', ');

/*
 * Offline, or when the server cannot be reached, the photos are kept on the phone and sent once the
 * connection returns (`{ queued: true, id }`, issue 24); `networkMode: 'always'` so they are kept offline.
 */

/** imageAnalysis.soybeanDisease (multipart, 1 to 5 photos of one plant): the spec's Prediction/Confidence and probability table. */
export function useDetectSoybeanDisease() {
  return useMutation({
    networkMode: 'always',
    mutationFn: (files: File[]): Promise<Sent<SoybeanAnswer>> => sendOrKeep('soybeanDisease', label(files), {}, files),
  });
}

/** imageAnalysis.tomatoDisease (multipart photos and model): the class, its confidence and every class's probability. */
export function useDetectTomatoDisease() {
  return useMutation({
    networkMode: 'always',
    mutationFn: ({ files, model }: { files: File[]; model?: string }): Promise<Sent<TomatoAnswer>> =>
      sendOrKeep('tomatoDisease', label(files), model ? { model } : {}, files),
  });
}
