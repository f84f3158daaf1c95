/** Not yet moved into the catalogue: its routes are still declared in apps/server/src/feedback/. */
export const feedback = {};
