// Structural sharing: the next value of a query keeps every part of the previous one that is
// deeply equal, so a row or an odds button whose data did not change gets the very same
// object and does not re-render (domain 4 Live merge). The rule is TanStack Query's
// `replaceEqualDeep`; replace-equal-deep.test.ts checks this one against it.

type Container = Record<string | number, unknown>;

/** An object literal (wire data), not an array, a Date or a class instance. */
export const isPlainObject = (o: unknown): o is Container => {
  if (o === null || typeof o !== 'object' || Array.isArray(o)) return false;
  const proto = Object.getPrototypeOf(o) as unknown;
  return proto === Object.prototype || proto === null;
};

/** Wire data only: object literals and dense arrays are shared, anything else is replaced. */
const isPlainArray = (o: unknown): o is unknown[] =>
  Array.isArray(o) && o.length === Object.keys(o).length;

/** `next`, with every part deeply equal to `prev`'s being `prev`'s (`prev` itself if all are). */
export function replaceEqualDeep<T>(prev: unknown, next: T, depth = 0): T {
  if (prev === next) return next;
  const array = isPlainArray(prev) && isPlainArray(next);
  if (depth > 500 || (!array && !(isPlainObject(prev) && isPlainObject(next)))) return next;
  const a = prev as Container;
  const b = next as Container;
  const aSize = array ? (prev as unknown[]).length : Object.keys(a).length;
  const keys: (string | number)[] = array ? [...(next as unknown[]).keys()] : Object.keys(b);
  const copy: Container = array ? (new Array(keys.length) as unknown as Container) : {};
  let kept = 0;
  for (const key of keys) {
    const value = b[key];
    if (a[key] === value) {
      copy[key] = value;
      if (array ? (key as number) < aSize : Object.hasOwn(a, key)) kept++;
      continue;
    }
    const shared = replaceEqualDeep(a[key], value, depth + 1);
    copy[key] = shared;
    if (shared === a[key]) kept++;
  }
  return (aSize === keys.length && kept === aSize ? prev : copy) as T;
}
