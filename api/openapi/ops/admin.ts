import { z } from 'zod';
import type { Operations } from '../operation.ts';
import { successMessage } from '../operation.ts';
import { analyticsAnswerSchema, dashboardAnswerSchema } from '../../../contracts/adminStats.ts';
import { asOfSchema, auditPageSchema, databaseSchema, eventsPageSchema, PROJECTION_STATUS_VALUES } from '../../../contracts/audit.ts';
import { userShape } from '../../../contracts/user.ts';
import { subscriptionSchema } from '../../../contracts/subscription.ts';
import { analyticsQuery } from '../../requests/analytics.ts';
import { eventsQuery } from '../../requests/events.ts';
import * as users from '../../requests/adminUsers.ts';
import * as audit from '../../requests/audit.ts';
import * as projections from '../../requests/projections.ts';

const admin = 'bearer:admin';
const staff = 'bearer:admin,analyst';
const userId = { id: z.uuid() };
const adminUser = z.looseObject({ ...userShape, disabled: z.boolean(), erased: z.boolean(), updatedAt: z.nullish(z.string()) });
const projectionState = z.looseObject({ name: z.string(), position: z.nullable(z.string()), lag: z.number(), status: z.enum(PROJECTION_STATUS_VALUES), parked: z.number() });
const parkedAction = (status: string) => z.looseObject({ success: z.boolean(), id: z.string(), status: z.literal(status) });
const reauth = ['reauth_required'];

export const adminOps = {
  'GET /api/admin/dashboard': { summary: "The back office's headline figures", auth: staff, ok: { 200: dashboardAnswerSchema } },
  'GET /api/admin/analytics': { summary: 'Series of sign-ups, plans, bookings and more over a period', auth: staff, query: analyticsQuery, ok: { 200: analyticsAnswerSchema } },
  'GET /api/admin/events': {
    summary: 'The raw event log, paged (analysts: personal fields removed; admins: masked unless re-authenticated)',
    auth: staff,
    query: eventsQuery,
    ok: { 200: eventsPageSchema },
  },
  'GET /api/admin/users': {
    summary: 'Users, searched, filtered and sorted',
    auth: admin,
    query: users.listQuery,
    ok: { 200: z.looseObject({ items: z.array(adminUser), total: z.number(), page: z.number(), limit: z.number() }) },
  },
  'GET /api/admin/users/export': {
    summary: 'Users as CSV or JSON (personal columns only with personal=1 and a fresh re-authentication)',
    auth: admin,
    query: users.exportQuery,
    ok: {
      200: {
        contentType: 'text/csv',
        description: 'One user a row; with format=json, an array of the same rows',
        json: z.array(z.looseObject({ id: z.string(), role: z.string(), subscriptionTier: z.string(), disabled: z.boolean(), erased: z.boolean(), createdAt: z.string() })),
      },
    },
    errors: reauth,
  },
  'GET /api/admin/users/{id}': {
    summary: 'One user with business profile and subscription',
    auth: admin,
    params: userId,
    ok: { 200: z.looseObject({ success: z.boolean(), user: adminUser, businessProfile: z.unknown(), subscription: subscriptionSchema }) },
    errors: ['NOT_FOUND'],
  },
  'PUT /api/admin/users/{id}': {
    summary: "Change a user's role, plan, display name or disabled flag (role and disabled need a fresh re-authentication)",
    auth: admin,
    params: userId,
    body: users.changes,
    ok: { 200: z.looseObject({ success: z.boolean(), user: adminUser }) },
    errors: ['NOT_FOUND', 'LAST_ADMIN', ...reauth],
  },
  'POST /api/admin/users/{id}/erase': { summary: "Erase a user's personal data (GDPR/PDPL)", auth: admin, params: userId, ok: { 200: successMessage }, errors: ['NOT_FOUND', 'LAST_ADMIN', ...reauth] },
  'GET /api/admin/projections': { summary: "Each projection's position, lag, status and parked events", auth: admin, ok: { 200: z.looseObject({ ready: z.boolean(), projections: z.array(projectionState) }) } },
  'GET /api/admin/projections/parked': {
    summary: 'Events projections parked (could not apply)',
    auth: admin,
    ok: { 200: z.looseObject({ parked: z.array(z.looseObject({ _id: z.string(), projection: z.string(), status: z.string() })) }) },
  },
  'POST /api/admin/projections/parked/{id}/retry': { summary: 'Apply a parked event again and let its projection resume', auth: admin, params: { id: projections.parkedId }, ok: { 200: parkedAction('retried') }, errors: ['NOT_FOUND', 'CONFLICT'] },
  'POST /api/admin/projections/parked/{id}/skip': { summary: 'Skip a parked event and let its projection resume past it', auth: admin, params: { id: projections.parkedId }, ok: { 200: parkedAction('skipped') }, errors: ['NOT_FOUND', 'CONFLICT'] },
  'POST /api/admin/projections/{name}/rebuild': {
    summary: 'Rebuild a read model from position 0 beside the live one, then swap it in',
    auth: admin,
    params: { name: projections.projectionName },
    ok: { 202: z.looseObject({ success: z.boolean(), projection: z.string(), status: z.literal('rebuilding') }) },
    errors: ['NOT_FOUND', 'CONFLICT'],
  },
  'GET /api/admin/audit': { summary: "A user's or booking's audit trail, paged, filtered by actor, type and time", auth: admin, query: audit.pageQuery, ok: { 200: auditPageSchema }, errors: ['NOT_FOUND', ...reauth] },
  'GET /api/admin/audit/export': { summary: 'The audit trail as CSV', auth: admin, query: audit.exportQuery, ok: { 200: { contentType: 'text/csv', description: 'One change a row' } }, errors: ['NOT_FOUND', ...reauth] },
  'GET /api/admin/users/{id}/as-of': { summary: 'A user record as it was at a moment, with the events up to it', auth: admin, params: userId, query: audit.asOfQuery, ok: { 200: asOfSchema }, errors: ['NOT_FOUND'] },
  'GET /api/admin/bookings/{id}/as-of': { summary: 'A booking as it was at a moment, with the events up to it', auth: admin, params: userId, query: audit.asOfQuery, ok: { 200: asOfSchema }, errors: ['NOT_FOUND'] },
  'GET /api/admin/database': { summary: 'The event store console: log size, projections, parked events, mail outbox', auth: admin, ok: { 200: databaseSchema } },
} satisfies Operations;
