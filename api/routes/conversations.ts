import { randomUUID } from 'node:crypto';
import { Router, type Request } from 'express';
import type { AppContext } from '../context.ts';
import { waitForProjection } from '../context.ts';
import { authorize, principal, tierWithAccess } from '../http/guards.ts';
import { body, query } from '../http/validate.ts';
import { commandContext } from '../http/commandContext.ts';
import { HttpError } from '../http/errors.ts';
import { byUser, type RateLimiterFactory } from '../http/rateLimit.ts';
import { languageOf } from './authKit.ts';
import { NOT_FOUND_MESSAGE } from '../../contracts/conversations.ts';
import type { Answerer, AnswererProfile } from '../../domain/conversations/answerer.ts';
import { noSourcedAnswerer } from '../../domain/conversations/answerer.ts';
import { isAssistantFeature, type AssistantFeature, type ConversationActor, type FeatureType } from '../../domain/conversations/conversation.ts';
import { DOORS, type Door } from '../../domain/subscriptions/policy.ts';
import { recordSearch as countMarketSearch } from '../../commands/market/recordSearch.ts';
import { derivedId } from '../../commands/conversations/sealing.ts';
import { deleteConversation, postMessage, recordSearch, startConversation, updateConversation, type ConversationDeps } from '../../commands/conversations/conversations.ts';
import { CONVERSATIONS_READ_MODEL, conversations, recentSearches } from '../../projections/queries/conversations.ts';
import { getBusinessProfile } from '../../projections/queries/businessProfiles.ts';
import { HISTORY_PROJECTION } from '../../projections/queries/market.ts';
import { USAGE_PROJECTION } from '../../projections/queries/usage.ts';
import { create, idParam, langQuery, listQuery, message, patch, recentQuery, search } from '../requests/conversations.ts';

function conversationId(req: Request): string {
  const parsed = idParam.safeParse(req.params);
  if (!parsed.success) throw new HttpError('NOT_FOUND', NOT_FOUND_MESSAGE);
  return parsed.data.id;
}

/** Each assistant feature is a door of the tier policy, with the limits of the route it stands beside. */
const ASSISTANT_DOORS: Readonly<Record<AssistantFeature, Door>> = {
  market: 'assistantMarket',
  legal: 'assistantLegal',
  partners: 'assistantPartners',
  general: 'assistantGeneral',
};

const actorOf = (req: Request): ConversationActor => {
  const who = principal(req);
  return { id: who.sub, admin: who.role === 'admin' };
};

/**
 * Conversations (issue 10; the expert chat of issue 9 uses the same messages). `answerer` is the
 * assistant's port: the default says it has no sourced answer; the knowledge search's retrieval
 * answerer is passed here once it exists.
 */
