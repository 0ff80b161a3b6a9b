import { DomainError, fieldRefusal } from '../shared/errors.ts';
import type { Decider } from '../shared/decider.ts';
import {
  currentContent,
  evolve,
  initialState,
  type ArticleContent,
  type ArticleEvent,
  type ArticleState,
} from './article.ts';

type Who = { articleId: string; by: string; now: string };

export type DraftArticle = { type: 'DraftArticle'; data: Who & { content: ArticleContent } };
export type ReviseArticle = { type: 'ReviseArticle'; data: Who & { content: ArticleContent } };
export type RestoreRevision = { type: 'RestoreRevision'; data: Who & { revision: number } };
export type PublishArticle = { type: 'PublishArticle'; data: Who };
export type ScheduleArticle = { type: 'ScheduleArticle'; data: Who & { publishAt: string } };
/** The scheduler's command: publishes a scheduled article whose time has come, and nothing else. */
export type PublishDueArticle = { type: 'PublishDueArticle'; data: Who };
export type UnpublishArticle = { type: 'UnpublishArticle'; data: Who };
export type ArchiveArticle = { type: 'ArchiveArticle'; data: Who };
export type CreatePreviewLink = { type: 'CreatePreviewLink'; data: Who & { linkId: string; tokenHash: string; expiresAt: string } };
export type RevokePreviewLink = { type: 'RevokePreviewLink'; data: Who & { linkId: string } };

export type ArticleCommand =
  | DraftArticle
  | ReviseArticle
  | RestoreRevision
  | PublishArticle
  | ScheduleArticle
  | PublishDueArticle
  | UnpublishArticle
  | ArchiveArticle
  | CreatePreviewLink
  | RevokePreviewLink;

/** The longest a preview link may live: long enough for a review round, short enough to forget. */
export const PREVIEW_MAX_MS = 30 * 24 * 3_600_000;

const notFound = () => new DomainError('NOT_FOUND', 'Article not found');
const sameContent = (a: ArticleContent | undefined, b: ArticleContent) => JSON.stringify(a) === JSON.stringify(b);

function existing(state: ArticleState): void {
  if (state.status === 'none') throw notFound();
}
function editable(state: ArticleState): void {
  existing(state);
  if (state.status === 'archived') throw new DomainError('ARTICLE_ARCHIVED', 'This article is archived and can no longer be changed');
}

function revise(state: ArticleState, d: Who, content: ArticleContent, restoredFrom: number | null): ArticleEvent[] {
  editable(state);
  if (sameContent(currentContent(state), content)) return [];
  return [{ type: 'ArticleRevised', data: { articleId: d.articleId, content, restoredFrom, by: d.by, at: d.now } }];
}

export function decide(command: ArticleCommand, state: ArticleState): ArticleEvent[] {
  const d = command.data;
  const base = { articleId: d.articleId, by: d.by, at: d.now };
  switch (command.type) {
    case 'DraftArticle':
      // A repeated draft (same id, same content) is the same request again.
      if (state.status !== 'none') {
        if (sameContent(state.revisions[0]?.content, command.data.content)) return [];
        throw new DomainError('CONFLICT', 'An article with this id already exists');
      }
      return [{ type: 'ArticleDrafted', data: { ...base, content: command.data.content } }];
    case 'ReviseArticle':
      return revise(state, d, command.data.content, null);
    case 'RestoreRevision': {
      existing(state);
      const revision = state.revisions.find((r) => r.number === command.data.revision);
      if (!revision) throw new DomainError('NOT_FOUND', `Revision ${command.data.revision} does not exist`);
      return revise(state, d, revision.content, revision.number);
    }
    case 'PublishArticle':
      editable(state);
      return state.status === 'published' ? [] : [{ type: 'ArticlePublished', data: { ...base, scheduled: false } }];
    case 'ScheduleArticle': {
      editable(state);
      const at = Date.parse(command.data.publishAt);
      if (!(at > Date.parse(d.now))) {
        throw new DomainError('VALIDATION_ERROR', 'Choose a publication time in the future', fieldRefusal('publishAt', 'TIME_NOT_IN_FUTURE', 'Choose a time in the future'));
      }
      if (state.status === 'published') throw new DomainError('ARTICLE_PUBLISHED', 'This article is already published; unpublish it first to schedule it');
      const publishAt = new Date(at).toISOString();
      if (state.status === 'scheduled' && state.publishAt === publishAt) return [];
      return [{ type: 'ArticleScheduled', data: { ...base, publishAt } }];
    }
    case 'PublishDueArticle':
      if (state.status !== 'scheduled' || !state.publishAt || Date.parse(state.publishAt) > Date.parse(d.now)) return [];
      return [{ type: 'ArticlePublished', data: { ...base, scheduled: true } }];
    case 'UnpublishArticle':
      existing(state);
      return state.status === 'published' || state.status === 'scheduled' ? [{ type: 'ArticleUnpublished', data: base }] : [];
    case 'ArchiveArticle':
      existing(state);
      return state.status === 'archived' ? [] : [{ type: 'ArticleArchived', data: base }];
    case 'CreatePreviewLink': {
      editable(state);
      const { linkId, tokenHash, expiresAt } = command.data;
      const ttl = Date.parse(expiresAt) - Date.parse(d.now);
      if (!(ttl > 0 && ttl <= PREVIEW_MAX_MS)) {
        throw new DomainError('VALIDATION_ERROR', 'A preview link lasts between a minute and 30 days', fieldRefusal('expiresInHours', 'PREVIEW_LIFETIME', 'Between 1 hour and 30 days'));
      }
      if (state.previewLinks.some((l) => l.linkId === linkId)) return [];
      return [{ type: 'ArticlePreviewLinkCreated', data: { ...base, linkId, tokenHash, expiresAt } }];
    }
    case 'RevokePreviewLink': {
      existing(state);
      const link = state.previewLinks.find((l) => l.linkId === command.data.linkId);
      if (!link) throw new DomainError('NOT_FOUND', 'Preview link not found');
      return link.revoked ? [] : [{ type: 'ArticlePreviewLinkRevoked', data: { ...base, linkId: link.linkId } }];
    }
  }
}

export const articleDecider: Decider<ArticleState, ArticleCommand, ArticleEvent> = { initialState, evolve, decide };
