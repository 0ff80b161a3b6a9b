import type { Observable } from 'rxjs';
import type { RecordedEvent } from '../../infra/eventstore/port.ts';
import type { ReadStore } from '../../infra/readstore/port.ts';
import { openWith, personKey } from '../../infra/security/personalData.ts';
import type { KnowledgeItem } from '../../domain/market/knowledge.ts';
import type { Industry } from '../../domain/businessProfiles/businessProfile.ts';
import { KNOWLEDGE, type KnowledgeDoc } from '../knowledge.ts';
import type { Report } from '../../domain/market/report.ts';
import { MARKET_HISTORY, MARKET_REPORTS, type MarketHistoryDoc, type MarketReportDoc } from '../marketHistory.ts';
import { SearchIndex } from '../searchIndex.ts';
import type { ProjectionControl } from '../progress.ts';

export type { SearchIndex, Hit } from '../searchIndex.ts';
export const KNOWLEDGE_PROJECTION = 'knowledge';
export const HISTORY_PROJECTION = 'marketHistory';

/**
 * Loads a process's search index (saved, or built from the knowledge read model) and keeps it
 * following the projection; `progress` tells where the knowledge projection stands.
 */
export async function openSearchIndex(store: ReadStore, projected$: Observable<RecordedEvent>, progress?: Pick<ProjectionControl, 'states'>): Promise<SearchIndex> {
  const index = new SearchIndex();
  const knowledgeAt = async () => (await progress?.states())?.projections.find((p) => p.name === KNOWLEDGE_PROJECTION)?.position ?? null;
  await index.start(store, projected$, knowledgeAt);
  return index;
}

export type KnowledgeEntry = { item: KnowledgeItem; revisions: number; verifiedAt: string; asOf: string };

/** The current, live knowledge items; an industry keeps items for it and for every sector. */
export function knowledge(store: ReadStore) {
  const docs = () => store.collection<KnowledgeDoc>(KNOWLEDGE);
  const entry = (d: KnowledgeDoc): KnowledgeEntry => ({ item: d.item, revisions: d.revisions, verifiedAt: d.verifiedAt, asOf: d.asOf });
  return {
    async live(kinds: readonly string[], industry?: Industry): Promise<KnowledgeEntry[]> {
      const filter: Record<string, unknown> = { status: 'live', kind: { $in: [...kinds] } };
      if (industry) filter.$or = [{ sectors: industry }, { sectors: { $size: 0 } }];
      return (await docs().find(filter, { sort: { _id: 1 } })).map(entry);
    },
    async byId(id: string): Promise<KnowledgeEntry | undefined> {
      const doc = await docs().findOne({ _id: id, status: 'live' });
      return doc ? entry(doc) : undefined;
    },
  };
}

export type HistoryEntry =
  | { id: string; kind: 'search'; query: string; industry: Industry | null; type: string; total: number; at: string }
  | { id: string; kind: 'report'; industry: Industry; level: Report['level']; lang: Report['lang']; at: string };

/** A user's searches and generated reports, newest first, the queries opened with the user's key. */
export async function marketHistory(store: ReadStore, userId: string, limit: number): Promise<HistoryEntry[]> {
  const docs = await store.collection<MarketHistoryDoc>(MARKET_HISTORY).find({ userId }, { sort: { at: -1, _id: -1 }, limit });
  const key = docs.some((d) => d.kind === 'search') ? await personKey(store, userId) : undefined;
  return docs.map((d) =>
    d.kind === 'report'
      ? { id: d._id, kind: d.kind, industry: d.industry, level: d.level, lang: d.lang, at: d.at }
      : { id: d._id, kind: d.kind, query: openWith(key, d.query), industry: d.industry, type: d.searchType, total: d.total, ...(d.via ? { via: d.via } : {}), at: d.at },
  );
}

/** A report saved for this user, as it was generated; another user's report is as unknown as a missing one. */
export async function savedReport(store: ReadStore, userId: string, reportId: string): Promise<Report | undefined> {
  const doc = await store.collection<MarketReportDoc>(MARKET_REPORTS).findOne({ _id: reportId });
  return doc && doc.userId === userId ? doc.report : undefined;
}
