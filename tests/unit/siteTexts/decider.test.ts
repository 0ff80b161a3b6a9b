import { describe, expect, it } from 'vitest';
import { siteTextDecider } from '../../../domain/siteTexts/businessLogic.ts';
import type { SiteTextEvent } from '../../../domain/siteTexts/siteText.ts';
import { deciderSpec } from '../support/deciderSpec.ts';

const given = deciderSpec(siteTextDecider);
const now = '2026-11-23T10:00:00.000Z';
const who = { section: 'about' as const, lang: 'ar' as const, by: 'admin-1', now };
const allowedKeys = ['title', 'mission1', 'mission2'];
const revised = (texts: Record<string, string>, restoredFrom: number | null = null): SiteTextEvent => ({
  type: 'SiteTextRevised',
  data: { section: 'about', lang: 'ar', texts, restoredFrom, by: 'admin-1', at: now },
});
const revise = (texts: Record<string, string>) => ({ type: 'ReviseSiteTexts' as const, data: { ...who, texts, allowedKeys } });

describe('site text decider', () => {
  it('records a revision with the trimmed texts, keys in one order; the same texts again record nothing', () => {
    given([]).when(revise({ mission1: ' Second ', title: 'Title' })).then([revised({ mission1: 'Second', title: 'Title' })]);
    given([revised({ title: 'Title' })]).when(revise({ title: 'Title ' })).thenNothingHappens();
  });

  it('an empty set goes back to the defaults, as a revision of its own', () => {
    given([revised({ title: 'Title' })]).when(revise({})).then([revised({})]);
    given([]).when(revise({})).thenNothingHappens();
  });

  it('refuses unknown keys, empty, too long and control-character texts, naming each field', () => {
    given([]).when(revise({ nope: 'x' })).thenThrows('VALIDATION_ERROR', { fields: { nope: 'Unknown text key' } });
    given([]).when(revise({ title: '   ' })).thenThrows('VALIDATION_ERROR', { fields: { title: expect.stringContaining('empty') } });
    given([]).when(revise({ title: 'x'.repeat(2001), mission1: 'a\u0000b' })).thenThrows('VALIDATION_ERROR', {
      fields: { title: 'At most 2000 characters', mission1: 'Text contains control characters' },
    });
  });

  it('restores any revision as a new one that names it; an unknown revision is NOT_FOUND; restoring the current texts records nothing', () => {
    const history = [revised({ title: 'One' }), revised({ title: 'Two' })];
    given(history).when({ type: 'RestoreSiteTexts', data: { ...who, revision: 1 } }).then([revised({ title: 'One' }, 1)]);
    given(history).when({ type: 'RestoreSiteTexts', data: { ...who, revision: 2 } }).thenNothingHappens();
    given(history).when({ type: 'RestoreSiteTexts', data: { ...who, revision: 7 } }).thenThrows('NOT_FOUND');
  });
});
