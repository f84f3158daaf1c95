import type { AdviceLanguage, EndpointOutput } from '@agrim/contracts';
import type { recommendations as recommendationsEndpoints } from '@agrim/contracts/endpoints/recommendations';
import { useMutation } from '@tanstack/react-query';
import { sendOrKeep, type Sent } from '../../../lib/pwa/outbox';

export interface CardUpload {
  file: File;
  language: AdviceLanguage;
  crop_type: string;
  soil_type: string;
}

/** The server's answer to a card photo: the values read from the card and the advice (`data`). */
export type CardAnswer = EndpointOutput<typeof recommendationsEndpoints.readCard>;

/**
 * recommendations.readCard (multipart): the values read from the card and the advice. Offline, or
 * when the server cannot be reached, the photo and the three fields are kept on the phone and sent
 * once the connection returns (`{ queued: true, id }`), as the other roles' photos are (issue 39).
 */
export function useReadCard() {
  return useMutation({
    // Offline is when it must run, to keep the photo.
    networkMode: 'always',
    mutationFn: ({ file, ...fields }: CardUpload): Promise<Sent<CardAnswer>> =>
      sendOrKeep('soilHealthCard', file.name, { ...fields }, [file]),
  });
}
