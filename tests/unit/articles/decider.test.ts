import { describe, expect, it } from 'vitest';
import { articleDecider } from '../../../domain/articles/businessLogic.ts';
import { previewOpen, readingMinutes, textFor, type ArticleContent, type ArticleEvent } from '../../../domain/articles/article.ts';
import { slugDecider } from '../../../domain/articles/slug.ts';
import { deciderSpec } from '../support/deciderSpec.ts';

const given = deciderSpec(articleDecider);
const now = '2026-11-22T10:00:00.000Z';
const later = '2026-11-23T10:00:00.000Z';
const who = { articleId: 'a1', by: 'editor-1', now };
const base = { articleId: 'a1', by: 'editor-1', at: now };

const content = (over: Partial<ArticleContent> = {}): ArticleContent => ({
  slug: 'first-steps',
  translations: { en: { title: 'First steps', excerpt: 'How to start', body: '# Start\n\nText.' } },
  tags: ['energy'],
  author: 'Bawaba editors',
  coverImage: null,
  ...over,
});
const drafted: ArticleEvent = { type: 'ArticleDrafted', data: { ...base, content: content() } };
const published: ArticleEvent = { type: 'ArticlePublished', data: { ...base, scheduled: false } };
const scheduled: ArticleEvent = { type: 'ArticleScheduled', data: { ...base, publishAt: later } };

describe('article decider', () => {
  it('drafts a new article; the same draft again records nothing; a different one under the same id is a conflict', () => {
    given([]).when({ type: 'DraftArticle', data: { ...who, content: content() } }).then([drafted]);
    given([drafted]).when({ type: 'DraftArticle', data: { ...who, content: content() } }).thenNothingHappens();
    given([drafted]).when({ type: 'DraftArticle', data: { ...who, content: content({ author: 'x' }) } }).thenThrows('CONFLICT');
  });

  it('revises with the whole content; an unchanged revision records nothing; an unknown article is NOT_FOUND', () => {
    const next = content({ slug: 'first-steps-2' });
    given([drafted]).when({ type: 'ReviseArticle', data: { ...who, content: next } }).then([{ type: 'ArticleRevised', data: { ...base, content: next, restoredFrom: null } }]);
    given([drafted]).when({ type: 'ReviseArticle', data: { ...who, content: content() } }).thenNothingHappens();
    given([]).when({ type: 'ReviseArticle', data: { ...who, content: content() } }).thenThrows('NOT_FOUND');
  });

  it('restores any revision as a new revision that names it', () => {
    const revised: ArticleEvent = { type: 'ArticleRevised', data: { ...base, content: content({ author: 'B' }), restoredFrom: null } };
    given([drafted, revised])
      .when({ type: 'RestoreRevision', data: { ...who, revision: 1 } })
      .then([{ type: 'ArticleRevised', data: { ...base, content: content(), restoredFrom: 1 } }]);
    given([drafted, revised]).when({ type: 'RestoreRevision', data: { ...who, revision: 9 } }).thenThrows('NOT_FOUND');
  });

  it('publishes once; an archived article cannot be published or revised', () => {
    given([drafted]).when({ type: 'PublishArticle', data: who }).then([published]);
    given([drafted, published]).when({ type: 'PublishArticle', data: who }).thenNothingHappens();
    const archived: ArticleEvent = { type: 'ArticleArchived', data: base };
    given([drafted, archived]).when({ type: 'PublishArticle', data: who }).thenThrows('ARTICLE_ARCHIVED');
    given([drafted, archived]).when({ type: 'ReviseArticle', data: { ...who, content: content({ author: 'x' }) } }).thenThrows('ARTICLE_ARCHIVED');
  });

  it('schedules only in the future and only an unpublished article', () => {
    given([drafted]).when({ type: 'ScheduleArticle', data: { ...who, publishAt: later } }).then([scheduled]);
    given([drafted]).when({ type: 'ScheduleArticle', data: { ...who, publishAt: now } }).thenThrows('VALIDATION_ERROR', { fields: { publishAt: 'Choose a time in the future' } });
    given([drafted, published]).when({ type: 'ScheduleArticle', data: { ...who, publishAt: later } }).thenThrows('ARTICLE_PUBLISHED');
    given([drafted, scheduled]).when({ type: 'ScheduleArticle', data: { ...who, publishAt: later } }).thenNothingHappens();
  });

  it('the scheduler publishes a scheduled article at its time, not before, and never one that was unpublished', () => {
    given([drafted, scheduled]).when({ type: 'PublishDueArticle', data: { ...who, now: later } }).then([{ type: 'ArticlePublished', data: { ...base, at: later, scheduled: true } }]);
    given([drafted, scheduled]).when({ type: 'PublishDueArticle', data: who }).thenNothingHappens();
    const unpublished: ArticleEvent = { type: 'ArticleUnpublished', data: base };
    given([drafted, scheduled, unpublished]).when({ type: 'PublishDueArticle', data: { ...who, now: later } }).thenNothingHappens();
  });

  it('unpublishes a published or scheduled article; archives once', () => {
    given([drafted, published]).when({ type: 'UnpublishArticle', data: who }).then([{ type: 'ArticleUnpublished', data: base }]);
    given([drafted]).when({ type: 'UnpublishArticle', data: who }).thenNothingHappens();
    given([drafted]).when({ type: 'ArchiveArticle', data: who }).then([{ type: 'ArticleArchived', data: base }]);
    given([drafted, { type: 'ArticleArchived', data: base }]).when({ type: 'ArchiveArticle', data: who }).thenNothingHappens();
  });

  it('creates preview links with a bounded lifetime and revokes them once', () => {
    const link = { linkId: 'l1', tokenHash: 'h'.repeat(43), expiresAt: later };
    const created: ArticleEvent = { type: 'ArticlePreviewLinkCreated', data: { ...base, ...link } };
    given([drafted]).when({ type: 'CreatePreviewLink', data: { ...who, ...link } }).then([created]);
    given([drafted]).when({ type: 'CreatePreviewLink', data: { ...who, ...link, expiresAt: '2027-06-01T00:00:00.000Z' } }).thenThrows('VALIDATION_ERROR');
    given([drafted, created]).when({ type: 'RevokePreviewLink', data: { ...who, linkId: 'l1' } }).then([{ type: 'ArticlePreviewLinkRevoked', data: { ...base, linkId: 'l1' } }]);
    given([drafted, created, { type: 'ArticlePreviewLinkRevoked', data: { ...base, linkId: 'l1' } }]).when({ type: 'RevokePreviewLink', data: { ...who, linkId: 'l1' } }).thenNothingHappens();
    given([drafted]).when({ type: 'RevokePreviewLink', data: { ...who, linkId: 'nope' } }).thenThrows('NOT_FOUND');
  });
});

