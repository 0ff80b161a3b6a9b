import { describe, expect, it, beforeAll, afterAll } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteReadStore } from '../../../infra/readstore/sqlite.ts';
import { bulkWrite, type Doc, type Filter, type ReadStore, type Sort } from '../../../infra/readstore/port.ts';
import { projections } from '../../../projections/registry.ts';
import { eventually } from '../../support/eventually.ts';

const DOCS = 20_000;

type Explained = { explain(filter: Filter, sort?: Sort): string[] };
const explain = (store: ReadStore, name: string, filter: Filter, sort?: Sort) => (store.collection(name) as unknown as Explained).explain(filter, sort);

/** A plan step that reads a whole read-model table: `SCAN rm:users`, not `SCAN … USING INDEX` nor a SEARCH. */
const fullScans = (plan: string[]) => plan.filter((step) => /^SCAN "?rm:/.test(step) && !/USING (COVERING )?INDEX/.test(step));

describe('SQLite read store: every query shape reads through an index', () => {
  let dir: string;
  let store: SqliteReadStore;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'bawaba-plan-'));
    store = new SqliteReadStore(join(dir, 'readmodels.db'));
    const things = store.collection('things');
    await things.createIndex({ email: 1 }, { unique: true });
    await things.createIndex({ status: 1, at: -1 });
    await things.createIndex({ members: 1, updatedAt: -1 });
    await things.createIndex({ n: 1 });
    const statuses = ['open', 'closed', 'draft'];
    await store.transaction(async () => {
      for (let i = 0; i < DOCS; i++) {
        const doc: Doc = { _id: `t${i}`, email: `p${i}@x.io`, status: statuses[i % 3], at: new Date(1e12 + i * 1000).toISOString(), members: [`u${i % 500}`, `u${(i + 1) % 500}`], updatedAt: i, n: i, note: `n${i}` };
        await things.insertOne(doc);
      }
    });
    for (const p of projections) await p.setup?.(store);
  });
  afterAll(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const shapes: [string, Filter, Sort?][] = [
    ['by _id', { _id: 't42' }],
    ['by _id with a guard', { _id: 't42', n: { $lt: 50 } }],
    ['_id range', { _id: { $gte: 't1', $lte: 't2' } }],
    ['equality on a unique field', { email: 'p7@x.io' }],
    ['equality, sorted on the next index field', { status: 'open' }, { at: -1 }],
    ['equality and a range on a compound index', { status: 'open', at: { $gte: '2001' } }, { at: -1 }],
    ['$in on an indexed field', { status: { $in: ['open', 'draft'] } }],
    ['range on an indexed number', { n: { $gt: 100, $lte: 200 } }],
    ['an array member (multikey), newest first', { members: 'u7' }, { updatedAt: -1 }],
    ['$in over an array field', { members: { $in: ['u1', 'u2'] } }],
    ['indexed equality and an unindexed condition', { status: 'closed', note: { $ne: 'n1' } }],
    ['$and of indexed conditions', { $and: [{ status: 'open' }, { n: { $lt: 10 } }] }],
    ['no filter, sorted on an indexed field (a page of it)', {}, { n: 1 }],
  ];
  for (const [name, filter, sort] of shapes) {
    it(`${name}: ${JSON.stringify(filter)}${sort ? ` sort ${JSON.stringify(sort)}` : ''}`, () => {
      const plan = explain(store, 'things', filter, sort);
      expect(fullScans(plan), plan.join('\n')).toEqual([]);
    });
  }

  it('finds a filter on a field with no index: the check does fail on a full scan', () => {
    expect(fullScans(explain(store, 'things', { note: 'n5' }))).toHaveLength(1);
  });

  it('answers through the index what a scan would', async () => {
    const things = store.collection('things');
    expect((await things.find({ members: 'u7' }, { sort: { updatedAt: -1 }, limit: 3 })).map((d) => d._id)).toEqual(['t19507', 't19506', 't19007']);
    expect(await things.countDocuments({ status: 'open' })).toBe(Math.ceil(DOCS / 3));
    expect(await things.countDocuments({ n: { $gt: 100, $lte: 200 } })).toBe(100);
    expect((await things.find({ status: 'open' }, { sort: { at: -1 }, skip: 1, limit: 2 })).map((d) => d._id)).toEqual(['t19995', 't19992']);
  });

  // Every index a projection declares serves the equality on its first field, sorted by the rest.
  for (const p of projections) {
    it(`serves the indexes of the ${p.name} projection`, async () => {
      const declared: { collection: string; keys: Record<string, 1 | -1> }[] = [];
      const spy: ReadStore = {
        ...store,
        kind: store.kind,
        collection: (name) => ({ createIndex: async (keys: Record<string, 1 | -1>) => void declared.push({ collection: name, keys }) }) as never,
        dropCollection: async () => {},
        ping: async () => {},
        close: async () => {},
      };
      await p.setup?.(spy);
      for (const { collection, keys } of declared) {
        const [first, ...rest] = Object.entries(keys);
        const plan = explain(store, collection, { [first![0]]: 'x' }, Object.fromEntries(rest));
        expect(fullScans(plan), `${collection} ${JSON.stringify(keys)}\n${plan.join('\n')}`).toEqual([]);
      }
    });
  }

  it("keeps a table's cached documents through commits that wrote only other tables", async () => {
    const kept = store.collection('kept');
    const busy = store.collection('busy');
    await kept.insertOne({ _id: 'k', v: 1 });
    expect((await kept.findOne({ _id: 'k' }))?.v).toBe(1);
    // Changed behind the cache's back: only a read that skips the cache would see 2.
    store.writer.prepare(`UPDATE "rm:kept" SET doc = ? WHERE _id = 'k'`).run(JSON.stringify({ _id: 'k', v: 2 }));
    await busy.insertOne({ _id: 'b1' });
    await store.transaction(async () => void (await busy.insertOne({ _id: 'b2' })));
    expect((await kept.findOne({ _id: 'k' }))?.v).toBe(1);
    await store.transaction(async () => void (await kept.updateOne({ _id: 'k' }, { $set: { v: 3 } })));
    expect((await kept.findOne({ _id: 'k' }))?.v).toBe(3);
  });

  it('serves a document read again from its cache until a commit here or in another process changes it', async () => {
    const other = new SqliteReadStore(store.file);
    try {
      const mine = store.collection('cached');
      await mine.insertOne({ _id: 'd', v: 1 });
      expect(await mine.findOne({ _id: 'd' })).toEqual({ _id: 'd', v: 1 });
      const copy = await mine.findOne({ _id: 'd' });
      copy!.v = 99;
      expect((await mine.findOne({ _id: 'd' }))?.v).toBe(1);
      await mine.updateOne({ _id: 'd' }, { $set: { v: 2 } });
      expect((await mine.findOne({ _id: 'd' }))?.v).toBe(2);
      await store.transaction(async () => void (await mine.updateOne({ _id: 'd' }, { $set: { v: 3 } })));
      expect((await mine.findOne({ _id: 'd' }))?.v).toBe(3);
      await other.collection('cached').updateOne({ _id: 'd' }, { $set: { v: 4 } });
      await eventually(async () => expect((await mine.findOne({ _id: 'd' }))?.v).toBe(4));
    } finally {
      await other.close();
    }
  });
});

