import { z } from 'zod';
import {
  ASSISTANT_FEATURES,
  CLIENT_MESSAGE_ID,
  DEFAULT_LIST_LIMIT,
  DEFAULT_RECENT_SEARCHES,
  FEATURE_TYPES,
  MAX_CONTENT_LENGTH,
  MAX_LIST_LIMIT,
  MAX_METADATA_BYTES,
  MAX_RECENT_SEARCHES,
  MAX_SEARCH_QUERY_LENGTH,
  MESSAGE_ROLES,
} from '../../contracts/conversations.ts';

/** Longest title accepted before the spec's cut to 255: longer is a mistake, not a title. */
const MAX_TITLE_INPUT = 10_000;

const title = z.string({ error: 'Title must be text' }).trim().min(1, 'Title is required').max(MAX_TITLE_INPUT, `Title must be at most ${MAX_TITLE_INPUT} characters`);
const content = z
  .string({ error: 'Content must be text' })
  .refine((s) => s.trim().length > 0, 'Content is required')
  .refine((s) => s.length <= MAX_CONTENT_LENGTH, `Content must be at most ${MAX_CONTENT_LENGTH} characters`);
const metadata = z
  .record(z.string(), z.json(), { error: 'Metadata must be a JSON object' })
  .refine((m) => Buffer.byteLength(JSON.stringify(m)) <= MAX_METADATA_BYTES, `Metadata must be at most ${MAX_METADATA_BYTES} bytes as JSON`)
  .nullish();

export const create = z.strictObject({
  title,
  featureType: z
    .enum(FEATURE_TYPES, { error: `Choose one of: ${ASSISTANT_FEATURES.join(', ')}` })
    // Expert conversations belong to a booking, which opens them with both participants.
    .refine((f) => f !== 'expert', 'Expert conversations are opened with a booking'),
  initialMessage: content.nullish(),
  // The offline client's id for it (issue 10): a retried creation finds the conversation made the first time.
  clientId: z.string({ error: 'clientId must be text' }).regex(CLIENT_MESSAGE_ID, 'clientId must be 1-100 letters, digits, _ or -').nullish(),
});

export const patch = z
  .strictObject({ title: title.optional(), isStarred: z.boolean({ error: 'isStarred must be true or false' }).optional() })
  .refine((p) => p.title !== undefined || p.isStarred !== undefined, 'Send a title or isStarred');

export const message = z.strictObject({
  role: z.enum(MESSAGE_ROLES, { error: `Choose one of: ${MESSAGE_ROLES.join(', ')}` }).default('user'),
  content,
  metadata,
  messageId: z.string({ error: 'messageId must be text' }).regex(CLIENT_MESSAGE_ID, 'messageId must be 1-100 letters, digits, _ or -').nullish(),
});

const limitParam = (fallback: number, max: number) =>
  z.coerce.number({ error: 'limit must be a number' }).int('limit must be a whole number').min(1, 'limit must be at least 1').max(max, `limit must be at most ${max}`).default(fallback);

export const listQuery = z.object({ limit: limitParam(DEFAULT_LIST_LIMIT, MAX_LIST_LIMIT), feature: z.enum(FEATURE_TYPES, { error: `Choose one of: ${FEATURE_TYPES.join(', ')}` }).optional() });
export const langQuery = z.object({ lang: z.string().regex(/^[A-Za-z]{2}(-[A-Za-z]{2})?$/, 'lang must be a language code such as en or zh-CN').optional() });
export const recentQuery = z.object({ limit: limitParam(DEFAULT_RECENT_SEARCHES, MAX_RECENT_SEARCHES) });
export const search = z.strictObject({
  query: z.string({ error: 'Query must be text' }).trim().min(1, 'Query is required').max(MAX_SEARCH_QUERY_LENGTH, `Query must be at most ${MAX_SEARCH_QUERY_LENGTH} characters`),
  feature: z.enum(FEATURE_TYPES, { error: `Choose one of: ${FEATURE_TYPES.join(', ')}` }).nullish(),
  searchId: z.string().regex(CLIENT_MESSAGE_ID, 'searchId must be 1-100 letters, digits, _ or -').nullish(),
});

/** Ids are uuids; anything else cannot name a conversation, and says so the same way. */
export const idParam = z.object({ id: z.uuid() });
