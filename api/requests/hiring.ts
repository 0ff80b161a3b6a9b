import { z } from 'zod';
import { EMPLOYMENT_TYPES } from '../../domain/hiring/position.ts';
import { APPLICATION_STATUSES } from '../../domain/hiring/application.ts';

const text = (max: number, field: string) => z.string({ error: `${field} is required` }).trim().min(1, `${field} is required`).max(max, `${field}: at most ${max} characters`);
export const positionInput = z.strictObject({
  title: text(120, 'Title'),
  team: text(80, 'Team'),
  location: text(80, 'Location'),
  employmentType: z.enum(EMPLOYMENT_TYPES, { error: `Choose one of: ${EMPLOYMENT_TYPES.join(', ')}` }),
  description: text(10_000, 'Description'),
});
export const statusInput = z.strictObject({
  status: z.enum(APPLICATION_STATUSES, { error: `Choose one of: ${APPLICATION_STATUSES.join(', ')}` }),
  note: z.string({ error: 'The note must be text' }).trim().max(2_000, 'The note: at most 2000 characters').optional(),
});
export const listInput = z.object({ status: z.enum(APPLICATION_STATUSES, { error: `Choose one of: ${APPLICATION_STATUSES.join(', ')}` }).optional() });
