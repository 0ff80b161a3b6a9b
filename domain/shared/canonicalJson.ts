/**
 * JSON with object keys in code-unit order and undefined members dropped, so that two values that say
 * the same thing serialise (and hash) the same however their keys were ordered: a reformatted content
 * file, a client's request body, a report. Code-unit order, not localeCompare, so the result does not
 * depend on the machine's locale.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}
