/** Not yet moved into the catalogue: its routes are still declared in apps/server/src/soilAnalysis/. */
export const soilAnalysis = {};
