import { Router } from 'express';
import type { AppContext } from '../context.ts';
import { waitForProjection } from '../context.ts';
import { authorize, principal } from '../http/guards.ts';
import { commandContext } from '../http/commandContext.ts';
import { body, query } from '../http/validate.ts';
import { requestLanguage } from '../http/language.ts';
import { updateExpertProfile } from '../../commands/consultations/experts.ts';
import { type ExpertProfile } from '../../domain/consultations/expertProfile.ts';
import { TOPIC_LANGUAGES, topicsIn } from '../../domain/consultations/topicTexts.ts';
import { getExpert, listExperts, profileOf, summaryOf } from '../../projections/queries/experts.ts';
import { getUserView, type UserView } from '../../projections/queries/users.ts';
import { HttpError } from '../http/errors.ts';
import type { Request } from 'express';
import { expertsQuery, profileInput, userId } from '../requests/experts.ts';


/** The consultation catalogue (topics, experts) and the expert's own profile (issue 9). */
export function expertsRouter(ctx: AppContext): Router {
  const router = Router();
  const expertOnly = authorize(ctx.jwtSecret, 'expert');
  const adminOnly = authorize(ctx.jwtSecret, 'admin');

  router.get('/consultations/topics', (req, res) => {
    res.json(topicsIn(requestLanguage(req, TOPIC_LANGUAGES)));
  });

  router.get('/experts', async (req, res) => {
    const { topic } = query(req, expertsQuery);
    res.json((await listExperts(ctx.readStore, { topic })).map(summaryOf));
  });

  /** The stored profile, or the defaults with the user's own name, so a new expert starts from a filled form. */
  async function profileAnswer(id: string, user: UserView | undefined) {
    const doc = await getExpert(ctx.readStore, id);
    const name = user ? user.displayName || [user.firstName, user.lastName].filter(Boolean).join(' ') : '';
    const profile: ExpertProfile = doc ? profileOf(doc) : { ...profileInput.parse({ displayName: 'Expert' }), displayName: name.slice(0, 100) };
    return { success: true, expert: { id, ...profile, updatedAt: doc?.updatedAt ?? null } };
  }

  async function saveProfile(req: Request, id: string) {
    const input = body(req, profileInput);
    const profile: ExpertProfile = { ...input, datesOff: [...new Set(input.datesOff)].sort() };
    const result = await updateExpertProfile(ctx.events, id, profile, { now: ctx.now, context: commandContext(req), vault: ctx.vault });
    await waitForProjection(ctx, result.position, ['experts']);
    return { success: true, expert: { id, ...profile, updatedAt: result.newState.updatedAt } };
  }

  /** An admin edits the profile of a user whose role is expert: anyone else has no bookable calendar to set. */
  async function expertUser(req: Request): Promise<UserView> {
    const id = userId.safeParse(req.params.id);
    const user = id.success ? await getUserView(ctx.readStore, id.data) : undefined;
    if (!user) throw new HttpError('NOT_FOUND', 'User not found');
    if (user.role !== 'expert') throw new HttpError('NOT_AN_EXPERT', 'This user is not an expert: change their role to expert first', { role: user.role });
    return user;
  }

  router.get('/experts/me', expertOnly, async (req, res) => {
    const id = principal(req).sub;
    res.json(await profileAnswer(id, await getUserView(ctx.readStore, id)));
  });

  router.put('/experts/me', expertOnly, async (req, res) => {
    res.json(await saveProfile(req, principal(req).sub));
  });

  router.get('/admin/experts/:id', adminOnly, async (req, res) => {
    const user = await expertUser(req);
    res.json(await profileAnswer(user.id, user));
  });

  router.put('/admin/experts/:id', adminOnly, async (req, res) => {
    const user = await expertUser(req);
    res.json(await saveProfile(req, user.id));
  });

  return router;
}
