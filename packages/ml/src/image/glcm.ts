/** Grey levels of the co-occurrence matrices (the photo's grey values folded into 16 bins). */
export const GLCM_LEVELS = 16;

/** Each grey value 0..255 folded to one of GLCM_LEVELS levels, once a photo rather than once a pixel pair. */
export function glcmLevels(gray: Float64Array): Uint8Array {
  const out = new Uint8Array(gray.length);
  for (let i = 0; i < gray.length; i++) out[i] = Math.min(GLCM_LEVELS - 1, Math.floor((gray[i]! / 256) * GLCM_LEVELS));
  return out;
}

/**
 * The symmetric co-occurrence counts of a square raster's levels for the pixel pairs (x, y)–(x + dx, y + dy)
 * that lie inside it, every offset added into one matrix. Counts are whole numbers, so the order pairs are
 * visited in does not change the matrix.
 */
export function cooccurrence(levels: Uint8Array, size: number, offsets: readonly (readonly [number, number])[]): Float64Array {
  const glcm = new Float64Array(GLCM_LEVELS * GLCM_LEVELS);
  for (const [dx, dy] of offsets) {
    for (let y = Math.max(0, -dy); y < Math.min(size, size - dy); y++) {
      for (let x = Math.max(0, -dx); x < Math.min(size, size - dx); x++) {
        const a = levels[y * size + x]!;
        const b = levels[(y + dy) * size + x + dx]!;
        glcm[a * GLCM_LEVELS + b]!++;
        glcm[b * GLCM_LEVELS + a]!++;
      }
    }
  }
  return glcm;
}

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
