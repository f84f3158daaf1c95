import { SOIL_TEST_IMAGE_CONTAINER } from '@agrim/contracts';
import { soilTests as soilTestsEndpoints } from '@agrim/contracts/endpoints/soilTests';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { keyFor } from '../../../lib/queries';

/** The signature lasts an hour; a fresh one is fetched well before it runs out. */
const FRESH_MS = 45 * 60_000;

/** soilTests.sasToken: the query string that lets an <img> load a stored soil image. */
export function useSasToken(enabled: boolean) {
  const input = { query: { container: SOIL_TEST_IMAGE_CONTAINER } };
  return useQuery({
    queryKey: keyFor(soilTestsEndpoints.sasToken, input),
    enabled,
    staleTime: FRESH_MS,
    refetchInterval: FRESH_MS,
    queryFn: async () => (await call(soilTestsEndpoints.sasToken, input)).sas_token,
  });
}

/** A stored image URL with the signature appended. */
export const signedUrl = (url: string, sasToken: string) => `${url}${url.includes('?') ? '&' : '?'}${sasToken}`;
