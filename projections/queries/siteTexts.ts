import type { EventStore } from '../../infra/eventstore/port.ts';
import type { ReadStore } from '../../infra/readstore/port.ts';
import { readEvent } from '../../domain/events.ts';
import {
  evolve,
  initialState,
  siteTextStream,
  type SiteTextEvent,
  type SiteTextLanguage,
  type SiteTextRevision,
  type SiteTextSection,
  type SiteTexts,
} from '../../domain/siteTexts/siteText.ts';
import { SITE_TEXTS, type SiteTextDoc } from '../siteTexts.ts';

export const SITE_TEXTS_PROJECTION = 'siteTexts';

/** The site texts read model: what the public pages show over the locale files' texts. */
export function siteTexts(store: ReadStore) {
  const docs = () => store.collection<SiteTextDoc>(SITE_TEXTS);
  return {
    /** Every edited text of one language, by section; sections nobody edited are absent. */
    async forLanguage(lang: SiteTextLanguage): Promise<Partial<Record<SiteTextSection, SiteTexts>>> {
      const found = await docs().find({ lang }, { sort: { _id: 1 } });
      return Object.fromEntries(found.filter((d) => Object.keys(d.texts).length > 0).map((d) => [d.section, d.texts]));
    },
    page(section: SiteTextSection, lang: SiteTextLanguage): Promise<SiteTextDoc | null> {
      return docs().findOne({ _id: `${section}.${lang}` });
    },
  };
}

/** Every revision of a page's texts, straight from its stream (the read model keeps only the current one). */
export async function siteTextHistory(events: EventStore, section: SiteTextSection, lang: SiteTextLanguage): Promise<SiteTextRevision[]> {
  const recorded = await events.readStream(siteTextStream(section, lang));
  return recorded.reduce((state, e) => evolve(state, readEvent<SiteTextEvent>(e)), initialState()).revisions;
}
