import { describe, it, expect } from 'vitest';
import { EmbeddedReadStore } from '../../../infra/readstore/embedded.ts';
import type { RecordedEvent } from '../../../infra/eventstore/port.ts';
import { partnersProjection } from '../../../projections/partners.ts';
import { partnerDirectory } from '../../../projections/queries/partners.ts';

let pos = 0n;
function recorded(streamName: string, revision: number, type: string, data: unknown): RecordedEvent {
  pos += 1n;
  return { id: `e${pos}`, streamName, revision, position: { commit: pos, prepare: pos }, type, data, metadata: {}, createdAt: '2026-11-23T10:00:00.000Z' };
}
const at = '2026-11-23T11:00:00.000Z';
const fact = (id: string, body: string) => ({
  id, kind: 'program', sectors: [], title: { en: id, ar: 'جهة' }, body: { en: body, ar: 'نص' },
  source: { publisher: 'MISA', title: 'About', url: 'https://misa.gov.sa/en' }, asOf: '2025-06-30', verifiedAt: '2026-11-20',
});
const firm = (applicationId: string) => ({
  applicationId, name: `Firm ${applicationId}`, type: 'law-firm', sectors: ['energy'], cities: ['Riyadh'], languages: ['ar'], services: ['licensing'],
  website: null, contactEmail: 'plain@old.example', appliedAt: at,
});
const decision = (applicationId: string) => ({ applicationId, by: 'admin', note: null, at });

async function project(events: RecordedEvent[]) {
  const store = new EmbeddedReadStore();
  await partnersProjection.setup?.(store);
  for (const e of events) if (partnersProjection.eventTypes.has(e.type)) await partnersProjection.apply(e, store);
  return partnerDirectory(store);
}

describe('partners read model', () => {
  it('lists live public bodies and approved firms only, a firm verified once an admin says so', async () => {
    const directory = await project([
      recorded('fact-partner-a', 0, 'FactPublished', { factId: 'partner-a', file: 'p.json', hash: 'h', at, item: fact('partner-a', 'Offices in Jeddah.') }),
      recorded('fact-partner-b', 0, 'FactPublished', { factId: 'partner-b', file: 'p.json', hash: 'h', at, item: fact('partner-b', 'Gone.') }),
      recorded('fact-partner-b', 1, 'FactRetired', { factId: 'partner-b', file: 'p.json', at }),
      recorded('fact-energy-x', 0, 'FactPublished', { factId: 'energy-x', file: 'e.json', hash: 'h', at, item: fact('energy-x', 'Not a body.') }),
      recorded('partnerApplication-f1', 0, 'PartnerApplied', firm('f1')),
      recorded('partnerApplication-f1', 1, 'PartnerApproved', decision('f1')),
      recorded('partnerApplication-f1', 2, 'PartnerVerified', { applicationId: 'f1', by: 'admin', verified: true, at }),
      recorded('partnerApplication-f2', 0, 'PartnerApplied', firm('f2')),
      recorded('partnerApplication-f3', 0, 'PartnerApplied', firm('f3')),
      recorded('partnerApplication-f3', 1, 'PartnerRejected', { ...decision('f3'), note: 'No' }),
    ]);
    const listed = await directory.listed();
    expect(listed.map((p) => [p.id, p.verified])).toEqual([['f1', true], ['partner-a', true]]);
    expect(listed[1]).toMatchObject({ type: 'public-program', cities: ['Jeddah'], source: { publisher: 'MISA' } });
    expect((await directory.applications()).map((a) => [a.id, a.status])).toEqual([['f1', 'approved'], ['f2', 'pending'], ['f3', 'rejected']]);
    expect((await directory.applications('rejected'))[0]).toMatchObject({ note: 'No', decidedBy: 'admin', contactEmail: 'plain@old.example' });
  });
});
