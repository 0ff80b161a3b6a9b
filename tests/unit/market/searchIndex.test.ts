import { describe, it, expect } from 'vitest';
import { Subject } from 'rxjs';
import { SearchIndex } from '../../../projections/searchIndex.ts';
import { EmbeddedReadStore } from '../../../infra/readstore/embedded.ts';
import { KNOWLEDGE } from '../../../projections/knowledge.ts';
import type { RecordedEvent } from '../../../infra/eventstore/port.ts';
import type { KnowledgeItem } from '../../../domain/market/knowledge.ts';
import { KINDS_BY_TYPE } from '../../../domain/market/present.ts';
import { item } from './fixtures.ts';

const vat = item('rule-vat-rate', {
  kind: 'rule',
  sectors: [],
  title: { en: 'Value added tax is 15 percent', ar: 'ضريبة القيمة المضافة ١٥٪' },
  body: { en: 'VAT applies to most supplies. Registration is mandatory above SAR 375,000.', ar: 'تُطبَّق الضريبة على معظم التوريدات.' },
});
const solar = item('energy-renewable-target', {
  title: { en: 'Renewable energy target for 2030', ar: 'مستهدف الطاقة المتجددة لعام 2030' },
  body: { en: 'Half of electricity from renewables by 2030.', ar: 'نصف الكهرباء من المصادر المتجددة.' },
});
const all = { kinds: KINDS_BY_TYPE.all };

function indexOf(...items: KnowledgeItem[]) {
  const index = new SearchIndex();
  items.forEach((i, n) => index.upsert(i, n));
  return index;
}

let position = 0n;
const recorded = (type: string, data: unknown, revision: number): RecordedEvent => {
  position += 1n;
  return { id: crypto.randomUUID(), streamName: 'fact-x', revision, position: { commit: position, prepare: position }, type, data, metadata: {}, createdAt: '' };
};

/** A started index on an empty read store that has been fed the VAT fact's publication. */
async function indexWithOneFact() {
  const store = new EmbeddedReadStore();
  const feed = new Subject<RecordedEvent>();
  const first = new SearchIndex();
  await first.start(store, feed);
  const published = recorded('FactPublished', { factId: vat.id, file: 'a.json', hash: 'h', at: '2026-11-23T10:00:00Z', item: vat }, 0);
  feed.next(published);
  return { store, first, published };
}

