import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { api, forgetRequests } from './msw.ts';
import './jsdom-forms.ts';

// One MSW server for every web test. A request without a handler is printed as an error and fails
// the test that made it, even when the page shows the failure quietly.
const unhandled: string[] = [];
beforeAll(() =>
  api.listen({
    // msw 3's name for `onUnhandledRequest: 'error'`, as a callback so the test fails too.
    onUnhandledFrame: ({ frame, defaults }) => {
      const { request } = frame.data as { request?: Request };
      unhandled.push(request ? `${request.method} ${request.url}` : frame.protocol);
      defaults.error();
    },
  }),
);
afterEach(() => {
  cleanup();
  api.resetHandlers();
  forgetRequests();
  expect(unhandled.splice(0), 'requests no handler answered').toEqual([]);
});
afterAll(() => api.close());
