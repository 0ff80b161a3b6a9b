import type { TFunction } from 'i18next';

// The topic titles already live under consultation.topics (the service page's words) with these keys.
export const TITLE_KEYS: Readonly<Record<string, string>> = {
  'market-entry': 'marketEntry',
  'regulatory-compliance': 'compliance',
  'local-partners': 'partners',
  'business-setup': 'setup',
  'visa-residency': 'visa',
  taxation: 'taxation',
};

/** A topic's title in the UI language; the API's (English) title when the locale has none. */
export function topicTitle(t: TFunction, id: string, fallback = id): string {
  const key = TITLE_KEYS[id];
  return key ? t(`consultation.topics.${key}.title`, { defaultValue: fallback }) : fallback;
}

/** A follow-up question by its id (`topic.question`, nested the same way in the locale files). */
export function questionText(t: TFunction, id: string, fallback = id): string {
  return t(`consultations.questions.${id}`, { defaultValue: fallback });
}
