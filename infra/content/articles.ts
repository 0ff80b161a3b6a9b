import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { ARTICLE_LANGUAGES, SLUG_PATTERN, type ArticleContent } from '../../domain/articles/article.ts';
import { INDUSTRIES } from '../../domain/businessProfiles/businessProfile.ts';

/**
 * The articles shipped with the repository (issue 12): one folder per article with meta.json
 * (fixed id, slug, author, tags, titles and excerpts) and one `<lang>.md` body per language.
 */
export const ARTICLES_DIR = fileURLToPath(new URL('./articles/', import.meta.url));

const meta = z.strictObject({
  id: z.uuid(),
  slug: z.string().regex(SLUG_PATTERN),
  author: z.string().min(1),
  tags: z.array(z.enum(INDUSTRIES)),
  translations: z.partialRecord(z.enum(ARTICLE_LANGUAGES), z.strictObject({ title: z.string().min(1), excerpt: z.string() })),
});

export type SeedArticle = { id: string; content: ArticleContent };
export type SeedResult = { ok: true; article: SeedArticle } | { ok: false; dir: string; error: string };

export function readSeedArticles(dir: string = ARTICLES_DIR): SeedResult[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort()
    .map((name): SeedResult => {
      try {
        const parsed = meta.parse(JSON.parse(readFileSync(join(dir, name, 'meta.json'), 'utf8')));
        const translations: Record<string, { title: string; excerpt: string; body: string }> = {};
        for (const [lang, text] of Object.entries(parsed.translations)) {
          const file = join(dir, name, `${lang}.md`);
          if (existsSync(file)) translations[lang] = { ...text!, body: readFileSync(file, 'utf8') };
        }
        if (!translations.en) throw new Error('en.md and an English title are required');
        const content = { slug: parsed.slug, author: parsed.author, tags: parsed.tags, coverImage: null, translations: translations as ArticleContent['translations'] };
        return { ok: true, article: { id: parsed.id, content } };
      } catch (error) {
        return { ok: false, dir: name, error: (error as Error).message };
      }
    });
}
