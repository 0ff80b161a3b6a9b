import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Issue 24, item 5: a helper kept in two places drifts (one CSV writer had no formula guard, one
// getPath skipped arrays). Each one below is defined in exactly one file.
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const DIRS = ['domain', 'commands', 'projections', 'api', 'infra', 'web/src', 'tests'];

function sources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sources(path, out);
    else if (/\.tsx?$/.test(name)) out.push(path);
  }
  return out;
}

const files = DIRS.flatMap((d) => sources(join(ROOT, d))).map((path) => ({ path: relative(ROOT, path), text: readFileSync(path, 'utf8') }));
const definedIn = (pattern: RegExp) => files.filter((f) => pattern.test(f.text) && f.path !== 'tests/unit/architecture/oneCopy.test.ts').map((f) => f.path);

describe('one copy of each helper', () => {
  it.each([
    ['the CSV field writer', /(?:function|const)\s+(?:csvField|csvCell|escapeCsv|csvEscape|quoteCsv)\b|\.replace\(\/"\/g, '""'\)/, 'domain/shared/csv.ts'],
    ['the HTML escaper', /replace\(\/\[&<>"'\]\/g/, 'domain/shared/html.ts'],
    ['the read store\'s dotted-path reader', /function getPath\(/, 'infra/readstore/path.ts'],
    ['a time zone\'s offset at an instant', /(?:function|const)\s+offsetMinutes\b/, 'domain/consultations/zonedTime.ts'],
    ['the meeting query\'s hook', /export function useMeeting\(/, 'web/src/lib/meeting.ts'],
    ['key-ordered JSON for hashing', /Array\.isArray\(value\)\) return `\[\$\{value\.map\(/, 'domain/shared/canonicalJson.ts'],
    ['JSON for a <script> element', /JSON\.stringify\([^)]*\)\.replace\(\/<\/g/, 'domain/shared/html.ts'],
  ])('%s has one home', (_name, pattern, home) => {
    expect(definedIn(pattern)).toEqual([home]);
  });
});

describe('query keys', () => {
  it('are all built in web/src/lib/query-keys.ts: no `queryKey: [` literal anywhere else in the web app', () => {
    const inline = files
      .filter((f) => f.path.startsWith('web/src/') && f.path !== 'web/src/lib/query-keys.ts')
      .flatMap((f) => f.text.split('\n').flatMap((line, i) => (/queryKey:\s*\[/.test(line) || /queryKey:\s*$/.test(line) ? [`${f.path}:${i + 1}`] : [])));
    expect(inline).toEqual([]);
  });
});
