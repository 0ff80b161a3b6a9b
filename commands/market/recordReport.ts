import { createHash } from 'node:crypto';
import { canonicalJson } from '../../domain/shared/canonicalJson.ts';
import type { EventStore } from '../../infra/eventstore/port.ts';
import { handleCommand } from '../handleCommand.ts';
import { withoutPersonalData, type CommandContext } from '../context.ts';
import { reportStream, savedReportDecider } from '../../domain/market/savedReports.ts';
import type { Report } from '../../domain/market/report.ts';

/**
 * The id of a user's report: a hash of the user and what the report says (not when it was made),
 * shaped as a uuid. The same content generated again has the same id, so viewing a report twice
 * records it once; any change (a revised fact, a new partner, another language) is a new report.
 * Version 8 (RFC 9562's custom layout) with the RFC variant, so it passes as any uuid does.
 */
export function reportIdFor(userId: string, report: Report): string {
  const { id: _id, generatedAt: _at, ...content } = report;
  const hex = createHash('sha256').update(`${userId}\n${canonicalJson(content)}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Saves a report generated for a signed-in user. Answers the report as saved: the new one, or the
 * one recorded before with the same content (`recorded: false`, its first generation time kept
 * by the caller reading it back).
 */
export async function recordReport(store: EventStore, userId: string, built: Report, deps: { now: () => Date; context: CommandContext }) {
  const at = deps.now().toISOString();
  const reportId = reportIdFor(userId, built);
  const report: Report = { ...built, id: reportId, generatedAt: at };
  const data = { reportId, userId, industry: report.industry, level: report.level, lang: report.lang, month: at.slice(0, 7), at, report };
  const result = await handleCommand(store, reportStream(reportId), savedReportDecider, { type: 'RecordReport', data }, { context: withoutPersonalData(deps.context) });
  return { reportId, report, recorded: result.newEvents.length > 0, position: result.position ?? result.observed };
}
