import { soilTests as soilTestsEndpoints } from '@agrim/contracts/endpoints/soilTests';
import type { QueryClient } from '@tanstack/react-query';
import { invalidateEntry, keyFor } from '../queries';

/** The key of one test (soilTests.get), which the wizard's steps also write with the answer they get. */
export const soilTestKey = (id: number | null) => keyFor(soilTestsEndpoints.get, { params: { id: id ?? 0 } });

/** After a step: every soil test query (list, active test, one test, plan, image signature) is read again. */
export const invalidateSoilTests = (queryClient: QueryClient) =>
  invalidateEntry(queryClient, soilTestsEndpoints.list, soilTestsEndpoints.get, soilTestsEndpoints.plan, soilTestsEndpoints.sasToken);