describe('preview link expiry', () => {
  it('opens until its expiry, not at or after it, and never once revoked', () => {
    const link = { expiresAt: later, revoked: false };
    expect(previewOpen(link, new Date(Date.parse(later) - 1))).toBe(true);
    expect(previewOpen(link, new Date(later))).toBe(false);
    expect(previewOpen({ ...link, revoked: true }, new Date(now))).toBe(false);
  });
});

describe('slug reservation', () => {
  const spec = deciderSpec(slugDecider);
  const reserved = { type: 'ArticleSlugReserved' as const, data: { slug: 's', articleId: 'a1', reservedAt: now } };
  it('reserves a free slug, keeps it for its article, refuses it to another', () => {
    spec([]).when({ type: 'ReserveSlug', data: { slug: 's', articleId: 'a1', now, holderExists: false } }).then([reserved]);
    spec([reserved]).when({ type: 'ReserveSlug', data: { slug: 's', articleId: 'a1', now, holderExists: true } }).thenNothingHappens();
    spec([reserved]).when({ type: 'ReserveSlug', data: { slug: 's', articleId: 'a2', now: later, holderExists: true } }).thenThrows('SLUG_TAKEN');
  });
  it('takes over a reservation whose article never appeared, once it is stale', () => {
    spec([reserved])
      .when({ type: 'ReserveSlug', data: { slug: 's', articleId: 'a2', now: later, holderExists: false } })
      .then([{ type: 'ArticleSlugReserved', data: { slug: 's', articleId: 'a2', reservedAt: later } }]);
  });
});

describe('article texts', () => {
  it('falls back to English and says so', () => {
    const t = content().translations;
    expect(textFor(t, 'de')).toMatchObject({ lang: 'en', fallback: true });
    expect(textFor({ ...t, ar: { title: 'خطوات', excerpt: 'e', body: 'b' } }, 'ar')).toMatchObject({ lang: 'ar', fallback: false });
  });
  it('counts reading minutes, at least one', () => {
    expect(readingMinutes('word '.repeat(1000))).toBe(5);
    expect(readingMinutes('')).toBe(1);
  });
});
