import type { Decider, DomainEvent } from '../shared/decider.ts';

/**
 * A user's request to be introduced to a partner from their matches (issue 17): a lead for the team.
 * One stream per user and partner, `introduction-<userId>-<partnerId>`, so asking twice changes nothing.
 * The partner's name and type are copied in: the lead must still read right after the directory entry
 * is retired. The message is the user's own words, so it is sealed with their key (commands/).
 */
export type IntroductionRequested = DomainEvent<
  'IntroductionRequested',
  { introductionId: string; userId: string; partnerId: string; partnerName: string; partnerType: string; message: string | null; at: string }
>;
export type IntroductionEvent = IntroductionRequested;
export const INTRODUCTION_EVENT_TYPES = ['IntroductionRequested'] as const;

export type IntroductionState = { introductionId: string | null; at: string | null };
export type RequestIntroduction = { type: 'RequestIntroduction'; data: IntroductionRequested['data'] };

export const introductionStream = (userId: string, partnerId: string): string => `introduction-${userId}-${partnerId}`;

export const introductionDecider: Decider<IntroductionState, RequestIntroduction, IntroductionEvent> = {
  initialState: () => ({ introductionId: null, at: null }),
  evolve: (_state, event) => ({ introductionId: event.data.introductionId, at: event.data.at }),
  decide: (command, state) => (state.introductionId ? [] : [{ type: 'IntroductionRequested', data: command.data }]),
};
