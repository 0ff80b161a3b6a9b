import { describe, expect, it } from 'vitest';

// Issue 24: a web test answers the app's requests through MSW (msw.ts), where an unexpected request
// fails the test; a hand-made fetch stand-in answers anything, and so hides such a request.
const tests = import.meta.glob<string>('/web/src/**/*.test.{ts,tsx}', { query: '?raw', import: 'default', eager: true });

const stubs = [
  /\bstubGlobal\(\s*['"`]fetch['"`]/,
  /\b(?:globalThis|window|global|self)\.fetch\s*=[^=]/,
  /\bspyOn\(\s*(?:globalThis|window|global|self)\s*,\s*['"`]fetch['"`]/,
  /\bObject\.defineProperty\(\s*(?:globalThis|window|global|self)\s*,\s*['"`]fetch['"`]/,
];

describe('web tests answer requests through MSW', () => {
  it('reads the web test files', () => {
    expect(Object.keys(tests).length).toBeGreaterThan(50);
  });

  it('has no test that stubs fetch by hand', () => {
    const found = Object.entries(tests)
      .filter(([path]) => !path.endsWith('/no-fetch-stubs.test.ts'))
      .flatMap(([path, source]) => stubs.filter((stub) => stub.test(source)).map((stub) => `${path}: ${stub.source}`));
    expect(found, 'use api.use(route(...)) from @/testing/msw.ts instead').toEqual([]);
  });
});
