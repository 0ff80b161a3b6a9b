import type { Decider } from '../shared/decider.ts';
import { decide, type BusinessProfileCommand } from './businessLogic.ts';
import { evolve, initialState, type BusinessProfileEvent, type BusinessProfileState } from './businessProfile.ts';

export const businessProfileDecider: Decider<BusinessProfileState, BusinessProfileCommand, BusinessProfileEvent> = {
  initialState,
  evolve,
  decide,
};
