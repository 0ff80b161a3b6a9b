import type { Decider, DomainEvent } from '../shared/decider.ts';
import type { Industry } from '../businessProfiles/businessProfile.ts';
import type { Lang } from './present.ts';
import type { Report, ReportLevel } from './report.ts';

/**
 * A report generated for a signed-in user, one stream per report, `marketReport-<reportId>`. The
 * event carries the report as it was shown, so opening it again shows the same content even after
 * the facts, the profile or the partner directory change. The id is derived from the user and the
 * content (commands/market/recordReport.ts), so the same report generated twice is recorded once.
 */
export type MarketReportGenerated = DomainEvent<
  'MarketReportGenerated',
  { reportId: string; userId: string; industry: Industry; level: ReportLevel; lang: Lang; month: string; at: string; report: Report }
>;
export type SavedReportEvent = MarketReportGenerated;

export type SavedReportState = { recorded: boolean };
export type RecordReport = { type: 'RecordReport'; data: MarketReportGenerated['data'] };

export const reportStream = (reportId: string): string => `marketReport-${reportId}`;

export function decide(command: RecordReport, state: SavedReportState): SavedReportEvent[] {
  return state.recorded ? [] : [{ type: 'MarketReportGenerated', data: command.data }];
}

export const savedReportDecider: Decider<SavedReportState, RecordReport, SavedReportEvent> = {
  initialState: () => ({ recorded: false }),
  evolve: () => ({ recorded: true }),
  decide,
};
