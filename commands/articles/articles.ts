import { randomBytes, randomUUID } from 'node:crypto';
import { articleStream, type ArticleContent } from '../../domain/articles/article.ts';
import { articleDecider, type ArticleCommand } from '../../domain/articles/businessLogic.ts';
import { slugDecider, slugStream } from '../../domain/articles/slug.ts';
import type { EventStore } from '../../infra/eventstore/port.ts';
import { DomainError } from '../../domain/shared/errors.ts';
import { sha256 } from '../../infra/security/tokens.ts';
import type { CommandContext } from '../context.ts';
import { handleCommand, loadState } from '../handleCommand.ts';

export type ArticleDeps = { now: () => Date; context: CommandContext; by: string };

/** Preview tokens carry a prefix so the server tells them from every other one-segment path. */
export const PREVIEW_TOKEN_PREFIX = 'pv_';
export const PREVIEW_TOKEN = /^pv_[A-Za-z0-9_-]{43}$/;
export const previewTokenHash = (token: string): string => sha256(token);

/** The editing admin's IP and browser are kept like any user's, sealed with the admin's key. */
const options = (deps: ArticleDeps) => ({ context: deps.context });

/** Reserves the slug for the article before the article names it, so two articles never share one. */
async function reserveSlug(store: EventStore, slug: string, articleId: string, deps: ArticleDeps): Promise<void> {
  await handleCommand(
    store,
    slugStream(slug),
    slugDecider,
    async (state) => {
      const holder = state.articleId;
      const holderExists = holder !== null && (holder === articleId || (await store.readStream(articleStream(holder))).length > 0);
      return { type: 'ReserveSlug' as const, data: { slug, articleId, now: deps.now().toISOString(), holderExists } };
    },
    options(deps),
  );
}

function run(store: EventStore, articleId: string, command: (now: string) => ArticleCommand, deps: ArticleDeps) {
  return handleCommand(store, articleStream(articleId), articleDecider, () => command(deps.now().toISOString()), options(deps));
}

export async function draftArticle(store: EventStore, content: ArticleContent, deps: ArticleDeps, articleId: string = randomUUID()) {
  await reserveSlug(store, content.slug, articleId, deps);
  const result = await run(store, articleId, (now) => ({ type: 'DraftArticle', data: { articleId, by: deps.by, now, content } }), deps);
  return { articleId, ...result };
}

export async function reviseArticle(store: EventStore, articleId: string, content: ArticleContent, deps: ArticleDeps) {
  await assertExists(store, articleId);
  await reserveSlug(store, content.slug, articleId, deps);
  return run(store, articleId, (now) => ({ type: 'ReviseArticle', data: { articleId, by: deps.by, now, content } }), deps);
}

export async function restoreRevision(store: EventStore, articleId: string, revision: number, deps: ArticleDeps) {
  const state = await loadState(store, articleStream(articleId), articleDecider);
  const slug = state.revisions.find((r) => r.number === revision)?.content.slug;
  // A revision's slug is normally still this article's; reserving again makes sure of it.
  if (slug) await reserveSlug(store, slug, articleId, deps);
  return run(store, articleId, (now) => ({ type: 'RestoreRevision', data: { articleId, by: deps.by, now, revision } }), deps);
}

type Simple = 'PublishArticle' | 'UnpublishArticle' | 'ArchiveArticle' | 'PublishDueArticle';
export function changeStatus(store: EventStore, articleId: string, type: Simple, deps: ArticleDeps) {
  return run(store, articleId, (now) => ({ type, data: { articleId, by: deps.by, now } }) as ArticleCommand, deps);
}

export function scheduleArticle(store: EventStore, articleId: string, publishAt: string, deps: ArticleDeps) {
  return run(store, articleId, (now) => ({ type: 'ScheduleArticle', data: { articleId, by: deps.by, now, publishAt } }), deps);
}

/** The token is answered once, here; the log keeps only its hash. */
export async function createPreviewLink(store: EventStore, articleId: string, ttlMs: number, deps: ArticleDeps) {
  const token = PREVIEW_TOKEN_PREFIX + randomBytes(32).toString('base64url');
  const linkId = randomUUID();
  const expiresAt = new Date(deps.now().getTime() + ttlMs).toISOString();
  const tokenHash = previewTokenHash(token);
  const result = await run(store, articleId, (now) => ({ type: 'CreatePreviewLink', data: { articleId, by: deps.by, now, linkId, tokenHash, expiresAt } }), deps);
  return { ...result, link: { linkId, token, expiresAt } };
}

export function revokePreviewLink(store: EventStore, articleId: string, linkId: string, deps: ArticleDeps) {
  return run(store, articleId, (now) => ({ type: 'RevokePreviewLink', data: { articleId, by: deps.by, now, linkId } }), deps);
}

async function assertExists(store: EventStore, articleId: string): Promise<void> {
  // A revision of an unknown id must not reserve a slug first: the decider would refuse it after.
  const state = await loadState(store, articleStream(articleId), articleDecider);
  if (state.status === 'none') throw new DomainError('NOT_FOUND', 'Article not found');
}
