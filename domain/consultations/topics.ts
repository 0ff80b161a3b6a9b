/**
 * The six consultation topics of the spec (section 3) and their follow-up questions. Ids are stable
 * and stored in bookings; the words live in topicTexts.ts keyed by these ids, so a translation is
 * one more table there. Pure data: the web imports it too.
 */
export const TOPIC_IDS = [
  'market-entry',
  'regulatory-compliance',
  'local-partners',
  'business-setup',
  'visa-residency',
  'taxation',
] as const;
export type TopicId = (typeof TOPIC_IDS)[number];

export const TOPIC_FOLLOW_UPS: Readonly<Record<TopicId, readonly string[]>> = {
  'market-entry': ['market-entry.cities', 'market-entry.timeline', 'market-entry.presence'],
  'regulatory-compliance': ['regulatory-compliance.sector', 'regulatory-compliance.licences', 'regulatory-compliance.concerns'],
  'local-partners': ['local-partners.kind', 'local-partners.criteria', 'local-partners.contacts'],
  'business-setup': ['business-setup.structure', 'business-setup.ownership', 'business-setup.stage'],
  'visa-residency': ['visa-residency.who', 'visa-residency.type', 'visa-residency.count'],
  taxation: ['taxation.activity', 'taxation.revenue', 'taxation.questions'],
};

export const isTopicId = (value: unknown): value is TopicId => TOPIC_IDS.includes(value as TopicId);

/** Longest answer to one follow-up question (issue 9). */
export const MAX_ANSWER_LENGTH = 2_000;
