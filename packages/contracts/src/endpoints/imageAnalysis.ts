/** Not yet moved into the catalogue: its routes are still declared in apps/server/src/imageAnalysis/. */
export const imageAnalysis = {};
