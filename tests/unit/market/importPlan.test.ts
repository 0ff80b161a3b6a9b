import { describe, it, expect } from 'vitest';
import { planImport, type ReadFile } from '../../../domain/market/importPlan.ts';
import { factDecider, type FactEvent } from '../../../domain/market/facts.ts';
import type { CatalogState } from '../../../domain/market/catalog.ts';
import { deciderSpec } from '../support/deciderSpec.ts';
import { item } from './fixtures.ts';

const file = (name: string, ids: string[], hash = `h-${ids.join('+')}`): ReadFile => ({
  file: name,
  ok: true,
  version: 1,
  hash,
  items: ids.map((id) => ({ item: item(id), hash: `item-${id}` })),
});
const catalog = (files: Record<string, string[]>): CatalogState => ({
  files: Object.fromEntries(Object.entries(files).map(([name, ids]) => [name, { hash: `h-${ids.join('+')}`, version: 1, ids }])),
});

describe('planImport', () => {
  it('imports every file the catalog has not seen', () => {
    const plan = planImport([file('a.json', ['a-one', 'a-two'])], { files: {} });
    expect(plan.imports.map((f) => f.file)).toEqual(['a.json']);
    expect(plan).toMatchObject({ retire: [], removed: [], rejected: [] });
  });

  it('skips a file whose hash is unchanged', () => {
    const plan = planImport([file('a.json', ['a-one'])], catalog({ 'a.json': ['a-one'] }));
    expect(plan).toEqual({ imports: [], retire: [], removed: [], rejected: [] });
  });

  it('retires an id that left its file, and one whose file is gone', () => {
    const plan = planImport([file('a.json', ['a-one'])], catalog({ 'a.json': ['a-one', 'a-two'], 'b.json': ['b-one'] }));
    expect(plan.imports.map((f) => f.file)).toEqual(['a.json']);
    expect(plan.retire).toEqual([
      { factId: 'a-two', file: 'a.json' },
      { factId: 'b-one', file: 'b.json' },
    ]);
    expect(plan.removed).toEqual(['b.json']);
  });

  it('does not retire an item that moved to another file', () => {
    const plan = planImport([file('a.json', ['a-one']), file('b.json', ['a-two'])], catalog({ 'a.json': ['a-one', 'a-two'] }));
    expect(plan.retire).toEqual([]);
  });

  it('refuses a bad file and keeps what it published before', () => {
    const bad: ReadFile = { file: 'a.json', ok: false, error: 'items.0.source.url: Invalid URL' };
    const plan = planImport([bad, file('b.json', ['b-one'])], catalog({ 'a.json': ['a-one'] }));
    expect(plan.rejected).toEqual([{ file: 'a.json', error: 'items.0.source.url: Invalid URL' }]);
    expect(plan.retire).toEqual([]);
    expect(plan.imports.map((f) => f.file)).toEqual(['b.json']);
  });

  it('refuses a file that repeats an id or claims one of an earlier file', () => {
    const plan = planImport([file('a.json', ['x-one']), file('b.json', ['x-one']), file('c.json', ['c-one', 'c-one'])], { files: {} });
    expect(plan.imports.map((f) => f.file)).toEqual(['a.json']);
    expect(plan.rejected).toEqual([
      { file: 'b.json', error: 'id "x-one" is already in a.json' },
      { file: 'c.json', error: 'id "c-one" appears twice in the file' },
    ]);
  });
});

describe('fact decider', () => {
  const spec = deciderSpec(factDecider);
  const now = '2026-11-23T10:00:00.000Z';
  const one = item('fact-one');
  const published: FactEvent = { type: 'FactPublished', data: { factId: 'fact-one', file: 'a.json', hash: 'h1', at: now, item: one } };

  it('publishes a new id', () => {
    spec([]).when({ type: 'ImportFact', data: { item: one, hash: 'h1', file: 'a.json', now } }).then([published]);
  });

  it('does nothing for the same content', () => {
    spec([published]).when({ type: 'ImportFact', data: { item: one, hash: 'h1', file: 'a.json', now } }).thenNothingHappens();
  });

  it('revises changed content', () => {
    const changed = { ...one, body: { en: 'New body.', ar: 'نص جديد' } };
    spec([published])
      .when({ type: 'ImportFact', data: { item: changed, hash: 'h2', file: 'a.json', now } })
      .then([{ type: 'FactRevised', data: { factId: 'fact-one', file: 'a.json', hash: 'h2', at: now, item: changed } }]);
  });

  it('retires a live fact once, and publishes it again when it comes back', () => {
    const retired: FactEvent = { type: 'FactRetired', data: { factId: 'fact-one', file: 'a.json', at: now } };
    spec([published]).when({ type: 'RetireFact', data: { factId: 'fact-one', file: 'a.json', now } }).then([retired]);
    spec([published, retired]).when({ type: 'RetireFact', data: { factId: 'fact-one', file: 'a.json', now } }).thenNothingHappens();
    spec([published, retired]).when({ type: 'ImportFact', data: { item: one, hash: 'h1', file: 'a.json', now } }).then([published]);
  });
});
