/**
 * Whether two values are the same JSON value: what `JSON.stringify` writes of
 * them is equal but for the order of object keys. A key whose value is
 * `undefined` counts as absent, as in JSON; anything JSON would change (a
 * function, a `Date`, a `Map`, `NaN`) makes the values differ, so a caller that
 * keeps what is the same keeps nothing it should not. Compared in place,
 * without writing either out: comparing 11,000 page contexts as JSON text took
 * 3.4 s of a 10,000-doc rebuild and left 500 MB of strings to collect (docs/performance.md#figures-behind-the-code).
 */
export function isSameJson(a: unknown, b: unknown): boolean {
  // NaN is never `===` itself, so it falls through and differs, as JSON's `null` would from any number.
  if (a === b) return typeof a !== 'function';
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (a[i] === undefined || !isSameJson(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b) || !isPlainObject(a) || !isPlainObject(b)) return false;
  let keys = 0;
  for (const key in a) {
    const value = a[key];
    if (value === undefined) continue;
    keys += 1;
    if (!isSameJson(value, b[key])) return false;
  }
  for (const key in b) if (b[key] !== undefined) keys -= 1;
  return keys === 0;
}

/**
 * An object JSON writes as its keys: made by `{}` in any realm (a value `v8.deserialize` or `structuredClone`
 * made), or without a prototype, and with no `toJSON`.
 */
function isPlainObject(value: object): value is Record<string, unknown> {
  const proto = Object.getPrototypeOf(value) as object | null;
  const plain =
    proto === Object.prototype || proto === null || (Object.getPrototypeOf(proto) === null && Object.prototype.toString.call(value) === '[object Object]');
  return plain && !('toJSON' in value);
}
