import type { Decider } from '../shared/decider.ts';
import { decide, type UserCommand } from './businessLogic.ts';
import { evolve, initialState, type UserEvent, type UserState } from './user.ts';

export const userDecider: Decider<UserState, UserCommand, UserEvent> = { initialState, evolve, decide };
