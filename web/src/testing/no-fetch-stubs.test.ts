import { describe, expect, it } from 'vitest';

// Issue 24: a web test answers the app's requests through MSW (msw.ts), where an unexpected request
// fails the test; a hand-made fetch stand-in answers anything, and so hides such a request.
const tests = import.meta.glob<string>('/web/src/**/*.test.{ts,tsx}', { query: '?raw', import: 'default', eager: true });
const others = () => Object.entries(tests).filter(([path]) => !path.endsWith('/no-fetch-stubs.test.ts'));

const stubs = [
  /\bstubGlobal\(\s*['"`]fetch['"`]/,
  /\b(?:globalThis|window|global|self)\.fetch\s*=[^=]/,
  /\bspyOn\(\s*(?:globalThis|window|global|self)\s*,\s*['"`]fetch['"`]/,
  /\bObject\.defineProperty\(\s*(?:globalThis|window|global|self)\s*,\s*['"`]fetch['"`]/,
];

// A handler whose path has a wildcard ('/api/*', '/api/market/*', '*/api/*', '*') or is a pattern
// answers requests the test never named, just as a fetch stub does.
const catchAlls = [
  /['"`](?:\*|https?:\/\/[^'"`\s]*)?\/api\b[^'"`\s]*\*[^'"`\s]*['"`]/,
  /\b(?:route\(\s*['"`][A-Z]+['"`]\s*,|http\.\w+\()\s*(?:['"`]\*['"`]|\/)/,
];
/** One may stay when its line, or the line above, says why: `// catch-all: <reason>`. */
const explained = /\/\/\s*catch-all:\s*\S/;

function catchAllLines(source: string): number[] {
  const lines = source.split('\n');
  return lines.flatMap((line, i) =>
    catchAlls.some((pattern) => pattern.test(line)) && !explained.test(line) && !explained.test(lines[i - 1] ?? '') ? [i + 1] : [],
  );
}

describe('web tests answer requests through MSW', () => {
  it('reads the web test files', () => {
    expect(Object.keys(tests).length).toBeGreaterThan(50);
  });

  it('has no test that stubs fetch by hand', () => {
    const found = others().flatMap(([path, source]) => stubs.filter((stub) => stub.test(source)).map((stub) => `${path}: ${stub.source}`));
    expect(found, 'use api.use(route(...)) from @/testing/msw.ts instead').toEqual([]);
  });

  it('has no catch-all API handler that does not say why it is needed', () => {
    const found = others().flatMap(([path, source]) => catchAllLines(source).map((line) => `${path}:${line}`));
    expect(found, "answer each endpoint the code calls, or add `// catch-all: <reason>`").toEqual([]);
  });

  it('tells a catch-all from a handler of one endpoint', () => {
    const flagged = [
      "api.use(route('ALL', '/api/*', { error: 'Not found' }, 404));",
      "route('GET', '/api/market/*', answer)",
      'http.all("*/api/*", resolve)',
      "http.get('*', resolve)",
      'http.get(/\\/api\\/.*/, resolve)',
      "route('GET', 'http://localhost:3000/api/*', answer)",
    ];
    expect(flagged.map((line) => catchAllLines(line))).toEqual(flagged.map(() => [1]));
    const kept = [
      "route('GET', '/api/users/me', answer)",
      "route('GET', `/api/bookings/${id}`, answer)",
      "route('PUT', '/api/admin/experts/:id', answer)",
      "route('ALL', '/api/*', answer), // catch-all: the client may ask any path here",
      "// catch-all: every protected path gets the same 401\nroute('ALL', '/api/*', answer)",
      "expect(requests().filter((r) => r.path.includes('q=r&'))).toEqual([]);",
    ];
    expect(kept.flatMap((source) => catchAllLines(source))).toEqual([]);
    expect(catchAllLines("// catch-all:\nroute('ALL', '/api/*', answer)"), 'a reason is needed').toEqual([2]);
  });
});
