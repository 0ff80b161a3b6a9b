/**
 * The value at a dotted path of a read-model document, the one copy both embedded backends use
 * (fastPath matching, the in-memory indexes, the SQLite multikey table). Mongo's rule for arrays:
 * a named step through an array reaches into every element, so the answer is the array of what
 * the elements hold (their own arrays flattened one level), and a path through an array matches
 * when any element does. A numeric step picks one element. A missing value is undefined.
 */
export function getPath(doc: Record<string, unknown>, path: string): unknown {
  if (!path.includes('.')) return doc[path];
  return walk(doc, path.split('.'), 0);
}

function walk(value: unknown, parts: readonly string[], i: number): unknown {
  if (i === parts.length) return value;
  if (value === null || typeof value !== 'object') return undefined;
  const part = parts[i]!;
  if (!Array.isArray(value)) return walk((value as Record<string, unknown>)[part], parts, i + 1);
  if (/^\d+$/.test(part)) return walk(value[Number(part)], parts, i + 1);
  const found = value.flatMap((element: unknown) => {
    const v = Array.isArray(element) ? undefined : walk(element, parts, i);
    return v === undefined ? [] : Array.isArray(v) ? v : [v];
  });
  return found.length > 0 ? found : undefined;
}
