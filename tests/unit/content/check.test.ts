import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { KNOWLEDGE_DIR } from '../../../infra/content/import.ts';
import { checkDir, checkItem, isBlocking, publisherKind, render } from '../../../infra/content/check.ts';
import { item } from '../market/fixtures.ts';

const NOW = new Date('2026-11-26T12:00:00Z');
const SCRIPT = fileURLToPath(new URL('../../../infra/content/check.ts', import.meta.url));

describe('content:check (issue 19)', () => {
  it('tells an official publisher from a secondary one by the domain of the cited URL', () => {
    expect(publisherKind('https://zatca.gov.sa/en/HelpCenter/FAQs/Pages/FAQ_148.aspx')).toBe('official');
    expect(publisherKind('https://laws.boe.gov.sa/BoeLaws/Laws')).toBe('official');
    expect(publisherKind('https://investsaudi.sa/en/resources/updatedInvestmentLaw')).toBe('official');
    expect(publisherKind('https://www.zawya.com/en/economy')).toBe('secondary');
    expect(publisherKind('https://gov.sa.example.com/x')).toBe('secondary');
    expect(publisherKind('not a url')).toBe('none');
  });

  it('reports the age and what an item lacks, and blocks only on source, as-of date and Arabic', () => {
    const ok = checkItem('a.json', item('x-ok', { asOf: '2024-11-26' }), NOW);
    expect(ok).toEqual({ file: 'a.json', id: 'x-ok', ageDays: 730, kind: 'official', missing: [] });
    const { source: _s, asOf: _a, ...bare } = item('x-bare');
    expect(checkItem('a.json', bare, NOW).missing).toEqual(['source', 'asOf', 'source title']);
    const english = checkItem('a.json', item('x-en', { body: { en: 'Body', ar: 'Body' } }), NOW);
    expect(english.missing).toEqual(['arabic']);
    expect(isBlocking(english)).toBe(true);
    expect(isBlocking(checkItem('a.json', { ...item('x-nov'), verifiedAt: undefined }, NOW))).toBe(false);
  });

  it('counts official publishers in its totals and fails when an item is blocked', () => {
    const reports = [checkItem('a.json', item('x-1'), NOW), checkItem('a.json', item('x-2', { source: { publisher: 'Zawya', title: 'T', url: 'https://www.zawya.com/x' } }), NOW)];
    const good = render(reports);
    expect(good.failed).toBe(false);
    expect(good.lines).toContain('2 items: 1 cite an official publisher, 1 a secondary one, 0 none.');
    expect(render([...reports, checkItem('a.json', { id: 'x-3' }, NOW)]).failed).toBe(true);
  });

  it('passes on the knowledge files as they are', () => {
    expect(checkDir(KNOWLEDGE_DIR, NOW).filter(isBlocking)).toEqual([]);
  });

  it('exits non-zero when a file holds an item without a source', () => {
    const dir = mkdtempSync(join(tmpdir(), 'content-check-'));
    const { source: _s, ...unsourced } = item('x-unsourced');
    writeFileSync(join(dir, 'broken.json'), JSON.stringify({ version: 1, items: [item('x-fine'), unsourced] }));
    const run = spawnSync(process.execPath, [SCRIPT, `${dir}/`], { encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('x-unsourced');
    expect(run.stdout).toContain('missing: source');
  });
});
