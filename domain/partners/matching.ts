import type { Industry } from '../businessProfiles/businessProfile.ts';
import { normaliseText } from '../market/arabic.ts';
import { canonicalCity, cityKey } from './cities.ts';
import { INDUSTRY_LABELS, type Partner } from './partner.ts';

export type MatchRequest = { industry?: Industry | undefined; city?: string | undefined; services?: readonly string[]; languages?: readonly string[] };
/** What matching takes from the caller's business profile (null: no profile yet). */
export type MatchProfile = { industry: Industry } | null;
/**
 * `reasons` in English words (the spec's field); `why` the same reasons as a key and its values, so a
 * page says them in the reader's language (issue 17): sector, every-sector, present-in, based-in,
 * offers, speaks, public-sourced, verified.
 */
export type MatchReason = { key: string; values?: Record<string, string> };
export type Match = { partner: Partner; score: number; reasons: string[]; why?: MatchReason[] | undefined };

/**
 * Points per criterion. A sector match weighs most: a partner who knows the user's industry is
 * the point of the service. A body that serves every sector is relevant but less specific.
 */
export const WEIGHTS = { sector: 40, everySector: 15, city: 25, service: 15, language: 10, verified: 5 } as const;
export const MAX_MATCHES = 20;

// Made on first use: building Intl's display names at import cost every server start about 70 ms.
let languageNames: Intl.DisplayNames | undefined;
const languageName = (code: string): string => (languageNames ??= new Intl.DisplayNames(['en'], { type: 'language', fallback: 'code' })).of(code) ?? code;
const fold = (text: string): string => normaliseText(text.trim()).replace(/\s+/g, ' ');

/** A requested service is offered when one of the partner's services holds it (or it holds one). */
function offered(partner: Partner, wanted: string): string | undefined {
  const w = fold(wanted);
  return partner.services.find((s) => {
    const have = fold(s);
    return have === w || have.includes(w) || w.includes(have);
  });
}

/**
 * Scores one partner, or says it does not fit. Two criteria filter: the industry (requested, else
 * the profile's) keeps partners of that sector and those serving every sector; a requested city
 * keeps firms based there and firms that state no city. Public bodies are national: the cities
 * their facts name (offices, a zone) only add points. Services and languages only rank, so a near
 * fit is still shown, below the full ones.
 */
function scoreOf(partner: Partner, request: MatchRequest, industry: Industry | undefined): Match | undefined {
  const reasons: string[] = [];
  const why: MatchReason[] = [];
  const because = (english: string, key: string, values?: Record<string, string>) => {
    reasons.push(english);
    why.push(values ? { key, values } : { key });
  };
  let score = 0;
  if (industry) {
    if (partner.sectors.includes(industry)) {
      score += WEIGHTS.sector;
      because(`Works in your sector: ${INDUSTRY_LABELS[industry]}`, 'sector', { industry });
    } else if (partner.sectors.length === 0) {
      score += WEIGHTS.everySector;
      because('Serves every sector', 'every-sector');
    } else return undefined;
  }
  if (request.city?.trim()) {
    const key = cityKey(request.city);
    const isPublic = partner.type === 'public-program';
    if (partner.cities.some((c) => cityKey(c) === key)) {
      score += WEIGHTS.city;
      because(`${isPublic ? 'Present' : 'Based'} in ${canonicalCity(request.city)}`, isPublic ? 'present-in' : 'based-in', { city: canonicalCity(request.city) });
    } else if (partner.cities.length > 0 && !isPublic) return undefined;
  }
  const services = new Set<string>();
  for (const wanted of request.services ?? []) {
    const hit = offered(partner, wanted);
    if (hit) services.add(hit);
  }
  for (const s of services) {
    score += WEIGHTS.service;
    because(`Offers: ${s}`, 'offers', { service: s });
  }
  const spoken = new Set((request.languages ?? []).map((l) => l.toLowerCase()).filter((l) => partner.languages.includes(l)));
  for (const l of spoken) {
    score += WEIGHTS.language;
    because(`Speaks ${languageName(l)}`, 'speaks', { language: l });
  }
  if (partner.verified) {
    score += WEIGHTS.verified;
    if (partner.type === 'public-program') because('Public body, sourced', 'public-sourced');
    else because('Verified by Bawaba', 'verified');
  }
  return { partner, score, reasons, why };
}

/**
 * Partners ranked for a request and the caller's profile: highest score first; ties go to the
 * verified partner, then by name, then by id, so the same directory always answers in one order.
 */
export function matchPartners(partners: readonly Partner[], request: MatchRequest, profile: MatchProfile, limit = MAX_MATCHES): Match[] {
  const industry = request.industry ?? profile?.industry;
  return partners
    .map((p) => scoreOf(p, request, industry))
    .filter((m): m is Match => m !== undefined)
    .sort(
      (a, b) =>
        b.score - a.score ||
        Number(b.partner.verified) - Number(a.partner.verified) ||
        a.partner.name.localeCompare(b.partner.name, 'en') ||
        (a.partner.id < b.partner.id ? -1 : a.partner.id > b.partner.id ? 1 : 0),
    )
    .slice(0, limit);
}
