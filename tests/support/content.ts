import { expect } from 'vitest';

/**
 * The knowledge content ships with the app, so a test that reads an item from it fails, saying
 * what is missing, when the item is gone: a skip would let the feature go untested unnoticed.
 */
export function needsContent(present: unknown, what: string): void {
  expect(present, `the knowledge content (content/) lacks ${what}, which this test reads`).toBeTruthy();
}
