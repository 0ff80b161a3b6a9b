import { Router } from 'express';
import type { AppContext } from '../context.ts';
import { waitForProjection } from '../context.ts';
import { authorize, principal } from '../http/guards.ts';
import { body, query } from '../http/validate.ts';
import { commandContext } from '../http/commandContext.ts';
import { HttpError } from '../http/errors.ts';
import { closePosition, eraseApplication, openPosition, revisePosition, setApplicationStatus } from '../../commands/hiring/hiring.ts';
import { HIRING_PROJECTION, hiring } from '../../projections/queries/hiring.ts';
import { CV_MIME, deleteCv, readCv } from '../../infra/hiring/cvFiles.ts';
import { listInput, positionInput, statusInput } from '../requests/hiring.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const idOf = (raw: unknown, what: string): string => {
  if (typeof raw !== 'string' || !UUID.test(raw)) throw new HttpError('NOT_FOUND', `${what} not found`);
  return raw;
};

/** /hire's open positions, and the admin's positions and applications. The application form posts in hiringForms.ts. */
export function hiringRouter(ctx: AppContext): Router {
  const router = Router();
  const admin = authorize(ctx.jwtSecret, 'admin');
  const model = hiring(ctx.readStore);
  const deps = (req: Parameters<typeof commandContext>[0]) => ({ now: ctx.now, context: commandContext(req) });

  router.get('/hire/positions', async (_req, res) => {
    res.json({ positions: await model.openPositions() });
  });

  router.get('/admin/hire/positions', admin, async (_req, res) => {
    res.json({ positions: await model.allPositions() });
  });

  router.post('/admin/hire/positions', admin, async (req, res) => {
    const result = await openPosition(ctx.events, { ...body(req, positionInput), by: principal(req).sub }, deps(req));
    await waitForProjection(ctx, result.position, [HIRING_PROJECTION]);
    res.status(201).json({ position: await model.position(result.positionId) });
  });

  router.put('/admin/hire/positions/:id', admin, async (req, res) => {
    const positionId = idOf(req.params.id, 'Position');
    const result = await revisePosition(ctx.events, { ...body(req, positionInput), positionId, by: principal(req).sub }, deps(req));
    await waitForProjection(ctx, result.position ?? result.observed, [HIRING_PROJECTION]);
    res.json({ position: await model.position(positionId) });
  });

  router.post('/admin/hire/positions/:id/close', admin, async (req, res) => {
    const positionId = idOf(req.params.id, 'Position');
    const result = await closePosition(ctx.events, { positionId, by: principal(req).sub }, deps(req));
    await waitForProjection(ctx, result.position ?? result.observed, [HIRING_PROJECTION]);
    res.json({ position: await model.position(positionId) });
  });

  router.get('/admin/hire/applications', admin, async (req, res) => {
    res.json({ applications: await model.applications(query(req, listInput).status) });
  });

  router.put('/admin/hire/applications/:id/status', admin, async (req, res) => {
    const applicationId = idOf(req.params.id, 'Application');
    const { status, note } = body(req, statusInput);
    const result = await setApplicationStatus(ctx.events, ctx.readStore, { applicationId, status, note: note || null, by: principal(req).sub }, deps(req));
    await waitForProjection(ctx, result.position ?? result.observed, [HIRING_PROJECTION]);
    res.json({ id: applicationId, status: result.newState.status, note: note || null });
  });

  router.delete('/admin/hire/applications/:id', admin, async (req, res) => {
    const applicationId = idOf(req.params.id, 'Application');
    const result = await eraseApplication(ctx.events, ctx.readStore, { applicationId, by: principal(req).sub }, deps(req));
    await deleteCv(ctx.config.DATA_DIR, applicationId);
    await waitForProjection(ctx, result.position ?? result.observed, [HIRING_PROJECTION]);
    res.json({ id: applicationId, status: 'erased' });
  });

  // Only with an admin's bearer token, never from a public path; sent as an attachment that no browser renders inline.
  router.get('/admin/hire/applications/:id/cv', admin, async (req, res) => {
    const applicationId = idOf(req.params.id, 'Application');
    const cv = await model.cvOf(applicationId);
    const bytes = cv && (await readCv(ctx.config.DATA_DIR, applicationId, cv.kind));
    if (!cv || !bytes) throw new HttpError('NOT_FOUND', 'CV not found');
    const filename = `cv-${(cv.name || 'applicant').replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 60)}.${cv.kind}`;
    res.set({
      'Content-Type': CV_MIME[cv.kind],
      'Content-Disposition': `attachment; filename="cv.${cv.kind}"; filename*=UTF-8''${encodeURIComponent(filename)}`,
      'Content-Security-Policy': "default-src 'none'; sandbox",
    });
    res.send(bytes);
  });

  return router;
}
