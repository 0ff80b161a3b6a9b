import { describe, expect, it } from 'vitest';
import { choiceFromParams, choiceToParams, emptyChoice, stepOf, type BookingChoice } from './booking-choice.ts';

const full: BookingChoice = {
  topic: 'market-entry',
  answers: { 'market-entry.cities': 'Riyadh & Jeddah?', 'market-entry.timeline': 'Q3 — next year\nmaybe sooner' },
  answered: true,
  day: '2026-12-01',
  slot: '2026-12-01T07:15:00.000Z',
  expertId: '6f1c3c1e-8a4b-4a55-9a1b-2f4f2b2b2b2b',
};

describe('the booking choice in the URL', () => {
  it('survives the round trip through a return path (path + search string)', () => {
    const returnPath = `/book/15?${choiceToParams(full).toString()}`;
    const search = new URL(returnPath, 'http://x').searchParams;
    expect(choiceFromParams(search)).toEqual(full);
  });

  it('keeps an empty choice empty', () => {
    expect(choiceToParams(emptyChoice()).toString()).toBe('');
    expect(choiceFromParams(new URLSearchParams())).toEqual(emptyChoice());
  });

  it('drops a malformed day or slot from a hand-edited URL instead of sending it', () => {
    const params = choiceToParams(full);
    params.set('day', '1 December');
    expect(choiceFromParams(params)).toMatchObject({ day: '', slot: '', expertId: '' });
    const badSlot = choiceToParams(full);
    badSlot.set('slot', 'soon');
    expect(choiceFromParams(badSlot)).toMatchObject({ day: '2026-12-01', slot: '', expertId: '' });
  });

  it('needs a topic before the answers count as given', () => {
    const params = choiceToParams({ ...full, topic: '' });
    expect(choiceFromParams(params).answered).toBe(false);
  });
});

describe('stepOf', () => {
  it('walks topic → answers → day and slot → confirm', () => {
    expect(stepOf(emptyChoice())).toBe('topic');
    expect(stepOf({ ...emptyChoice(), topic: 'taxation' })).toBe('answers');
    expect(stepOf({ ...emptyChoice(), topic: 'taxation', answered: true })).toBe('when');
    expect(stepOf({ ...emptyChoice(), topic: 'taxation', answered: true, day: '2026-12-01' })).toBe('when');
    expect(stepOf(full)).toBe('confirm');
  });
});