describe('search index', () => {
  it('finds an item by an English word, a prefix and a misspelling', () => {
    const index = indexOf(vat, solar);
    expect(index.search('renewable', all).hits.map((h) => h.item.id)).toEqual(['energy-renewable-target']);
    expect(index.search('renew', all).hits.map((h) => h.item.id)).toEqual(['energy-renewable-target']);
    expect(index.search('renewabel', all).hits.map((h) => h.item.id)).toEqual(['energy-renewable-target']);
  });

  it('answers a question asked before anew once a fact is published, changed or retired', () => {
    const index = indexOf(vat);
    expect(index.search('renewable', all).total).toBe(0);
    expect(index.suggest('renew', all)).toEqual([]);
    index.upsert(solar, 5);
    expect(index.search('renewable', all).hits.map((h) => h.item.id)).toEqual(['energy-renewable-target']);
    expect(index.suggest('renew', all).map((i) => i.id)).toEqual(['energy-renewable-target']);
    index.upsert({ ...solar, title: { en: 'Solar capacity target', ar: 'مستهدف الطاقة الشمسية' }, body: { en: 'Solar plants.', ar: 'محطات شمسية.' } }, 6);
    expect(index.search('renewable', all).total).toBe(0);
    index.remove(vat.id, 7);
    expect(index.search('vat', all).total).toBe(0);
  });

  it('answers the sentence holding a matched term as the snippet, in the asked language', () => {
    const index = indexOf(vat, solar);
    expect(index.search('registration', all).hits[0]!.snippet).toBe('Registration is mandatory above SAR 375,000.');
    expect(index.search('vat', all).hits[0]!.snippet).toBe('VAT applies to most supplies.');
    expect(index.search('التوريدات', all, 'ar').hits[0]!.snippet).toBe('تُطبَّق الضريبة على معظم التوريدات.');
  });

  it('finds an Arabic item whatever its diacritics, article or letter forms', () => {
    const index = indexOf(vat, solar);
    for (const q of ['الضريبة', 'ضريبه', 'والضَّرِيبَة', 'المضافه']) expect(index.search(q, all).hits.map((h) => h.item.id)).toEqual(['rule-vat-rate']);
  });

  it('filters by kind and industry; an item for every sector matches any industry', () => {
    const index = indexOf(vat, solar);
    expect(index.search('2030 tax', { kinds: KINDS_BY_TYPE.legal }).hits.map((h) => h.item.id)).toEqual(['rule-vat-rate']);
    expect(index.search('2030 tax', { kinds: KINDS_BY_TYPE.all, industry: 'agriculture' }).hits.map((h) => h.item.id)).toEqual(['rule-vat-rate']);
    expect(index.search('tax', { kinds: KINDS_BY_TYPE.partners }).total).toBe(0);
  });

  it('suggests at most 10 items for a prefix', () => {
    const many = Array.from({ length: 14 }, (_, n) => item(`tourism-item-${n}`, { title: { en: `Tourism figure ${n}`, ar: 'سياحة' } }));
    const index = indexOf(...many, vat);
    const suggested = index.suggest('touri', all);
    expect(suggested).toHaveLength(10);
    expect(suggested.every((i) => i.id.startsWith('tourism-item-'))).toBe(true);
  });

  it('follows the projection: a revision replaces, a retirement removes, an older event changes nothing', async () => {
    const store = new EmbeddedReadStore();
    const feed = new Subject<RecordedEvent>();
    const index = new SearchIndex();
    await index.start(store, feed);
    const ref = { factId: vat.id, file: 'a.json', hash: 'h', at: '2026-11-23T10:00:00Z' };
    feed.next(recorded('FactPublished', { ...ref, item: vat }, 0));
    expect(index.search('registration', all).total).toBe(1);
    const revised = { ...vat, body: { en: 'Threshold changed.', ar: 'تغير الحد.' } };
    feed.next(recorded('FactRevised', { ...ref, item: revised }, 1));
    expect(index.search('registration', all).total).toBe(0);
    expect(index.search('threshold', all).total).toBe(1);
    feed.next(recorded('FactRevised', { ...ref, item: vat }, 1));
    expect(index.search('registration', all).total).toBe(0);
    feed.next(recorded('FactRetired', { factId: vat.id, file: 'a.json', at: ref.at }, 2));
    expect(index.search('threshold', all).total).toBe(0);
    feed.next(recorded('FactPublished', { ...ref, item: vat }, 0));
    expect(index.size).toBe(0);
    index.stop();
  });

  it('is saved with its position and loaded at the next start instead of indexed again from the read model', async () => {
    const { store, first, published } = await indexWithOneFact();
    await first.save();
    first.stop();

    // The knowledge read model is empty: only the saved index knows the fact.
    const loaded = new SearchIndex();
    await loaded.start(store, new Subject(), async () => String(published.position.commit));
    expect(loaded.search('registration', all).total).toBe(1);
    loaded.stop();

    // Once the checkpoint has moved past the save, the read model has the last word (here: nothing live).
    await store.collection(KNOWLEDGE).insertOne({ _id: vat.id, status: 'retired', item: vat, _rev: 1 });
    const caughtUp = new SearchIndex();
    await caughtUp.start(store, new Subject(), async () => String(published.position.commit + 1n));
    expect(caughtUp.search('registration', all).total).toBe(0);
    caughtUp.stop();

    // An unreadable save is ignored: the index is built from the read model.
    await store.collection('searchIndex').updateOne({ _id: 'market' }, { $set: { format: 0 } });
    const rebuilt = new SearchIndex();
    await rebuilt.start(store, new Subject());
    expect(rebuilt.size).toBe(0);
    rebuilt.stop();
  });

  it('writes a change not yet saved when it closes, so a quick restart loads it instead of indexing again', async () => {
    const { store, first, published } = await indexWithOneFact();
    await first.close();

    const loaded = new SearchIndex();
    await loaded.start(store, new Subject(), async () => String(published.position.commit));
    expect(loaded.search('registration', all).total).toBe(1);
    await loaded.close();
  });
});
