import type { Decider, DomainEvent } from '../shared/decider.ts';

export type ContactMessageReceived = DomainEvent<
  'ContactMessageReceived',
  {
    messageId: string;
    name: string;
    email: string;
    company: string | null;
    subject: string;
    message: string;
    userId: string | null;
    receivedAt: string;
  }
>;
export type ContactEvent = ContactMessageReceived;

export type ReceiveContactMessage = {
  type: 'ReceiveContactMessage';
  data: Omit<ContactMessageReceived['data'], 'receivedAt'> & { now: string };
};

/** Each message has its own stream keyed by a client-independent id; a retry of the same id records nothing. */
export const contactDecider: Decider<{ received: boolean }, ReceiveContactMessage, ContactEvent> = {
  initialState: () => ({ received: false }),
  evolve: () => ({ received: true }),
  decide: (command, state) => {
    if (state.received) return [];
    const { now, ...rest } = command.data;
    return [{ type: 'ContactMessageReceived', data: { ...rest, receivedAt: now } }];
  },
};
