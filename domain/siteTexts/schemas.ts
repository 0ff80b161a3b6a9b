import { z } from 'zod';
import { declareEvent } from '../shared/declareEvent.ts';
import { SITE_TEXT_LANGUAGES, SITE_TEXT_SECTIONS, type SiteTextRevised } from './siteText.ts';

export const siteTextRevised = declareEvent<SiteTextRevised>()(
  'SiteTextRevised',
  z.object({
    section: z.enum(SITE_TEXT_SECTIONS),
    lang: z.enum(SITE_TEXT_LANGUAGES),
    texts: z.record(z.string(), z.string()),
    restoredFrom: z.number().int().nullable(),
    by: z.string(),
    at: z.string(),
  }),
);
