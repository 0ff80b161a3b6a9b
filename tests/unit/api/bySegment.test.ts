import express, { Router, type RequestHandler } from 'express';
import { describe, expect, it, vi } from 'vitest';
import { bySegment } from '../../../api/http/bySegment.ts';

const answer = (text: string): RequestHandler => (_req, res) => void res.send(text);

async function serve(app: express.Express, run: (url: string) => Promise<void>) {
  const server = await new Promise<ReturnType<typeof app.listen>>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const address = server.address();
  try {
    await run(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('bySegment', () => {
  it('runs only the routers with routes under the first segment, in their order, and passes on what none answers', async () => {
    const users = Router().get('/users/me', answer('me'));
    const market = Router().post('/market/search', answer('search'));
    // A second router under /users, after the first: reached only when the first has no match.
    const usersToo = Router().get('/users/profile', answer('profile'));
    const nested = Router().use(Router().get('/reports/:id', answer('report')));
    const spies = [users, market, usersToo, nested].map((r) => vi.spyOn(r as unknown as { handle: () => void }, 'handle'));
    const app = express().use(bySegment([users, market, usersToo, nested])).use((_req, res) => void res.status(404).send('none'));
    await serve(app, async (url) => {
      expect(await (await fetch(`${url}/users/me`)).text()).toBe('me');
      expect(spies.map((s) => s.mock.calls.length)).toEqual([1, 0, 0, 0]);
      expect(await (await fetch(`${url}/users/profile`)).text()).toBe('profile');
      expect(spies.map((s) => s.mock.calls.length)).toEqual([2, 0, 1, 0]);
      expect(await (await fetch(`${url}/market/search`, { method: 'POST' })).text()).toBe('search');
      expect(await (await fetch(`${url}/reports/7`)).text()).toBe('report');
      expect(spies.map((s) => s.mock.calls.length)).toEqual([2, 1, 1, 1]);
      // Express matches paths without regard to case; so does the grouping.
      expect(await (await fetch(`${url}/Users/ME`)).text()).toBe('me');
      const unknown = await fetch(`${url}/nothing/here`);
      expect([unknown.status, await unknown.text()]).toEqual([404, 'none']);
      expect(spies.map((s) => s.mock.calls.length)).toEqual([3, 1, 1, 1]);
      // A known path with a method no route has falls through every router to the next handler.
      expect((await fetch(`${url}/users/me`, { method: 'DELETE' })).status).toBe(404);
    });
  });

  it('runs a router with a middleware for every path (or a route that starts with a parameter) for every request, in its place', async () => {
    const seen: string[] = [];
    const guard = Router().use((req, _res, next) => {
      seen.push(req.path);
      next();
    });
    const byParam = Router().get('/:lang/page', answer('page'));
    const users = Router().get('/users/me', answer('me'));
    const app = express().use(bySegment([guard, users, byParam]));
    await serve(app, async (url) => {
      expect(await (await fetch(`${url}/users/me`)).text()).toBe('me');
      expect(await (await fetch(`${url}/fr/page`)).text()).toBe('page');
      expect(await (await fetch(`${url}/users/page`)).text()).toBe('page');
      expect(seen).toEqual(['/users/me', '/fr/page', '/users/page']);
    });
  });

  it('hands an error on to the error handlers and skips the routers after it', async () => {
    const failing = Router().get('/a/b', () => {
      throw new Error('boom');
    });
    const after = Router().get('/a/b', answer('never'));
    const afterSpy = vi.spyOn(after as unknown as { handle: () => void }, 'handle');
    const app = express()
      .use(bySegment([failing, after]))
      .use(((err, _req, res, _next) => void res.status(500).send((err as Error).message)) as express.ErrorRequestHandler);
    await serve(app, async (url) => {
      const res = await fetch(`${url}/a/b`);
      expect([res.status, await res.text()]).toEqual([500, 'boom']);
      expect(afterSpy).not.toHaveBeenCalled();
    });
  });
});