describe('SQLite read store: table layout', () => {
  it('appends new documents (a rowid table, _id in its own index) and keeps serving a table made keyed on _id before', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bawaba-layout-'));
    try {
      const store = new SqliteReadStore(join(dir, 'readmodels.db'));
      // A table from before the change, keyed on _id.
      store.writer.exec(`CREATE TABLE "rm:old" (_id TEXT PRIMARY KEY, doc TEXT NOT NULL) WITHOUT ROWID; INSERT INTO "rm:old" VALUES ('a', '{"_id":"a","n":1}')`);
      const fresh = store.collection('fresh');
      const old = store.collection('old');
      for (const c of [fresh, old]) {
        await c.createIndex({ n: 1 });
        await c.updateOne({ _id: 'b' }, { $set: { n: 2 } }, { upsert: true });
        await bulkWrite(c, [{ updateOne: { filter: { _id: 'c' }, update: { $set: { n: 3 } }, upsert: true } }, { deleteOne: { filter: { _id: 'b' } } }]);
      }
      expect(await old.find({}, { sort: { n: 1 } })).toEqual([{ _id: 'a', n: 1 }, { _id: 'c', n: 3 }]);
      expect(await fresh.find({ n: { $gte: 0 } })).toEqual([{ _id: 'c', n: 3 }]);
      expect(await fresh.findOne({ _id: 'c' })).toEqual({ _id: 'c', n: 3 });
      const sql = (name: string) => (store.writer.prepare('SELECT sql FROM sqlite_master WHERE name = ?').get(name) as { sql: string }).sql;
      expect(sql('rm:fresh')).not.toMatch(/WITHOUT ROWID/);
      expect(sql('rm:old')).toMatch(/WITHOUT ROWID/);
      await store.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('SQLite read store: transactions inside a transaction', () => {
  it('undoes only the inner one when it throws; the outer commits the rest (a catch-up page shares one transaction)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bawaba-nested-'));
    try {
      const store = new SqliteReadStore(join(dir, 'readmodels.db'));
      const docs = store.collection('docs');
      await store.transaction(async () => {
        await docs.insertOne({ _id: 'outer', n: 1 });
        await store.transaction(async () => void (await docs.insertOne({ _id: 'kept', n: 2 })));
        await expect(
          store.transaction(async () => {
            await docs.insertOne({ _id: 'undone', n: 3 });
            await bulkWrite(docs, [{ updateOne: { filter: { _id: 'outer' }, update: { $set: { n: 9 } } } }]);
            throw new Error('this projection fails');
          }),
        ).rejects.toThrow('this projection fails');
        await docs.insertOne({ _id: 'after', n: 4 });
      });
      expect(await docs.find({}, { sort: { n: 1 } })).toEqual([
        { _id: 'outer', n: 1 },
        { _id: 'kept', n: 2 },
        { _id: 'after', n: 4 },
      ]);
      await store.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('makes a collection again after a rollback took back the table it made (a projection failing on its first page)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bawaba-made-'));
    try {
      const store = new SqliteReadStore(join(dir, 'readmodels.db'));
      const fail = (name: string) => async () => {
        await store.collection(name).insertOne({ _id: 'x' });
        throw new Error('fails');
      };
      await expect(store.transaction(fail('top'))).rejects.toThrow('fails');
      await store.transaction(async () => {
        await store.collection('kept').insertOne({ _id: 'k' });
        await expect(store.transaction(fail('inner'))).rejects.toThrow('fails');
      });
      for (const name of ['top', 'inner', 'kept']) await store.collection(name).insertOne({ _id: 'y' });
      expect(await store.collection('top').find({})).toEqual([{ _id: 'y' }]);
      expect(await store.collection('inner').find({})).toEqual([{ _id: 'y' }]);
      expect(await store.collection('kept').find({}, { sort: { _id: 1 } })).toEqual([{ _id: 'k' }, { _id: 'y' }]);
      await store.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
