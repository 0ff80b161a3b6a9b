import { describe, it } from 'vitest';
import { positionDecider, type PositionEvent } from '../../../domain/hiring/position.ts';
import { jobApplicationDecider, type JobApplicationEvent } from '../../../domain/hiring/application.ts';
import { deciderSpec } from '../support/deciderSpec.ts';

const now = '2026-11-23T10:00:00.000Z';
const details = { title: 'Market analyst', team: 'Research', location: 'Riyadh', employmentType: 'full-time' as const, description: 'Read the market.' };

describe('position', () => {
  const given = deciderSpec(positionDecider);
  const opened: PositionEvent = { type: 'PositionOpened', data: { positionId: 'p1', ...details, by: 'a1', at: now } };
  const closed: PositionEvent = { type: 'PositionClosed', data: { positionId: 'p1', by: 'a1', at: now } };
  const revise = (title: string) => ({ type: 'RevisePosition' as const, data: { positionId: 'p1', ...details, title, by: 'a1', now } });
  const close = { type: 'ClosePosition' as const, data: { positionId: 'p1', by: 'a1', now } };

  it('opens once', () => {
    given([]).when({ type: 'OpenPosition', data: { positionId: 'p1', ...details, by: 'a1', now } }).then([opened]);
    given([opened]).when({ type: 'OpenPosition', data: { positionId: 'p1', ...details, by: 'a1', now } }).thenNothingHappens();
  });
  it('is revised only when something changed', () => {
    given([opened]).when(revise('Market analyst')).thenNothingHappens();
    given([opened]).when(revise('Senior analyst')).then([{ type: 'PositionRevised', data: { positionId: 'p1', ...details, title: 'Senior analyst', by: 'a1', at: now } }]);
  });
  it('closes once, and a closed position no longer changes', () => {
    given([opened]).when(close).then([closed]);
    given([opened, closed]).when(close).thenNothingHappens();
    given([opened, closed]).when(revise('Other')).thenThrows('INVALID_TRANSITION');
  });
  it('does not revise or close what does not exist', () => {
    given([]).when(revise('x')).thenThrows('NOT_FOUND');
    given([]).when(close).thenThrows('NOT_FOUND');
  });
});

describe('job application', () => {
  const given = deciderSpec(jobApplicationDecider);
  const applicant = { name: 'pii1.a1.n', email: 'pii1.a1.e', linkedinUrl: 'pii1.a1.l', coverNote: 'pii1.a1.c' };
  const cv = { kind: 'pdf' as const, bytes: 1200, sha256: 'f'.repeat(64) };
  const submit = (status: 'none' | 'open' | 'closed') => ({
    type: 'SubmitApplication' as const,
    data: { applicationId: 'a1', ...applicant, position: { id: 'p1', status, title: 'Analyst' }, cv, language: 'en', now },
  });
  const submitted: JobApplicationEvent = {
    type: 'JobApplicationSubmitted',
    data: { applicationId: 'a1', ...applicant, positionId: 'p1', positionTitle: 'Analyst', cv, language: 'en', submittedAt: now },
  };
  const status = (s: 'reviewing' | 'hired', noteChanged = false) => ({ type: 'SetApplicationStatus' as const, data: { applicationId: 'a1', status: s, note: null, noteChanged, by: 'admin', now } });
  const erase = { type: 'EraseApplication' as const, data: { applicationId: 'a1', by: 'admin', now } };
  const erased: JobApplicationEvent = { type: 'JobApplicationErased', data: { applicationId: 'a1', by: 'admin', at: now } };

  it('records an application to an open position once', () => {
    given([]).when(submit('open')).then([submitted]);
    given([submitted]).when(submit('open')).thenNothingHappens();
  });
  it('refuses a closed or unknown position', () => {
    given([]).when(submit('closed')).thenThrows('VALIDATION_ERROR');
    given([]).when(submit('none')).thenThrows('VALIDATION_ERROR');
  });
  it('sets a status, again only when the status or the note changes', () => {
    given([submitted]).when(status('reviewing')).then([{ type: 'JobApplicationStatusSet', data: { applicationId: 'a1', status: 'reviewing', note: null, by: 'admin', at: now } }]);
    const reviewing: JobApplicationEvent = { type: 'JobApplicationStatusSet', data: { applicationId: 'a1', status: 'reviewing', note: null, by: 'admin', at: now } };
    given([submitted, reviewing]).when(status('reviewing')).thenNothingHappens();
    given([submitted, reviewing]).when(status('reviewing', true)).then([reviewing]);
  });
  it('erases once; an erased application is gone for every later decision', () => {
    given([submitted]).when(erase).then([erased]);
    given([submitted, erased]).when(erase).thenNothingHappens();
    given([submitted, erased]).when(status('hired')).thenThrows('NOT_FOUND');
  });
});
