import { DomainError, fieldRefusals } from '../shared/errors.ts';
import type { Decider } from '../shared/decider.ts';
import {
  SITE_TEXT_MAX_LENGTH,
  currentTexts,
  evolve,
  initialState,
  type SiteTextEvent,
  type SiteTextLanguage,
  type SiteTextSection,
  type SiteTextState,
  type SiteTexts,
} from './siteText.ts';

type Who = { section: SiteTextSection; lang: SiteTextLanguage; by: string; now: string };

/** `allowedKeys` is the section's key catalog (the locale file's keys), handed in so the domain reads no file. */
export type ReviseSiteTexts = { type: 'ReviseSiteTexts'; data: Who & { texts: SiteTexts; allowedKeys: readonly string[] } };
export type RestoreSiteTexts = { type: 'RestoreSiteTexts'; data: Who & { revision: number } };
export type SiteTextCommand = ReviseSiteTexts | RestoreSiteTexts;

// Control characters other than line breaks never belong in a page's text.
const CONTROL = /[\u0000-\u0009\u000B\u000C\u000E-\u001F\u007F]/;

/** Every problem at once, keyed by the text's key, so an editor sees them all beside their fields. */
function validate(texts: SiteTexts, allowedKeys: readonly string[]): SiteTexts {
  const refused: Parameters<typeof fieldRefusals>[0] = {};
  const clean: SiteTexts = {};
  for (const [key, raw] of Object.entries(texts)) {
    const value = raw.trim();
    if (!allowedKeys.includes(key)) refused[key] = { code: 'TEXT_KEY_UNKNOWN', message: 'Unknown text key' };
    else if (value.length === 0) refused[key] = { code: 'TEXT_EMPTY', message: 'Text is empty: leave it out to show the default text' };
    else if (value.length > SITE_TEXT_MAX_LENGTH) refused[key] = { code: 'TEXT_TOO_LONG', message: `At most ${SITE_TEXT_MAX_LENGTH} characters` };
    else if (CONTROL.test(value)) refused[key] = { code: 'TEXT_CONTROL_CHARACTERS', message: 'Text contains control characters' };
    else clean[key] = value;
  }
  if (Object.keys(refused).length) throw new DomainError('VALIDATION_ERROR', 'Some texts are not valid', fieldRefusals(refused));
  return sortKeys(clean);
}

// One order for the same texts, so comparing two revisions is comparing their JSON.
const sortKeys = (texts: SiteTexts): SiteTexts => Object.fromEntries(Object.entries(texts).sort(([a], [b]) => (a < b ? -1 : 1)));
const same = (a: SiteTexts, b: SiteTexts) => JSON.stringify(sortKeys(a)) === JSON.stringify(sortKeys(b));

function revised(state: SiteTextState, d: Who, texts: SiteTexts, restoredFrom: number | null): SiteTextEvent[] {
  // The same texts again (a repeated save) change nothing and leave no revision.
  if (same(currentTexts(state), texts)) return [];
  return [{ type: 'SiteTextRevised', data: { section: d.section, lang: d.lang, texts, restoredFrom, by: d.by, at: d.now } }];
}

export function decide(command: SiteTextCommand, state: SiteTextState): SiteTextEvent[] {
  switch (command.type) {
    case 'ReviseSiteTexts':
      return revised(state, command.data, validate(command.data.texts, command.data.allowedKeys), null);
    case 'RestoreSiteTexts': {
      const revision = state.revisions.find((r) => r.number === command.data.revision);
      if (!revision) throw new DomainError('NOT_FOUND', `Revision ${command.data.revision} does not exist`);
      return revised(state, command.data, revision.texts, revision.number);
    }
  }
}

export const siteTextDecider: Decider<SiteTextState, SiteTextCommand, SiteTextEvent> = { initialState, evolve, decide };
