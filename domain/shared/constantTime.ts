/**
 * Compares two strings in time that depends only on their length, so a guess of a hash or code
 * learns nothing from how long the refusal took. Pure JS, so the domain stays free of I/O imports.
 */
export function constantTimeEqual(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  const n = Math.max(a.length, b.length);
  for (let i = 0; i < n; i++) diff |= (a.charCodeAt(i % (a.length || 1)) || 0) ^ (b.charCodeAt(i % (b.length || 1)) || 0);
  return diff === 0;
}