export function conversationsRouter(ctx: AppContext, limit: RateLimiterFactory, answerer: Answerer = noSourcedAnswerer): Router {
  const router = Router();
  const signedIn = authorize(ctx.jwtSecret);
  const vault = ctx.vault;
  // A person types far slower than this; a script posting faster is stopped before it fills the log.
  const writes = limit({ name: 'conversation-writes', windowMs: 60_000, limit: 60, key: byUser });
  const deps = (req: Request): ConversationDeps => ({ events: ctx.events, vault, now: ctx.now, context: commandContext(req), answerer });
  const read = (id: string, req: Request) => conversations(ctx.readStore).forReader(id, actorOf(req));

  /** `?lang=` is the web's UI language, which may differ from the browser's Accept-Language. */
  async function profileOf(req: Request): Promise<AnswererProfile> {
    const profile = await getBusinessProfile(ctx.readStore, principal(req).sub);
    const { lang } = query(req, langQuery);
    return { industry: profile?.industry ?? null, country: profile?.country ?? null, language: languageOf(req, lang) };
  }

  /**
   * Asks the tier policy before the assistant answers in `feature` (403 TIER_REQUIRED), and counts a
   * question to a counted feature (market) against its monthly allowance before it is stored, so a
   * refused question (403 QUOTA_EXCEEDED) leaves nothing behind. `key` makes a retried question count once.
   */
  async function admit(req: Request, feature: FeatureType, question: { content: string; key: string | null } | null) {
    if (!isAssistantFeature(feature)) return;
    const door = ASSISTANT_DOORS[feature];
    const userId = principal(req).sub;
    const tier = await tierWithAccess(ctx.readStore, userId, door);
    if (!question || !DOORS[door].counted) return;
    const searchId = question.key ? derivedId('assistant-search', userId, question.key) : randomUUID();
    const search = { searchId, userId, query: question.content, industry: null, searchType: 'market' as const, total: 0, via: 'assistant' as const, tier };
    const counted = await countMarketSearch(ctx.events, ctx.readStore, search, { now: ctx.now, context: commandContext(req) });
    await waitForProjection(ctx, counted.position, [HISTORY_PROJECTION, USAGE_PROJECTION]);
  }

  async function answerConversation(req: Request, id: string) {
    const conversation = await read(id, req);
    if (!conversation) throw new HttpError('NOT_FOUND', NOT_FOUND_MESSAGE);
    return conversation;
  }

  router.get('/conversations/searches/recent', signedIn, async (req, res) => {
    const { limit: n } = query(req, recentQuery);
    res.json({ success: true, searches: await recentSearches(ctx.readStore, principal(req).sub, n) });
  });

  router.post('/conversations/searches/recent', signedIn, writes, async (req, res) => {
    const input = body(req, search);
    const result = await recordSearch(deps(req), principal(req).sub, { query: input.query, feature: input.feature ?? null, clientSearchId: input.searchId });
    await waitForProjection(ctx, result.observed, [CONVERSATIONS_READ_MODEL]);
    res.status(201).json({ success: true, searchId: result.searchId });
  });

  router.post('/conversations', signedIn, writes, async (req, res) => {
    const input = body(req, create);
    const first = input.initialMessage ? { content: input.initialMessage, key: input.clientId ? `start:${input.clientId}` : null } : null;
    await admit(req, input.featureType, first);
    const result = await startConversation(
      deps(req),
      { ownerId: principal(req).sub, featureType: input.featureType, title: input.title, initialMessage: input.initialMessage, clientId: input.clientId },
      await profileOf(req),
    );
    await waitForProjection(ctx, result.observed, [CONVERSATIONS_READ_MODEL]);
    res.status(result.created === false ? 200 : 201).json({ success: true, conversation: await answerConversation(req, result.conversationId) });
  });

  router.get('/conversations', signedIn, async (req, res) => {
    const { limit: n, feature } = query(req, listQuery);
    res.json({ success: true, conversations: await conversations(ctx.readStore).list(principal(req).sub, { limit: n, feature }) });
  });

  router.get('/conversations/:id', signedIn, async (req, res) => {
    res.json({ success: true, conversation: await answerConversation(req, conversationId(req)) });
  });

  router.patch('/conversations/:id', signedIn, writes, async (req, res) => {
    const id = conversationId(req);
    const input = body(req, patch);
    const result = await updateConversation(deps(req), id, actorOf(req), input);
    await waitForProjection(ctx, result.observed, [CONVERSATIONS_READ_MODEL]);
    res.json({ success: true, conversation: await answerConversation(req, id) });
  });

  router.delete('/conversations/:id', signedIn, writes, async (req, res) => {
    const id = conversationId(req);
    const result = await deleteConversation(deps(req), id, actorOf(req));
    await waitForProjection(ctx, result.observed, [CONVERSATIONS_READ_MODEL]);
    res.json({ success: true, id });
  });

  router.post('/conversations/:id/messages', signedIn, writes, async (req, res) => {
    const id = conversationId(req);
    const input = body(req, message);
    const feature = await conversations(ctx.readStore).featureFor(id, actorOf(req));
    // An unknown conversation falls through to the command, which answers 404 as before.
    if (feature && input.role === 'user') await admit(req, feature, { content: input.content, key: input.messageId ? `${id}:${input.messageId}` : null });
    const result = await postMessage(deps(req), id, actorOf(req), { ...input, clientMessageId: input.messageId }, await profileOf(req));
    await waitForProjection(ctx, result.observed, [CONVERSATIONS_READ_MODEL]);
    const view = conversations(ctx.readStore);
    const [posted, reply] = await Promise.all([view.message(id, result.messageId!), result.replyId ? view.message(id, result.replyId) : undefined]);
    if (!posted) throw new HttpError('NOT_FOUND', NOT_FOUND_MESSAGE);
    res.status(result.created ? 201 : 200).json({ success: true, message: posted, reply: reply ?? null });
  });

  return router;
}
