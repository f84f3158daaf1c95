/** Query keys of the soil test screen; everything under `soilTestKeys.all` is refreshed after a step. */
export const soilTestKeys = {
  all: ['soil-tests'] as const,
  list: (filters: object) => ['soil-tests', 'list', filters] as const,
  active: (userId: string | undefined) => ['soil-tests', 'active', userId] as const,
  one: (id: number | null) => ['soil-tests', 'one', id] as const,
  sas: ['soil-tests', 'sas-token'] as const,
};
