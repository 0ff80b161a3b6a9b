import { siteTextStream, type SiteTextLanguage, type SiteTextSection, type SiteTexts } from '../../domain/siteTexts/siteText.ts';
import { siteTextDecider, type SiteTextCommand } from '../../domain/siteTexts/businessLogic.ts';
import type { EventStore } from '../../infra/eventstore/port.ts';
import type { CommandContext } from '../context.ts';
import { handleCommand } from '../handleCommand.ts';

export type SiteTextDeps = { now: () => Date; context: CommandContext; by: string };
export type SiteTextPage = { section: SiteTextSection; lang: SiteTextLanguage };

function run(store: EventStore, page: SiteTextPage, command: (now: string) => SiteTextCommand, deps: SiteTextDeps) {
  // The editing admin's IP and browser are kept like any user's, sealed with the admin's key.
  return handleCommand(store, siteTextStream(page.section, page.lang), siteTextDecider, () => command(deps.now().toISOString()), {
    context: deps.context,
  });
}

/** Saves the page's whole set of edited texts; keys left out show the locale file's text again. */
export function reviseSiteTexts(store: EventStore, page: SiteTextPage, texts: SiteTexts, allowedKeys: readonly string[], deps: SiteTextDeps) {
  return run(store, page, (now) => ({ type: 'ReviseSiteTexts', data: { ...page, by: deps.by, now, texts, allowedKeys } }), deps);
}

export function restoreSiteTexts(store: EventStore, page: SiteTextPage, revision: number, deps: SiteTextDeps) {
  return run(store, page, (now) => ({ type: 'RestoreSiteTexts', data: { ...page, by: deps.by, now, revision } }), deps);
}
