import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ARTICLE_TAGS, coverImageUrl, type EditorArticle } from '@contracts/articles.ts';
import { ARTICLE_BODY_CLASS } from '@contracts/articleBodyClass.ts';
import { TextArea, TextField } from '@/components/forms/Field.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { blankFields, fieldErrors, requestErrorMessage } from '@/lib/form-errors.ts';
import { focusFirstInvalid } from '@/lib/focus-invalid.ts';
import { useFocusRefused } from '@/lib/forms.ts';
import { languageCodes } from '@/lib/languages.ts';
import type { ArticleInput } from '../api/article-commands.ts';
import { renderMarkdown } from '../api/render-markdown.ts';
import { uploadCover } from '../api/upload-cover.ts';

type Text = { title: string; excerpt: string; body: string };
const empty: Text = { title: '', excerpt: '', body: '' };

export function inputOf(article: EditorArticle | undefined): ArticleInput {
  if (!article) return { slug: '', author: '', tags: [], coverImage: null, translations: { en: { ...empty } } };
  const { slug, author, tags, coverImage, translations } = article;
  return { slug, author, tags, coverImage, translations: translations as ArticleInput['translations'] };
}

/** Only languages with a title are sent: an empty tab is not a translation. */
function cleaned(input: ArticleInput): ArticleInput {
  const translations = Object.fromEntries(Object.entries(input.translations).filter(([lang, t]) => lang === 'en' || t.title.trim() || t.body.trim()));
  return { ...input, translations };
}

/** The server renders the preview, so it shows exactly what readers will see (sanitized). */
function useLivePreview(markdown: string): string {
  const [html, setHtml] = useState('');
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      renderMarkdown(markdown, controller.signal).then((r) => setHtml(r.html), () => undefined);
    }, 300);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [markdown]);
  return html;
}

type Checked = 'slug' | 'author' | 'title' | 'body';
const CHECKED: readonly Checked[] = ['slug', 'author', 'title', 'body'];

/**
 * `failure` is the save's refusal: a field the server names (the slug already taken) is marked and
 * focused where it is, not only said beside the save button far below it. Blank required fields are
 * caught here, in the reader's language (the browser's own check spoke the browser's).
 */
