/** Grey levels of the co-occurrence matrices (the photo's grey values folded into 16 bins). */
export const GLCM_LEVELS = 16;

/**
 * Haralick's statistics of a symmetric co-occurrence matrix of GLCM_LEVELS²: contrast, homogeneity,
 * energy, correlation and entropy (in that order, as the feature names list them).
 */
export function glcmStatistics(glcm: Float64Array): [number, number, number, number, number] {
  const total = glcm.reduce((s, v) => s + v, 0) || 1;
  let mu = 0;
  for (let i = 0; i < GLCM_LEVELS; i++) for (let j = 0; j < GLCM_LEVELS; j++) mu += (i * glcm[i * GLCM_LEVELS + j]!) / total;
  let variance = 0;
  let contrast = 0;
  let homogeneity = 0;
  let energy = 0;
  let entropy = 0;
  let cov = 0;
  for (let i = 0; i < GLCM_LEVELS; i++) {
    for (let j = 0; j < GLCM_LEVELS; j++) {
      const p = glcm[i * GLCM_LEVELS + j]! / total;
      if (p === 0) continue;
      contrast += p * (i - j) ** 2;
      homogeneity += p / (1 + Math.abs(i - j));
      energy += p * p;
      entropy -= p * Math.log2(p);
      variance += p * (i - mu) ** 2;
      cov += p * (i - mu) * (j - mu);
    }
  }
  return [contrast, homogeneity, energy, variance > 1e-12 ? cov / variance : 1, entropy];
}
