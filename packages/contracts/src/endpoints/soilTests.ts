/** Not yet moved into the catalogue: its routes are still declared in apps/server/src/soilTests/. */
export const soilTests = {};
