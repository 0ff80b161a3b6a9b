import { describe, it, expect } from 'vitest';
import { matchPartners, WEIGHTS } from '../../../domain/partners/matching.ts';
import type { Partner } from '../../../domain/partners/partner.ts';
import { partnerFromFact } from '../../../domain/partners/publicBodies.ts';
import { citiesNamedIn } from '../../../domain/partners/cities.ts';
import type { KnowledgeItem } from '../../../domain/market/knowledge.ts';

const firm = (over: Partial<Partner> & { id: string }): Partner => ({
  name: over.id, type: 'consulting', sectors: [], cities: [], languages: [], services: [], verified: false, website: null, ...over,
});
const energyLaw = firm({ id: 'energy-law', name: 'Energy Law', type: 'law-firm', sectors: ['energy'], cities: ['Riyadh'], languages: ['ar', 'en'], services: ['Licensing', 'contracts'] });
const jeddahLogistics = firm({ id: 'jeddah-logistics', name: 'Port Logistics', type: 'logistics', sectors: ['energy', 'trade-distribution'], cities: ['Jeddah'], services: ['customs clearance'] });
const national = firm({ id: 'partner-body', name: 'A Public Body', type: 'public-program', verified: true });
const farming = firm({ id: 'farm-consult', name: 'Farm Consult', sectors: ['agriculture'], cities: ['Riyadh'] });
const all = [farming, jeddahLogistics, national, energyLaw];

describe('partner matching', () => {
  it('ranks a partner of the sector, the city and the services first, with every reason', () => {
    const matches = matchPartners(all, { city: 'riyadh', services: ['licensing'], languages: ['ar'] }, { industry: 'energy' });
    expect(matches.map((m) => m.partner.id)).toEqual(['energy-law', 'partner-body']);
    expect(matches[0]).toEqual({
      partner: energyLaw,
      score: WEIGHTS.sector + WEIGHTS.city + WEIGHTS.service + WEIGHTS.language,
      reasons: ['Works in your sector: Energy', 'Based in Riyadh', 'Offers: Licensing', 'Speaks Arabic'],
      // The same reasons as data, for the web to say in the user's language (issue 17).
      because: [
        { code: 'sector', industry: 'energy' },
        { code: 'city', city: 'Riyadh', present: false },
        { code: 'service', service: 'Licensing' },
        { code: 'language', language: 'ar' },
      ],
    });
    expect(matches[1]!.reasons).toEqual(['Serves every sector', 'Public body, sourced']);
    expect(matches[1]!.because).toEqual([{ code: 'everySector' }, { code: 'verified', public: true }]);
  });

  it("filters out partners of other sectors, taking the request's industry over the profile's", () => {
    expect(matchPartners(all, {}, { industry: 'agriculture' }).map((m) => m.partner.id)).toEqual(['farm-consult', 'partner-body']);
    expect(matchPartners(all, { industry: 'trade-distribution' }, { industry: 'agriculture' }).map((m) => m.partner.id)).toEqual(['jeddah-logistics', 'partner-body']);
  });

  it('keeps public bodies whatever the city, with points where their fact names it', () => {
    const body = firm({ id: 'partner-centres', name: 'Centres', type: 'public-program', cities: ['Riyadh', 'Jeddah'], verified: true });
    expect(matchPartners([body], { city: 'Dammam' }, null)[0]!.reasons).toEqual(['Public body, sourced']);
    expect(matchPartners([body], { city: 'Jeddah' }, null)[0]).toMatchObject({ score: WEIGHTS.city + WEIGHTS.verified, reasons: ['Present in Jeddah', 'Public body, sourced'] });
  });

  it('filters out firms based only in other cities, keeping those that state none', () => {
    const ids = matchPartners(all, { city: 'Jiddah' }, null).map((m) => m.partner.id);
    expect(ids).toEqual(['jeddah-logistics', 'partner-body']);
    expect(matchPartners(all, { city: 'Jiddah' }, null)[0]!.reasons).toEqual(['Based in Jeddah']);
  });

  it('ranks by services and languages without filtering on them', () => {
    const matches = matchPartners(all, { services: ['customs'] }, { industry: 'energy' });
    expect(matches.map((m) => [m.partner.id, m.score])).toEqual([
      ['jeddah-logistics', WEIGHTS.sector + WEIGHTS.service],
      ['energy-law', WEIGHTS.sector],
      ['partner-body', WEIGHTS.everySector + WEIGHTS.verified],
    ]);
    expect(matches[0]!.reasons).toContain('Offers: customs clearance');
  });

  it('breaks ties by verification, then name, then id, whatever the input order', () => {
    const a = firm({ id: 'b', name: 'Same' });
    const b = firm({ id: 'a', name: 'Same' });
    const c = firm({ id: 'c', name: 'Alpha' });
    const v = firm({ id: 'v', name: 'Zeta', verified: true });
    expect(matchPartners([a, b, c], {}, null).map((m) => m.partner.id)).toEqual(['c', 'a', 'b']);
    expect(matchPartners([c, b, a], {}, null).map((m) => m.partner.id)).toEqual(['c', 'a', 'b']);
    expect(matchPartners([a, v], {}, null).map((m) => m.partner.id)).toEqual(['v', 'b']);
  });

  it('answers at most the limit, and nothing from an empty directory', () => {
    expect(matchPartners(all, {}, null, 2)).toHaveLength(2);
    expect(matchPartners([], { industry: 'energy' }, null)).toEqual([]);
  });
});

describe('public bodies in the directory', () => {
  const fact: KnowledgeItem = {
    id: 'partner-monshaat', kind: 'program', sectors: [],
    title: { en: "Monsha'at", ar: 'منشآت' },
    body: { en: 'Support centres in Riyadh, Jeddah, Madinah and Alkhobar.', ar: 'مراكز' },
    source: { publisher: 'Saudi News', title: 'SMEs', url: 'https://saudi.news/x' }, asOf: '2023-09-30', verifiedAt: '2026-11-23',
  };

  it('states only what the fact states: cities named in it, no services, languages or website', () => {
    expect(partnerFromFact(fact)).toEqual({
      id: 'partner-monshaat', name: "Monsha'at", type: 'public-program', sectors: [], cities: ['Riyadh', 'Jeddah', 'Madinah', 'Alkhobar'],
      languages: [], services: [], verified: true, website: null, source: fact.source,
    });
  });

  it('reads whole city names only', () => {
    expect(citiesNamedIn('Shailing and Riyadhs are not places; Al Khobar is')).toEqual(['Alkhobar']);
  });
});
