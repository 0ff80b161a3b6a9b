import { Router, type Request, type RequestHandler } from 'express';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { waitForProjection } from '../context.ts';
import { authorize, requireAccess, tierWithAccess } from '../http/guards.ts';
import { commandContext } from '../http/commandContext.ts';
import { HttpError } from '../http/errors.ts';
import type { Lang } from '../../domain/market/present.ts';
import { recordReport } from '../../commands/market/recordReport.ts';
import { getBusinessProfile } from '../../projections/queries/businessProfiles.ts';
import { HISTORY_PROJECTION, knowledge, savedReport } from '../../projections/queries/market.ts';
import { partnerDirectory } from '../../projections/queries/partners.ts';
import { USAGE_PROJECTION } from '../../projections/queries/usage.ts';
import { INDUSTRIES } from '../../domain/businessProfiles/businessProfile.ts';
import { buildReport, kindsFor, reportLevel, type ForUser, type Report } from '../../domain/market/report.ts';
import { reportMarkdown } from '../../domain/market/reportExport.ts';
import { matchPartners } from '../../domain/partners/matching.ts';
import { tierById, type TierId } from '../../domain/subscriptions/tiers.ts';

const industry = z.enum(INDUSTRIES);
const reportId = z.uuid();

/** A public route still knows a signed-in caller: a token, when sent, must be valid. */
export function maybeSignedIn(secret: string): RequestHandler {
  const signedIn = authorize(secret);
  return (req, res, next) => (req.get('authorization') ? signedIn(req, res, next) : next());
}

/**
 * `GET /market/report/{id}`: `{id}` is an industry id (a report generated now) or the id of a report
 * generated earlier for the caller (as it was then). Visitors get the summary and nothing is saved;
 * a signed-in caller gets the tier's level, tailored to the business profile when full, and the
 * report is saved (`MarketReportGenerated`) under an id that opens it again. `/export` is the same
 * report as Markdown, for the tiers whose `marketReports` include the export.
 */
export function marketReportRouter(ctx: AppContext, langOf: (req: Request) => Lang): Router {
  const router = Router();
  const facts = knowledge(ctx.readStore);
  const directory = partnerDirectory(ctx.readStore);

  async function reportFor(req: Request, id: unknown, tier: TierId | undefined): Promise<Report> {
    const userId = req.principal?.sub;
    const sector = industry.safeParse(id);
    if (!sector.success) {
      const asked = reportId.safeParse(id);
      const saved = userId && asked.success ? await savedReport(ctx.readStore, userId, asked.data) : undefined;
      if (!saved) throw new HttpError('NOT_FOUND', 'Report not found');
      return saved;
    }
    const level = reportLevel(tier && tierById(tier).features.marketReports);
    const entries = await facts.live(kindsFor(level), sector.data);
    let forUser: ForUser | undefined;
    if (userId && level === 'full') {
      const profile = await getBusinessProfile(ctx.readStore, userId);
      const matches = matchPartners(await directory.listed(), { industry: sector.data }, profile && { industry: profile.industry });
      forUser = { profile: profile && { industry: sector.data, goals: profile.goals }, matches };
    }
    const built = buildReport(sector.data, entries.map((e) => e.item), level, langOf(req), ctx.now().toISOString(), forUser);
    if (!userId) return built;
    const saved = await recordReport(ctx.events, userId, built, { now: ctx.now, context: commandContext(req) });
    await waitForProjection(ctx, saved.position, [HISTORY_PROJECTION, USAGE_PROJECTION]);
    // The same content generated before answers as first saved (its first generation time).
    return saved.recorded ? saved.report : ((await savedReport(ctx.readStore, userId, saved.reportId)) ?? saved.report);
  }

  const tierOf = async (req: Request) => (req.principal ? tierWithAccess(ctx.readStore, req.principal.sub, 'marketReport') : undefined);

  router.get('/market/report/:id', maybeSignedIn(ctx.jwtSecret), async (req, res) => {
    res.json(await reportFor(req, req.params.id, await tierOf(req)));
  });

  router.get('/market/report/:id/export', authorize(ctx.jwtSecret), requireAccess(ctx.readStore, 'reportExport'), async (req, res) => {
    const report = await reportFor(req, req.params.id, await tierOf(req));
    res
      .type('text/markdown; charset=utf-8')
      .attachment(`bawaba-report-${report.industry}-${report.generatedAt.slice(0, 10)}.md`)
      .send(reportMarkdown(report));
  });

  return router;
}
