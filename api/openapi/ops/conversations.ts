import { z } from 'zod';
import type { Operations } from '../operation.ts';
import { conversationSchema, conversationSummarySchema, messageSchema, recentSearchSchema } from '../../../contracts/conversations.ts';
import * as req from '../../requests/conversations.ts';

const id = { id: z.uuid() };
const oneConversation = z.looseObject({ success: z.boolean(), conversation: conversationSchema });
const posted = z.looseObject({ success: z.boolean(), message: messageSchema, reply: z.nullable(messageSchema) });
const errors = ['NOT_FOUND', 'FORBIDDEN', 'CONFLICT'];

export const conversationsOps = {
  'GET /api/conversations/searches/recent': { summary: "The caller's recent searches", auth: 'bearer', query: req.recentQuery, ok: { 200: z.looseObject({ success: z.boolean(), searches: z.array(recentSearchSchema) }) } },
  'POST /api/conversations/searches/recent': { summary: 'Remember a search (a repeated searchId changes nothing)', auth: 'bearer', body: req.search, ok: { 201: z.looseObject({ success: z.boolean(), searchId: z.string() }) }, limited: true },
  'POST /api/conversations': {
    summary: 'Start an assistant conversation for a feature (201; 200 when the same clientId made it before)',
    auth: 'bearer',
    query: req.langQuery,
    body: req.create,
    ok: { 200: oneConversation, 201: oneConversation },
    errors: ['TIER_REQUIRED', 'QUOTA_EXCEEDED'],
    limited: true,
  },
  'GET /api/conversations': {
    summary: "The caller's conversations, newest first, optionally of one feature",
    auth: 'bearer',
    query: req.listQuery,
    ok: { 200: z.looseObject({ success: z.boolean(), conversations: z.array(conversationSummarySchema) }) },
  },
  'GET /api/conversations/{id}': { summary: 'One conversation with its messages', auth: 'bearer', params: id, ok: { 200: oneConversation }, errors },
  'PATCH /api/conversations/{id}': { summary: 'Rename or star a conversation', auth: 'bearer', params: id, body: req.patch, ok: { 200: oneConversation }, errors, limited: true },
  'DELETE /api/conversations/{id}': { summary: 'Delete a conversation', auth: 'bearer', params: id, ok: { 200: z.looseObject({ success: z.boolean(), id: z.string() }) }, errors, limited: true },
  'POST /api/conversations/{id}/messages': {
    summary: "Post a message; an assistant conversation answers with the assistant's reply (201; 200 for a repeated messageId)",
    auth: 'bearer',
    params: id,
    query: req.langQuery,
    body: req.message,
    ok: { 200: posted, 201: posted },
    errors: [...errors, 'QUOTA_EXCEEDED', 'TIER_REQUIRED'],
    limited: true,
  },
} satisfies Operations;
