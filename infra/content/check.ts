import { readdirSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { KNOWLEDGE_DIR } from './import.ts';

/**
 * `npm run content:check` (issue 19): one line per knowledge item with its age, whether it cites an
 * official publisher and what it lacks, then the totals. It reads the raw JSON rather than the schema's
 * result so that a broken item is still listed by name. It fails (exit 1) on an item without a source,
 * an as-of date or an Arabic text: users act on these figures, and `npm test` runs it before the tests.
 */

/**
 * Official publishers, by the domain of the cited URL: every *.gov.sa site (ZATCA, GOSI, MISA, the
 * Ministry of Commerce, GASTAT, SAMA, MHRSD, SASO, laws.boe.gov.sa, vision2030.gov.sa) and the
 * government platforms that sit outside gov.sa.
 */
export const OFFICIAL_DOMAINS = ['gov.sa', 'investsaudi.sa', 'datasaudi.sa', 'saber.sa', 'qiwa.sa', 'etimad.sa', 'saudicensus.sa'] as const;

export type PublisherKind = 'official' | 'secondary' | 'none';
export type ItemReport = { file: string; id: string; ageDays: number | null; kind: PublisherKind; missing: string[] };

const ARABIC_LETTER = /[\u0600-\u06FF]/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

type Raw = Record<string, unknown>;
const obj = (v: unknown): Raw | undefined => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Raw) : undefined);
const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

export function publisherKind(url: string): PublisherKind {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return 'none';
  }
  return OFFICIAL_DOMAINS.some((d) => host === d || host.endsWith(`.${d}`)) ? 'official' : 'secondary';
}

/** What an item lacks; `source`, `asOf` and the Arabic texts are the blocking ones. */
export function checkItem(file: string, raw: unknown, now: Date): ItemReport {
  const item = obj(raw) ?? {};
  const id = str(item.id) || '(no id)';
  const missing: string[] = [];
  const source = obj(item.source);
  const url = str(source?.url);
  if (!source || !str(source.publisher) || !url.startsWith('https://')) missing.push('source');
  const asOf = str(item.asOf);
  if (!DATE.test(asOf) || Number.isNaN(Date.parse(asOf))) missing.push('asOf');
  const arabic = (v: unknown) => ARABIC_LETTER.test(str(obj(v)?.ar));
  if (!arabic(item.title) || !arabic(item.body) || (item.caveat !== undefined && !arabic(item.caveat))) missing.push('arabic');
  if (!str(source?.title)) missing.push('source title');
  if (!DATE.test(str(item.verifiedAt))) missing.push('verifiedAt');
  const ageDays = missing.includes('asOf') ? null : Math.floor((now.getTime() - Date.parse(`${asOf}T00:00:00Z`)) / DAY_MS);
  return { file, id, ageDays, kind: url ? publisherKind(url) : 'none', missing };
}

/** Only these stop the build; a missing source title or verified date is listed but does not. */
export const BLOCKING = ['source', 'asOf', 'arabic'] as const;
export const isBlocking = (r: ItemReport) => r.missing.some((m) => (BLOCKING as readonly string[]).includes(m));

export function checkDir(dir: string, now: Date): ItemReport[] {
  return readdirSync(dir)
    .filter((n) => n.endsWith('.json'))
    .sort()
    .flatMap((file) => {
      const data = obj(JSON.parse(readFileSync(`${dir}${file}`, 'utf8')));
      const items = Array.isArray(data?.items) ? data.items : [];
      return items.map((raw) => checkItem(file, raw, now));
    });
}

const age = (days: number | null) => (days === null ? '?' : days < 365 ? `${Math.floor(days / 30)}m` : `${Math.floor(days / 365)}y${Math.floor((days % 365) / 30)}m`);

export function render(reports: readonly ItemReport[]): { lines: string[]; failed: boolean } {
  const lines = reports.map((r) => [r.id.padEnd(48), age(r.ageDays).padStart(6), r.kind.padEnd(9), r.missing.length ? `missing: ${r.missing.join(', ')}` : 'ok'].join('  '));
  const count = (kind: PublisherKind) => reports.filter((r) => r.kind === kind).length;
  const stale = reports.filter((r) => r.ageDays !== null && r.ageDays > 2 * 365).length;
  const blocking = reports.filter(isBlocking);
  lines.push(
    '',
    `${reports.length} items: ${count('official')} cite an official publisher, ${count('secondary')} a secondary one, ${count('none')} none.`,
    `${stale} items are more than two years old (their answers carry the age warning).`,
    blocking.length ? `${blocking.length} items lack a source, an as-of date or an Arabic text: ${blocking.map((r) => r.id).join(', ')}` : 'Every item has a source, an as-of date and Arabic text.',
  );
  return { lines, failed: blocking.length > 0 };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { lines, failed } = render(checkDir(process.argv[2] ?? KNOWLEDGE_DIR, new Date()));
  console.log(lines.join('\n'));
  process.exitCode = failed ? 1 : 0;
}
