import type { KnowledgeItem } from '../market/knowledge.ts';
import { citiesNamedIn } from './cities.ts';
import type { Partner } from './partner.ts';

/** Public bodies are knowledge facts (infra/content/knowledge/partners-public.json) with this id prefix. */
export const PUBLIC_PARTNER_PREFIX = 'partner-';
export const isPublicPartnerFact = (factId: string): boolean => factId.startsWith(PUBLIC_PARTNER_PREFIX);

/**
 * A directory entry from a sourced fact, stating only what the fact states: the name is its
 * title, the sectors are its sectors (empty: every sector), the cities are those its English
 * text names, and services, languages and website stay empty because the facts do not state
 * them (the source URL is the publisher's page about the body, not the body's own site).
 */
export function partnerFromFact(item: KnowledgeItem): Partner {
  return {
    id: item.id,
    name: item.title.en,
    type: 'public-program',
    sectors: [...item.sectors],
    cities: citiesNamedIn(`${item.title.en} ${item.body.en}`),
    languages: [],
    services: [],
    verified: true,
    website: null,
    source: item.source,
  };
}
