/**
 * What a visitor has chosen on /book/15 or /book/20, kept in the URL's search params so that signing in
 * (or completing the profile) returns to the same choice: the guards remember path and search.
 */
export interface BookingChoice {
  topic: string;
  /** Follow-up answers by question id; present once the answers step was submitted. */
  answers: Record<string, string>;
  answered: boolean;
  /** A Riyadh day, YYYY-MM-DD. */
  day: string;
  /** The chosen slot's start (ISO 8601) and its expert. */
  slot: string;
  expertId: string;
}

const ANSWER_PREFIX = 'a.';

export const emptyChoice = (): BookingChoice => ({ topic: '', answers: {}, answered: false, day: '', slot: '', expertId: '' });

export function choiceToParams(choice: BookingChoice): URLSearchParams {
  const params = new URLSearchParams();
  if (choice.topic) params.set('topic', choice.topic);
  for (const [id, text] of Object.entries(choice.answers)) if (text) params.set(ANSWER_PREFIX + id, text);
  if (choice.answered) params.set('answered', '1');
  if (choice.day) params.set('day', choice.day);
  if (choice.slot) params.set('slot', choice.slot);
  if (choice.expertId) params.set('expert', choice.expertId);
  return params;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Reads a choice back; anything malformed (a hand-edited URL) is dropped rather than sent to the API. */
export function choiceFromParams(params: URLSearchParams): BookingChoice {
  const answers: Record<string, string> = {};
  for (const [key, value] of params) if (key.startsWith(ANSWER_PREFIX) && value) answers[key.slice(ANSWER_PREFIX.length)] = value;
  const topic = params.get('topic') ?? '';
  const day = params.get('day') ?? '';
  const slot = params.get('slot') ?? '';
  const validDay = DAY.test(day) ? day : '';
  const validSlot = validDay && slot && !Number.isNaN(Date.parse(slot)) ? slot : '';
  return {
    topic,
    answers,
    answered: Boolean(topic) && params.get('answered') === '1',
    day: validDay,
    slot: validSlot,
    expertId: validSlot ? (params.get('expert') ?? '') : '',
  };
}

export type BookingStep = 'topic' | 'answers' | 'when' | 'confirm';

/** The step a choice stands at: each step needs the ones before it. */
export function stepOf(choice: BookingChoice): BookingStep {
  if (!choice.topic) return 'topic';
  if (!choice.answered) return 'answers';
  if (!choice.slot) return 'when';
  return 'confirm';
}
