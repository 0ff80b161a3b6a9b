import { Router } from 'express';
import type { AppContext } from '../context.ts';
import { waitForProjection } from '../context.ts';
import { authorize, principal } from '../http/guards.ts';
import { body } from '../http/validate.ts';
import { HttpError } from '../http/errors.ts';
import { getUserView } from '../../projections/queries/users.ts';
import { updateProfile } from '../../commands/users/updateProfile.ts';
import { authKit } from './authKit.ts';
import { profileUpdate } from '../requests/users.ts';


export function usersRouter(ctx: AppContext): Router {
  const router = Router();
  const signedIn = authorize(ctx.jwtSecret);
  const kit = authKit(ctx);

  const readMe = async (userId: string) => {
    const user = await getUserView(ctx.readStore, userId);
    if (!user) throw new HttpError('UNAUTHORIZED', 'This account no longer exists');
    return user;
  };

  router.get('/users/me', signedIn, async (req, res) => {
    res.json({ success: true, user: await readMe(principal(req).sub) });
  });

  router.get('/users/profile', signedIn, async (req, res) => {
    res.json({ success: true, user: await readMe(principal(req).sub), error: null });
  });

  router.put('/users/profile', signedIn, async (req, res) => {
    const changes = body(req, profileUpdate);
    const { sub } = principal(req);
    const result = await updateProfile(ctx.events, sub, changes, kit.deps(req));
    await waitForProjection(ctx, result.position, ['users']);
    res.json({ success: true, user: await readMe(sub), error: null });
  });

  return router;
}
