import type { ReadStore } from '../../infra/readstore/port.ts';
import type { ExpertProfile } from '../../domain/consultations/expertProfile.ts';
import { EXPERTS, type ExpertDoc } from '../experts.ts';

/** What GET /api/experts shows of each expert; availability stays behind the slots endpoint. */
export type ExpertSummary = {
  id: string;
  displayName: string;
  headline: string;
  /** The expert's own words for clients, shown on /consultation. */
  bio: string;
  languages: string[];
  topics: string[];
  /** Mean of the reviews, one decimal; null before the first one. */
  rating: number | null;
  reviewCount: number;
};

export function summaryOf(doc: ExpertDoc): ExpertSummary {
  const ratings = Object.values(doc.reviews ?? {});
  const rating = ratings.length === 0 ? null : Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10;
  return { id: doc._id, displayName: doc.displayName, headline: doc.headline, bio: doc.bio ?? '', languages: doc.languages, topics: doc.topics, rating, reviewCount: ratings.length };
}

export function profileOf(doc: ExpertDoc): ExpertProfile {
  const { displayName, headline, bio, languages, topics, timeZone, weekly, datesOff, minNoticeHours, bufferMinutes, horizonDays } = doc;
  return { displayName, headline, bio, languages, topics, timeZone, weekly, datesOff, minNoticeHours, bufferMinutes, horizonDays };
}

export async function listExperts(store: ReadStore, filter: { topic?: string; id?: string } = {}): Promise<ExpertDoc[]> {
  const docs = await store.collection<ExpertDoc>(EXPERTS).find(filter.id ? { _id: filter.id } : {}, { sort: { _id: 1 } });
  // Topic membership is tested here: the embedded store's fast matcher compares arrays whole.
  return filter.topic ? docs.filter((d) => d.topics.includes(filter.topic as ExpertDoc['topics'][number])) : docs;
}

export const getExpert = (store: ReadStore, id: string): Promise<ExpertDoc | null> => store.collection<ExpertDoc>(EXPERTS).findOne({ _id: id });
