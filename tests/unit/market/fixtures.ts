import type { KnowledgeItem } from '../../../domain/market/knowledge.ts';

/** A valid item; tests change only what they are about. */
export function item(id: string, overrides: Partial<KnowledgeItem> = {}): KnowledgeItem {
  return {
    id,
    kind: 'indicator',
    sectors: ['energy'],
    title: { en: `Title of ${id}`, ar: 'عنوان' },
    body: { en: `Body of ${id}.`, ar: 'نص' },
    source: { publisher: 'GASTAT', title: 'Statistics', url: 'https://www.stats.gov.sa/en' },
    asOf: '2025-06-30',
    verifiedAt: '2026-11-20',
    ...overrides,
  };
}
