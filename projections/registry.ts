import type { Projection } from './projection.ts';
import { usersProjection } from './users.ts';

/** Every projection the runner feeds; add new read models here. */
export const projections: Projection[] = [usersProjection];
