/** The small linear algebra of the forecast models: ridge-regularised least squares by normal equations and Cholesky. */

/** The normal equations of least squares: XᵀX (row-major `cols` × `cols`) and Xᵀy, for row-major X of `rows` × `cols`. */
export function gram(X: Float64Array, y: Float64Array, rows: number, cols: number): { xtx: Float64Array; xty: Float64Array } {
  const xtx = new Float64Array(cols * cols);
  const xty = new Float64Array(cols);
  for (let r = 0; r < rows; r++) {
    const off = r * cols;
    const yr = y[r]!;
    for (let i = 0; i < cols; i++) {
      const xi = X[off + i]!;
      if (xi === 0) continue;
      xty[i]! += xi * yr;
      const ai = i * cols;
      for (let j = i; j < cols; j++) xtx[ai + j]! += xi * X[off + j]!;
    }
  }
  for (let i = 0; i < cols; i++) for (let j = 0; j < i; j++) xtx[i * cols + j] = xtx[j * cols + i]!;
  return { xtx, xty };
}

/**
 * Ridge regression on a subset of the columns of prepared normal equations: solves
 * (XₛᵀXₛ + diag(penalty)) b = Xₛᵀy for the columns `subset` (penalty per subset entry). A tiny
 * jitter keeps unpenalised collinear columns solvable.
 */
export function ridgeSubset(
  xtx: Float64Array,
  xty: Float64Array,
  cols: number,
  subset: readonly number[],
  penalty: readonly number[],
): Float64Array {
  const n = subset.length;
  const A = new Float64Array(n * n);
  const b = new Float64Array(n);
  let trace = 0;
  for (let i = 0; i < n; i++) trace += xtx[subset[i]! * cols + subset[i]!]!;
  const jitter = 1e-10 * (trace / Math.max(1, n) || 1);
  for (let i = 0; i < n; i++) {
    const ci = subset[i]!;
    b[i] = xty[ci]!;
    for (let j = 0; j < n; j++) A[i * n + j] = xtx[ci * cols + subset[j]!]!;
    A[i * n + i]! += (penalty[i] ?? 0) + jitter;
  }
  return choleskySolve(A, b, n);
}

/** Ridge regression min ‖y − Xb‖² + Σ_j penalty_j · b_j² (X row-major `rows` × `cols`). */
export function ridgeSolve(X: Float64Array, y: Float64Array, rows: number, cols: number, penalty: readonly number[]): Float64Array {
  const { xtx, xty } = gram(X, y, rows, cols);
  return ridgeSubset(
    xtx,
    xty,
    cols,
    Array.from({ length: cols }, (_, i) => i),
    penalty,
  );
}

/** Solves A x = b for a symmetric positive-definite A (row-major n × n); A is overwritten by its factor. */
export function choleskySolve(A: Float64Array, b: Float64Array, n: number): Float64Array {
  for (let j = 0; j < n; j++) {
    let d = A[j * n + j]!;
    for (let k = 0; k < j; k++) d -= A[j * n + k]! ** 2;
    if (!(d > 0)) throw new RangeError('the normal equations are not positive definite');
    const ljj = Math.sqrt(d);
    A[j * n + j] = ljj;
    for (let i = j + 1; i < n; i++) {
      let s = A[i * n + j]!;
      for (let k = 0; k < j; k++) s -= A[i * n + k]! * A[j * n + k]!;
      A[i * n + j] = s / ljj;
    }
  }
  const x = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    let s = b[i]!;
    for (let k = 0; k < i; k++) s -= A[i * n + k]! * x[k]!;
    x[i] = s / A[i * n + i]!;
  }
  for (let i = n - 1; i >= 0; i--) {
    let s = x[i]!;
    for (let k = i + 1; k < n; k++) s -= A[k * n + i]! * x[k]!;
    x[i] = s / A[i * n + i]!;
  }
  return x;
}

/** The q-quantile (0 ≤ q ≤ 1) of the values, linear between order statistics (type 7); NaN for none. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return NaN;
  const s = [...values].sort((a, b) => a - b);
  const h = (s.length - 1) * q;
  const lo = Math.floor(h);
  const hi = Math.min(s.length - 1, lo + 1);
  return s[lo]! + (h - lo) * (s[hi]! - s[lo]!);
}
