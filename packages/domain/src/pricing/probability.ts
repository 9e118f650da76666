// Small numeric helpers the pricing models share. Pure and allocation-light: they run on every
// live re-price (issue 4 bench: 50 live matches each updating every second).

/**
 * P(X = k) for X ~ Poisson(lambda), k = 0..max-1, with the tail P(X >= max) folded into the
 * last cell so the vector always sums to 1 (scores above `max - 1` settle like `max - 1` for
 * every line we offer).
 */
export function poissonVector(lambda: number, max: number): Float64Array {
  const out = new Float64Array(max);
  if (lambda <= 0) {
    out[0] = 1;
    return out;
  }
  let p = Math.exp(-lambda);
  let sum = 0;
  for (let k = 0; k < max - 1; k++) {
    out[k] = p;
    sum += p;
    p = (p * lambda) / (k + 1);
  }
  out[max - 1] = Math.max(0, 1 - sum);
  return out;
}

/** Standard normal CDF, |error| < 1.5e-7 (Abramowitz & Stegun 7.1.26 on erf). */
export function normalCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const poly =
    t *
    (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-z * z);
  return x >= 0 ? 0.5 * (1 + erf) : 0.5 * (1 - erf);
}

/**
 * A normal distribution over integers: P(X = k) = Phi((k + .5 - mu)/sd) - Phi((k - .5 - mu)/sd)
 * for k in [lo, hi], renormalised so the window sums to 1.
 */
export function discreteNormal(
  mu: number,
  sd: number,
  lo: number,
  hi: number,
): { lo: number; p: Float64Array } {
  const n = Math.max(1, hi - lo + 1);
  const p = new Float64Array(n);
  if (sd <= 1e-9) {
    const k = Math.min(hi, Math.max(lo, Math.round(mu)));
    p[k - lo] = 1;
    return { lo, p };
  }
  let prev = normalCdf((lo - 0.5 - mu) / sd);
  let sum = 0;
  for (let i = 0; i < n; i++) {
    const next = normalCdf((lo + i + 0.5 - mu) / sd);
    const v = Math.max(0, next - prev);
    p[i] = v;
    sum += v;
    prev = next;
  }
  if (sum > 0) for (let i = 0; i < n; i++) p[i] = p[i]! / sum;
  return { lo, p };
}

/** Clamp into [lo, hi]. */
export const clamp = (x: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, x));