export function ArticleForm({ article, busy, failure, onSave }: { article?: EditorArticle; busy: boolean; failure?: unknown; onSave: (input: ArticleInput) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [input, setInput] = useState<ArticleInput>(() => inputOf(article));
  const [lang, setLang] = useState('en');
  const [upload, setUpload] = useState<{ busy: boolean; error?: string }>({ busy: false });
  const [blank, setBlank] = useState<Partial<Record<Checked, string>>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const server = fieldErrors(failure, t);
  const errors: Partial<Record<Checked, string>> = { slug: server.slug, ...blank };
  const general = failure && !server.slug ? requestErrorMessage(failure, t) : undefined;
  useFocusRefused(formRef, failure);
  const text = input.translations[lang] ?? empty;
  const html = useLivePreview(text.body);
  const setText = (field: keyof Text, value: string) => setInput((i) => ({ ...i, translations: { ...i.translations, [lang]: { ...(i.translations[lang] ?? empty), [field]: value } } }));
  const toggleTag = (tag: string) => setInput((i) => ({ ...i, tags: i.tags.includes(tag) ? i.tags.filter((x) => x !== tag) : [...i.tags, tag] }));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const en = input.translations.en ?? empty;
    const found = blankFields({ slug: input.slug, author: input.author, title: en.title, body: en.body }, CHECKED, t);
    setBlank(found);
    const first = CHECKED.find((name) => found[name]);
    if (!first) return onSave(cleaned(input));
    // The English title and body are the required ones: show that tab to point at them.
    if ((first === 'title' || first === 'body') && lang !== 'en') setLang('en');
    focusFirstInvalid(event.currentTarget);
  };
  // The English title and body are the refused ones: on another language's tab they are not marked.
  const shown = (name: Checked) => ((name === 'title' || name === 'body') && lang !== 'en' ? undefined : errors[name]);
  const chooseCover = async (file: File | undefined) => {
    if (!file) return;
    setUpload({ busy: true });
    try {
      const { id: imageId } = await uploadCover(file);
      setInput((i) => ({ ...i, coverImage: imageId }));
      setUpload({ busy: false });
    } catch (err) {
      // The image's own reason (empty, unreadable) says more than the refusal's general text.
      setUpload({ busy: false, error: err instanceof ApiError ? (fieldErrors(err, t).image ?? requestErrorMessage(err, t)) : t('articles.mgmt.error') });
    }
  };
  const field = 'mt-1 w-full rounded-md border border-gray-300 px-3 py-2';

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="space-y-4" aria-label={t('articles.mgmt.heading')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('articles.mgmt.slug')} name="slug" value={input.slug} onChange={(e) => setInput({ ...input, slug: e.target.value })} dir="ltr" error={shown('slug')} />
        <TextField label={t('articles.mgmt.author')} name="author" value={input.author} onChange={(e) => setInput({ ...input, author: e.target.value })} error={shown('author')} />
      </div>
      <fieldset>
        <legend className="text-sm font-medium">{t('articles.mgmt.tags')}</legend>
        <div className="mt-1 flex flex-wrap gap-3">
          {ARTICLE_TAGS.map((tag) => (
            <label key={tag} className="flex items-center gap-1 text-sm">
              <input type="checkbox" checked={input.tags.includes(tag)} onChange={() => toggleTag(tag)} />
              {t(`articles.tags.${tag}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label className="block text-sm font-medium" htmlFor={`${id}-cover`}>
          {t('articles.mgmt.cover')}
        </label>
        <p className="text-xs text-gray-600">{t('articles.mgmt.uploadCover')}</p>
        <input id={`${id}-cover`} name="cover" type="file" accept="image/jpeg,image/png,image/webp" onChange={(e) => void chooseCover(e.target.files?.[0])} className="mt-1 text-sm" />
        {upload.busy && <p className="text-sm">{t('articles.mgmt.uploading')}</p>}
        {upload.error && <p role="alert" className="text-sm text-red-700">{upload.error}</p>}
        {input.coverImage && (
          <div className="mt-2 flex items-center gap-3">
            <img src={coverImageUrl(input.coverImage, 480)} alt="" className="h-20 rounded" />
            <button type="button" className="text-sm text-red-700 underline" onClick={() => setInput({ ...input, coverImage: null })}>
              {t('articles.mgmt.removeCover')}
            </button>
          </div>
        )}
      </div>
      <label className="block text-sm font-medium">
        {t('articles.mgmt.language')}
        <select value={lang} onChange={(e) => setLang(e.target.value)} className={field}>
          {languageCodes.map((code) => (
            <option key={code} value={code}>
              {code}
              {input.translations[code]?.title ? ' ✓' : ''}
            </option>
          ))}
        </select>
      </label>
      <p className="text-xs text-gray-600">{t('articles.mgmt.englishRequired')}</p>
      <div className="grid gap-4 lg:grid-cols-2" dir={lang === 'ar' ? 'rtl' : 'ltr'} lang={lang}>
        <div className="space-y-3">
          <TextField label={t('articles.mgmt.titleField')} name="title" optional={lang !== 'en'} value={text.title} onChange={(e) => setText('title', e.target.value)} error={shown('title')} />
          <label className="block text-sm font-medium">
            {t('articles.mgmt.excerpt')}
            <textarea name="excerpt" rows={2} value={text.excerpt} onChange={(e) => setText('excerpt', e.target.value)} className={field} />
          </label>
          <TextArea label={t('articles.mgmt.body')} name="body" optional={lang !== 'en'} rows={16} value={text.body} onChange={(e) => setText('body', e.target.value)} error={shown('body')} />
        </div>
        <section aria-label={t('articles.mgmt.livePreview')} className="rounded-md border border-gray-200 p-4">
          <h2 className="text-sm font-semibold text-gray-600">{t('articles.mgmt.livePreview')}</h2>
          <div data-testid="live-preview" className={ARTICLE_BODY_CLASS} dangerouslySetInnerHTML={{ __html: html }} />
        </section>
      </div>
      {(general || Object.values(errors).some(Boolean)) && (
        <p role="alert" className="text-sm text-red-700">
          {general ?? t('forms.fixErrors')}
        </p>
      )}
      <button type="submit" disabled={busy} className="rounded-md bg-emerald-700 px-4 py-2 font-semibold text-white disabled:opacity-50">
        {t('articles.mgmt.save')}
      </button>
    </form>
  );
}
