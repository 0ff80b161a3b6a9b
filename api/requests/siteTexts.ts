import { z } from 'zod';
import { SITE_TEXT_LANGUAGES, SITE_TEXT_SECTIONS } from '../../domain/siteTexts/siteText.ts';

export const lang = z.enum(SITE_TEXT_LANGUAGES, { error: `Choose one of: ${SITE_TEXT_LANGUAGES.join(', ')}` });
export const pageParams = z.object({ section: z.enum(SITE_TEXT_SECTIONS, { error: `Choose one of: ${SITE_TEXT_SECTIONS.join(', ')}` }), lang });
export const revision = z.strictObject({ texts: z.record(z.string(), z.string({ error: 'Must be text' }), { error: 'texts must be an object of text keys' }) });
export const restore = z.strictObject({ revision: z.number({ error: 'revision must be a number' }).int().min(1, 'Revisions start at 1') });
