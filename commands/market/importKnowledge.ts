import pLimit from 'p-limit';
import type { EventStore } from '../../infra/eventstore/port.ts';
import { handleCommand, loadState } from '../handleCommand.ts';
import { systemContext } from '../context.ts';
import { factDecider, factStream, type FactEvent } from '../../domain/market/facts.ts';
import { CATALOG_STREAM, catalogDecider } from '../../domain/market/catalog.ts';
import { planImport, type ReadFile } from '../../domain/market/importPlan.ts';

export type ImportReport = { published: number; revised: number; retired: number; unchangedFiles: number; rejected: { file: string; error: string }[] };

/** Appends run a few at a time so the embedded log can group their commits into one fsync. */
const CONCURRENCY = 16;

/**
 * Brings the log in line with the knowledge files: new ids are published, changed items revised,
 * ids gone from every file retired, and each changed file recorded in the catalog last, so a run
 * cut short is simply repeated by the next start. Running it again appends nothing.
 */
export async function importKnowledge(store: EventStore, files: ReadFile[], now: () => Date): Promise<ImportReport> {
  const context = systemContext('content-import');
  const options = { context };
  const catalog = await loadState(store, CATALOG_STREAM, catalogDecider);
  const plan = planImport(files, catalog);
  const report: ImportReport = { published: 0, revised: 0, retired: 0, unchangedFiles: files.length - plan.imports.length - plan.rejected.length, rejected: plan.rejected };
  const count = (events: FactEvent[]) => {
    for (const e of events) {
      if (e.type === 'FactPublished') report.published++;
      else if (e.type === 'FactRevised') report.revised++;
      else report.retired++;
    }
  };
  const limit = pLimit(CONCURRENCY);
  const at = () => now().toISOString();

  await Promise.all(
    plan.imports.flatMap((file) =>
      file.items.map(({ item, hash }) =>
        limit(async () => {
          const command = { type: 'ImportFact' as const, data: { item, hash, file: file.file, now: at() } };
          count((await handleCommand(store, factStream(item.id), factDecider, command, options)).newEvents);
        }),
      ),
    ),
  );
  await Promise.all(
    plan.retire.map(({ factId, file }) =>
      limit(async () => {
        const command = { type: 'RetireFact' as const, data: { factId, file, now: at() } };
        count((await handleCommand(store, factStream(factId), factDecider, command, options)).newEvents);
      }),
    ),
  );
  for (const file of plan.imports) {
    const data = { file: file.file, version: file.version, hash: file.hash, ids: file.items.map((i) => i.item.id), now: at() };
    await handleCommand(store, CATALOG_STREAM, catalogDecider, { type: 'RecordFile', data }, options);
  }
  for (const file of plan.removed) {
    await handleCommand(store, CATALOG_STREAM, catalogDecider, { type: 'RemoveFile', data: { file, now: at() } }, options);
  }
  return report;
}

/** Whether an import has recorded a file before: a restart, not a first start with nothing to search yet. */
export async function knowledgeImportedBefore(store: EventStore): Promise<boolean> {
  const catalog = await loadState(store, CATALOG_STREAM, catalogDecider);
  return Object.keys(catalog.files).length > 0;
}

/** The part of a pino logger the import needs; structural, so commands/ stays free of infra/logger. */
export type ImportLog = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void; error(obj: object, msg: string): void };

/**
 * The start-up import: a refused file is logged by name with its first schema issues, and any
 * other failure is logged too, never thrown, so bad content cannot keep the server from starting.
 */
export async function runKnowledgeImport(store: EventStore, files: ReadFile[], now: () => Date, log: ImportLog): Promise<ImportReport | undefined> {
  try {
    const report = await importKnowledge(store, files, now);
    for (const { file, error } of report.rejected) log.warn({ file, issue: error }, `knowledge file ${file} was not imported: ${error}`);
    const { rejected, ...counts } = report;
    log.info({ ...counts, rejected: rejected.length, files: files.length }, 'knowledge import done');
    return report;
  } catch (err) {
    log.error({ err }, 'knowledge import failed; the knowledge already in the log stays as it was');
    return undefined;
  }
}
