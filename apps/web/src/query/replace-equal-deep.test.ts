import { replaceEqualDeep as tanstack } from '@tanstack/query-core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replaceEqualDeep } from './replace-equal-deep';

// TanStack Query's replaceEqualDeep is the reference: for any two wire values the result equals
// the next value, and shares with the previous one exactly the parts the library's would.

/** Wire-like values: what the catalog API answers (JSON), small enough to overlap often. */
const { json } = fc.letrec((tie) => ({
  json: fc.oneof(
    { depthSize: 'small' },
    fc.constantFrom(null, undefined, 0, 1, 'a', 'b', true),
    fc.array(tie('json'), { maxLength: 4 }),
    fc.dictionary(fc.constantFrom('id', 'odds', 'name', 'x'), tie('json'), { maxKeys: 4 }),
  ),
}));

/** A value and a version of it with some parts changed and the rest deep-copied. */
const pair = json.chain((prev) =>
  fc.tuple(fc.constant(prev), fc.oneof(json, fc.constant(structuredClone(prev)), mutate(prev))),
);

function mutate(value: unknown): fc.Arbitrary<unknown> {
  if (Array.isArray(value))
    return fc.oneof(
      fc.constant(value.slice(0, -1).map((v: unknown) => structuredClone(v))),
      fc
        .nat(Math.max(value.length - 1, 0))
        .chain((i) =>
          json.map((v) => value.map((item: unknown, j) => (j === i ? v : structuredClone(item)))),
        ),
    );
  if (value && typeof value === 'object') {
    const keys = Object.keys(value);
    if (!keys.length) return json.map((v) => ({ odds: v }));
    const moved = fc
      .tuple(fc.constantFrom(...keys), fc.constantFrom('id', 'odds', 'name', 'x'), json)
      .map(([gone, key, v]) => {
        const copy = structuredClone(value) as Record<string, unknown>;
        delete copy[gone];
        return { ...copy, [key]: v };
      });
    const changed = json.map((v) => ({ ...structuredClone(value), odds: v }));
    return fc.oneof(changed, moved);
  }
  return json;
}

/** Which paths of `result` are the very objects `prev` has at that path. */
function sharing(prev: unknown, result: unknown, path = '$', out: string[] = []): string[] {
  if (result === prev && result !== null && typeof result === 'object') out.push(path);
  else if (result && typeof result === 'object' && prev && typeof prev === 'object')
    for (const key of Object.keys(result))
      sharing(
        (prev as Record<string, unknown>)[key],
        (result as Record<string, unknown>)[key],
        `${path}.${key}`,
        out,
      );
  return out;
}

describe('replaceEqualDeep (structural sharing)', () => {
  it('answers the next value, sharing what TanStack Query shares', () => {
    fc.assert(
      fc.property(pair, ([prev, next]) => {
        const ours = replaceEqualDeep(prev, structuredClone(next));
        const theirs = tanstack(prev, structuredClone(next));
        expect(ours).toEqual(next);
        expect(sharing(prev, ours)).toEqual(sharing(prev, theirs));
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps unchanged outcomes of a changed market and the previous value when nothing changed', () => {
    const prev = {
      id: 1,
      outcomes: [
        { id: 1, odds: 1500 },
        { id: 2, odds: 2500 },
      ],
    };
    const next = {
      id: 1,
      outcomes: [
        { id: 1, odds: 1500 },
        { id: 2, odds: 2600 },
      ],
    };
    const merged = replaceEqualDeep(prev, next);
    expect(merged).not.toBe(prev);
    expect(merged.outcomes[0]).toBe(prev.outcomes[0]);
    expect(merged.outcomes[1]).toEqual({ id: 2, odds: 2600 });
    expect(replaceEqualDeep(prev, structuredClone(prev))).toBe(prev);
  });
});
