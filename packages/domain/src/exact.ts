// Exact integer arithmetic for odds (x1000) and money (minor units).
// Products of odds outgrow 2^53 after a handful of legs; these helpers stay in plain numbers
// while that is exact and switch to BigInt only when it is not, so results never depend on
// floating-point luck (DESIGN: never floating point for a balance).

const SAFE = Number.MAX_SAFE_INTEGER;

/** floor(a * b / d) for non-negative safe integers a, b and a positive safe integer d. */
export function mulDivFloor(a: number, b: number, d: number): number {
  const p = a * b;
  if (p <= SAFE) return floorDiv(p, d);
  return Number((BigInt(a) * BigInt(b)) / BigInt(d));
}

/** ceil(a * b / d) for non-negative safe integers a, b and a positive safe integer d. */
export function mulDivCeil(a: number, b: number, d: number): number {
  const p = a * b;
  if (p <= SAFE) {
    const q = floorDiv(p, d);
    return q * d === p ? q : q + 1;
  }
  const bp = BigInt(a) * BigInt(b);
  const bd = BigInt(d);
  const q = bp / bd;
  return Number(q * bd === bp ? q : q + 1n);
}

/** floor(p / d) for safe non-negative integers, corrected where float division rounds up. */
export function floorDiv(p: number, d: number): number {
  let q = Math.floor(p / d);
  if (q * d > p) q -= 1;
  else if ((q + 1) * d <= p) q += 1;
  return q;
}

/**
 * floor(Π factors / 1000^(factors.length - 1)): the product of scaled (x1000) numbers kept at
 * scale 1000 and rounded down once, at the end. Exact for any number of factors.
 */
export function scaledProductFloor(factors: readonly number[], scale = 1000): number {
  if (factors.length === 0) return scale;
  let p = factors[0] as number;
  let shifts = 0;
  let i = 1;
  // Plain numbers while exact: divide by the scale whenever it divides evenly keeps p small.
  for (; i < factors.length; i++) {
    const next = p * (factors[i] as number);
    if (next > SAFE) break;
    p = next;
    shifts += 1;
    while (shifts > 0 && p % scale === 0) {
      p /= scale;
      shifts -= 1;
    }
  }
  if (i === factors.length) return floorDiv(p, scale ** shifts);
  let big = BigInt(p);
  for (; i < factors.length; i++) {
    big *= BigInt(factors[i] as number);
    shifts += 1;
  }
  return Number(big / BigInt(scale) ** BigInt(shifts));
}

/** floor(num / den) for BigInt-sized rationals, as a number. */
export function bigFloorDiv(num: bigint, den: bigint): number {
  return Number(num / den);
}

/** Round half up of a / d for non-negative safe integers (display rounding). */
export function divRoundHalfUp(a: number, d: number): number {
  return floorDiv(a * 2 + d, d * 2);
}

export function gcd(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y) [x, y] = [y, x % y];
  return x;
}
