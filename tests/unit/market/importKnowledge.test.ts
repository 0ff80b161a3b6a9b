import { describe, it, expect, afterAll, beforeEach } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteEventStore } from '../../../infra/eventstore/sqlite.ts';
import { readKnowledgeFiles, readKnowledgeFilesByTurns, contentHash } from '../../../infra/content/import.ts';
import { runKnowledgeImport } from '../../../commands/market/importKnowledge.ts';
import type { KnowledgeItem } from '../../../domain/market/knowledge.ts';
import { item } from './fixtures.ts';

const root = mkdtempSync(join(tmpdir(), 'bawaba-knowledge-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

let dir: string;
let store: SqliteEventStore;
let lines: { level: string; obj: object; msg: string }[];
const log = {
  info: (obj: object, msg: string) => lines.push({ level: 'info', obj, msg }),
  warn: (obj: object, msg: string) => lines.push({ level: 'warn', obj, msg }),
  error: (obj: object, msg: string) => lines.push({ level: 'error', obj, msg }),
};
const now = () => new Date('2026-11-23T10:00:00Z');
const write = (name: string, items: unknown[], version = 1) => writeFileSync(join(dir, name), JSON.stringify({ version, items }, null, 2));
const run = () => runKnowledgeImport(store, readKnowledgeFiles(dir), now, log);
const head = async () => (await store.headPosition())?.commit ?? 0n;
const types = async (id: string) => (await store.readStream(`fact-${id}`)).map((e) => e.type);

beforeEach(() => {
  dir = mkdtempSync(join(root, 'files-'));
  store = new SqliteEventStore(':memory:');
  lines = [];
});

describe('knowledge import', () => {
  it('publishes every item, as the content-import system actor, and a second run appends nothing', async () => {
    write('a.json', [item('alpha-one'), item('alpha-two')]);
    write('b.json', [item('beta-one')]);
    expect(await run()).toMatchObject({ published: 3, revised: 0, retired: 0 });
    const [first] = await store.readStream('fact-alpha-one');
    expect(first).toMatchObject({ type: 'FactPublished', data: { factId: 'alpha-one', file: 'a.json', hash: contentHash(item('alpha-one')) } });
    expect(first!.metadata).toMatchObject({ actor: 'system', causationId: 'content-import' });

    const before = await head();
    expect(await run()).toMatchObject({ published: 0, revised: 0, retired: 0, unchangedFiles: 2 });
    expect(await head()).toBe(before);
  });

  it('revises a changed item only, and ignores key order', async () => {
    write('a.json', [item('alpha-one'), item('alpha-two')]);
    await run();
    const reordered = Object.fromEntries(Object.entries(item('alpha-one')).reverse()) as KnowledgeItem;
    write('a.json', [reordered, item('alpha-two', { value: 42 })], 2);
    expect(await run()).toMatchObject({ published: 0, revised: 1, retired: 0 });
    expect(await types('alpha-one')).toEqual(['FactPublished']);
    expect(await types('alpha-two')).toEqual(['FactPublished', 'FactRevised']);
    const before = await head();
    await run();
    expect(await head()).toBe(before);
  });

  it('retires an item that left its file and the items of a deleted file', async () => {
    write('a.json', [item('alpha-one'), item('alpha-two')]);
    write('b.json', [item('beta-one')]);
    await run();
    write('a.json', [item('alpha-one')]);
    unlinkSync(join(dir, 'b.json'));
    expect(await run()).toMatchObject({ published: 0, revised: 0, retired: 2 });
    expect(await types('alpha-two')).toEqual(['FactPublished', 'FactRetired']);
    expect(await types('beta-one')).toEqual(['FactPublished', 'FactRetired']);
    const before = await head();
    await run();
    expect(await head()).toBe(before);
  });

  it('refuses a bad file by name and issue, imports the others, and keeps what the bad file published before', async () => {
    write('a.json', [item('alpha-one')]);
    await run();
    write('a.json', [item('alpha-one', { source: { publisher: 'GASTAT', title: 'Statistics', url: 'http://insecure.example' } as KnowledgeItem['source'] })]);
    write('b.json', [item('beta-one')]);
    writeFileSync(join(dir, 'c.json'), '{ "version": 1, "items": [');
    const report = await run();
    expect(report).toMatchObject({ published: 1, revised: 0, retired: 0 });
    const warnings = lines.filter((l) => l.level === 'warn').map((l) => l.msg);
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(/^knowledge file a\.json was not imported: items\.0\.source\.url: /);
    expect(warnings[1]).toMatch(/^knowledge file c\.json was not imported: not readable JSON/);
    expect(await types('alpha-one')).toEqual(['FactPublished']);
  });

  it('logs a failing store instead of throwing, so a start never stops on content', async () => {
    write('a.json', [item('alpha-one')]);
    await store.close();
    expect(await run()).toBeUndefined();
    expect(lines.find((l) => l.level === 'error')?.msg).toMatch(/knowledge import failed/);
    store = new SqliteEventStore(':memory:');
  });

  it('reads the same files, in the same order, when it reads one per turn of the event loop (a restart)', async () => {
    write('b.json', [item('beta-one')]);
    write('a.json', [item('alpha-one')]);
    writeFileSync(join(dir, 'c.json'), '{ not json');
    const byTurns = await readKnowledgeFilesByTurns(dir);
    expect(byTurns).toEqual(readKnowledgeFiles(dir));
    expect(byTurns.map((f) => [f.file, f.ok])).toEqual([['a.json', true], ['b.json', true], ['c.json', false]]);
  });
});
