import { z } from 'zod';
import { EVENTS_PAGE_DEFAULT, EVENTS_PAGE_MAX } from '../../contracts/audit.ts';
import { eventTypes, isoInstant, isoUntil } from './audit.ts';

export const eventsQuery = z.strictObject({
  stream: z.string().max(200, 'At most 200 characters').regex(/^[A-Za-z][A-Za-z0-9]*-[A-Za-z0-9@._:-]+$/, 'Not a stream name').optional(),
  type: eventTypes.optional(),
  from: isoInstant.optional(),
  to: isoUntil.optional(),
  cursor: z.string().max(60).regex(/^(r\d+|\d+:\d+)$/, 'Not a cursor').optional(),
  limit: z.coerce.number({ error: 'limit must be a number' }).int('limit must be a whole number').min(1, 'limit is at least 1').max(EVENTS_PAGE_MAX, `limit is at most ${EVENTS_PAGE_MAX}`).default(EVENTS_PAGE_DEFAULT),
});
