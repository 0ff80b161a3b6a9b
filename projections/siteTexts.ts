import type { RecordedEvent } from '../infra/eventstore/port.ts';
import type { Doc } from '../infra/readstore/port.ts';
import { SITE_TEXT_EVENT_TYPES, type SiteTextEvent, type SiteTextLanguage, type SiteTextSection, type SiteTexts } from '../domain/siteTexts/siteText.ts';
import type { Projection } from './projection.ts';
import { projected } from './events.ts';
import { setGuarded } from './guarded.ts';

export const SITE_TEXTS = 'siteTexts';

/** One document per section and language (`<section>.<lang>`) with its current edited texts. */
export type SiteTextDoc = Doc & {
  section: SiteTextSection;
  lang: SiteTextLanguage;
  texts: SiteTexts;
  /** The stream revision + 1: the number of revisions, which the history numbers from 1. */
  revision: number;
  updatedAt: string;
  updatedBy: string;
  _rev: number;
};

export const siteTextsProjection: Projection = {
  name: 'siteTexts',
  version: 1,
  collections: [SITE_TEXTS],
  eventTypes: SITE_TEXT_EVENT_TYPES,
  async setup(store) {
    await store.collection(SITE_TEXTS).createIndex({ lang: 1 });
  },
  async apply(recorded: RecordedEvent, store) {
    const { section, lang, texts, by, at } = projected<SiteTextEvent>(recorded).data;
    // A whole-document $set: a key dropped from the texts must disappear, not linger from a merge.
    await setGuarded(store.collection<SiteTextDoc>(SITE_TEXTS), `${section}.${lang}`, recorded.revision, {
      section,
      lang,
      texts,
      revision: recorded.revision + 1,
      updatedAt: at,
      updatedBy: by,
    });
  },
};
