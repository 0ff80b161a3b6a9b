import { describe, expect, it, beforeEach, afterEach } from 'vitest';
import { randomUUID } from 'node:crypto';
import { DuplicateKeyError, type Doc, type ReadCollection, type ReadStore } from '../../infra/readstore/port.ts';

type User = Doc & { email?: string; name?: string; age?: number; tags?: string[]; rev?: number; created?: string };

/** Every ReadStore adapter must pass this suite. */
export function readStoreContract(name: string, create: () => Promise<ReadStore>): void {
  describe(`ReadStore contract: ${name}`, () => {
    let store: ReadStore;
    let users: ReadCollection<User>;
    let collectionName: string;
    beforeEach(async () => {
      store = await create();
      collectionName = `users_${randomUUID().slice(0, 8)}`;
      users = store.collection<User>(collectionName);
      await users.insertOne({ _id: 'a', email: 'a@x.io', name: 'Ann', age: 30, tags: ['x'] });
      await users.insertOne({ _id: 'b', email: 'b@x.io', name: 'Bob', age: 25, tags: [] });
      await users.insertOne({ _id: 'c', email: 'c@x.io', name: 'Cid', age: 35, tags: ['x', 'y'] });
    });
    afterEach(async () => {
      await store.dropCollection(collectionName);
      await store.close();
    });

    it('finds by filter with operators, sort, skip and limit', async () => {
      expect((await users.findOne({ _id: 'b' }))?.name).toBe('Bob');
      expect(await users.findOne({ _id: 'zz' })).toBeNull();
      const older = await users.find({ age: { $gte: 30 } }, { sort: { age: -1 } });
      expect(older.map((u) => u._id)).toEqual(['c', 'a']);
      const page = await users.find({}, { sort: { name: 1 }, skip: 1, limit: 1 });
      expect(page.map((u) => u._id)).toEqual(['b']);
      expect(await users.countDocuments({ tags: 'x' })).toBe(2);
      expect(await users.countDocuments({})).toBe(3);
      expect((await users.find({ name: { $regex: '^c', $options: 'i' } })).map((u) => u._id)).toEqual(['c']);
    });

    it('returns copies, so mutating a result does not change the store', async () => {
      const a = await users.findOne({ _id: 'a' });
      a!.name = 'changed';
      expect((await users.findOne({ _id: 'a' }))?.name).toBe('Ann');
    });

    it('updates with $set, $inc, $addToSet and $unset and reports matched and modified', async () => {
      const r = await users.updateOne({ _id: 'a' }, { $set: { name: 'Anna' }, $inc: { age: 1 }, $addToSet: { tags: 'z' } });
      expect(r).toEqual({ matchedCount: 1, modifiedCount: 1, upsertedId: null });
      const same = await users.updateOne({ _id: 'a' }, { $set: { name: 'Anna' } });
      expect(same).toEqual({ matchedCount: 1, modifiedCount: 0, upsertedId: null });
      await users.updateOne({ _id: 'a' }, { $unset: { email: '' } });
      expect(await users.findOne({ _id: 'a' })).toEqual({ _id: 'a', name: 'Anna', age: 31, tags: ['x', 'z'] });
      const none = await users.updateOne({ _id: 'nope' }, { $set: { name: 'x' } });
      expect(none).toEqual({ matchedCount: 0, modifiedCount: 0, upsertedId: null });
    });

    it('guards an update on a revision so a replayed event changes nothing', async () => {
      await users.updateOne({ _id: 'a' }, { $set: { rev: 3 } });
      const stale = await users.updateOne({ _id: 'a', rev: { $lt: 3 } }, { $set: { name: 'old', rev: 3 } });
      expect(stale.matchedCount).toBe(0);
      expect((await users.findOne({ _id: 'a' }))?.name).toBe('Ann');
    });

    it('upserts with $setOnInsert only on insert, seeding from the filter', async () => {
      const inserted = await users.updateOne(
        { _id: 'd' },
        { $setOnInsert: { created: 'first' }, $set: { name: 'Dee' } },
        { upsert: true },
      );
      expect(inserted.upsertedId).toBe('d');
      const again = await users.updateOne({ _id: 'd' }, { $setOnInsert: { created: 'second' }, $set: { name: 'Dee' } }, { upsert: true });
      expect(again).toEqual({ matchedCount: 1, modifiedCount: 0, upsertedId: null });
      expect(await users.findOne({ _id: 'd' })).toEqual({ _id: 'd', name: 'Dee', created: 'first' });
    });

    it('creates a document from $setOnInsert alone, keeping its own copy of nested values', async () => {
      const revs = { a: -1 };
      const r = await users.updateOne({ _id: 'g' }, { $setOnInsert: { name: 'Gus', revs, age: undefined } }, { upsert: true });
      expect(r.upsertedId).toBe('g');
      revs.a = 5;
      expect(await users.findOne({ _id: 'g' })).toEqual({ _id: 'g', name: 'Gus', revs: { a: -1 } });
      await expect(users.updateOne({ _id: 'g', name: 'other' }, { $setOnInsert: { name: 'x' } }, { upsert: true })).rejects.toBeInstanceOf(DuplicateKeyError);
    });

    it('updates and deletes many', async () => {
      const r = await users.updateMany({ age: { $lt: 35 } }, { $set: { tags: ['young'] } });
      expect(r.matchedCount).toBe(2);
      expect(await users.countDocuments({ tags: 'young' })).toBe(2);
      expect((await users.deleteOne({ _id: 'a' })).deletedCount).toBe(1);
      expect((await users.deleteMany({ tags: 'young' })).deletedCount).toBe(1);
      expect(await users.countDocuments({})).toBe(1);
    });

    it('rejects a duplicate _id and a unique-index clash, leaving the data as it was', async () => {
      await expect(users.insertOne({ _id: 'a', name: 'dup' })).rejects.toBeInstanceOf(DuplicateKeyError);
      await users.createIndex({ email: 1 }, { unique: true });
      await expect(users.insertOne({ _id: 'e', email: 'a@x.io' })).rejects.toBeInstanceOf(DuplicateKeyError);
      await expect(users.updateOne({ _id: 'b' }, { $set: { email: 'a@x.io' } })).rejects.toBeInstanceOf(DuplicateKeyError);
      expect((await users.findOne({ _id: 'b' }))?.email).toBe('b@x.io');
      expect((await users.findOne({ email: 'a@x.io' }))?._id).toBe('a');
      await users.updateOne({ _id: 'a' }, { $set: { email: 'new@x.io' } });
      await users.insertOne({ _id: 'f', email: 'a@x.io' });
      expect((await users.findOne({ email: 'a@x.io' }))?._id).toBe('f');
    });

    it('treats operator objects as queries, never as literal values', async () => {
      expect(await users.countDocuments({ email: { $ne: null } })).toBe(3);
      expect(await users.findOne({ email: { $ne: null }, _id: 'zz' })).toBeNull();
    });

    it('applies a bulkWrite in order: upserts, guarded updates, inserts and deletes', async () => {
      await users.bulkWrite!([
        { updateOne: { filter: { _id: 'd' }, update: { $setOnInsert: { name: 'Dee', rev: 0 } }, upsert: true } },
        // Guarded on the revision the insert above just wrote: a no-op, as in setGuarded.
        { updateOne: { filter: { _id: 'd', rev: { $lt: 0 } }, update: { $set: { name: 'stale', rev: 0 } } } },
        { updateOne: { filter: { _id: 'd', rev: { $lt: 1 } }, update: { $set: { name: 'Dee 1', rev: 1 } } } },
        { updateOne: { filter: { _id: 'a' }, update: { $inc: { age: 1 } } } },
        { insertOne: { document: { _id: 'e', name: 'Eve' } } },
        { deleteOne: { filter: { _id: 'b' } } },
        { updateOne: { filter: { _id: 'nobody' }, update: { $set: { name: 'x' } } } },
      ]);
      expect(await users.findOne({ _id: 'd' })).toEqual({ _id: 'd', name: 'Dee 1', rev: 1 });
      expect((await users.findOne({ _id: 'a' }))?.age).toBe(31);
      expect((await users.find({}, { sort: { _id: 1 } })).map((u) => u._id)).toEqual(['a', 'c', 'd', 'e']);
      await users.bulkWrite!([]);
    });

    it('stops a bulkWrite at a clash, keeping the writes before it and skipping the rest', async () => {
      await users.createIndex({ email: 1 }, { unique: true });
      const clash = users.bulkWrite!([
        { updateOne: { filter: { _id: 'a' }, update: { $set: { name: 'first' } } } },
        { insertOne: { document: { _id: 'f', email: 'b@x.io' } } },
        { updateOne: { filter: { _id: 'c' }, update: { $set: { name: 'never' } } } },
      ]);
      await expect(clash).rejects.toBeInstanceOf(DuplicateKeyError);
      expect((await users.findOne({ _id: 'a' }))?.name).toBe('first');
      expect(await users.findOne({ _id: 'f' })).toBeNull();
      expect((await users.findOne({ _id: 'c' }))?.name).toBe('Cid');
    });

    it('matches a path through an array when any element does, with an index on it or not (issue 24)', async () => {
      const orders = store.collection<Doc & { lines: { sku: string; qty: number }[] }>(`${collectionName}_orders`);
      await orders.insertOne({ _id: 'o1', lines: [{ sku: 'dates', qty: 1 }, { sku: 'coffee', qty: 5 }] });
      await orders.insertOne({ _id: 'o2', lines: [{ sku: 'tea', qty: 2 }] });
      const ids = async (filter: Record<string, unknown>) => (await orders.find(filter, { sort: { _id: 1 } })).map((o) => o._id);
      expect(await ids({ 'lines.sku': 'coffee' })).toEqual(['o1']);
      expect(await ids({ 'lines.qty': { $gte: 2 } })).toEqual(['o1', 'o2']);
      await orders.createIndex({ 'lines.sku': 1 });
      expect(await ids({ 'lines.sku': 'coffee' })).toEqual(['o1']);
      await orders.insertOne({ _id: 'o3', lines: [{ sku: 'coffee', qty: 1 }] });
      expect(await ids({ 'lines.sku': 'coffee' })).toEqual(['o1', 'o3']);
      await orders.updateOne({ _id: 'o1' }, { $set: { lines: [{ sku: 'tea', qty: 1 }] } });
      expect(await ids({ 'lines.sku': 'coffee' })).toEqual(['o3']);
      expect(await ids({ 'lines.sku': 'tea' })).toEqual(['o1', 'o2']);
      await store.dropCollection(`${collectionName}_orders`);
    });

    it('drops a collection', async () => {
      await store.dropCollection(collectionName);
      expect(await users.countDocuments({})).toBe(0);
    });
  });
}
