import type { Decider, DomainEvent } from '../shared/decider.ts';
import { DomainError } from '../shared/errors.ts';

/**
 * What the import last took from each knowledge file, in one stream `knowledgeCatalog-main`: the
 * file's hash and the ids it held. An unchanged file is skipped without reading its facts, and an
 * id that left every file is found here to be retired (a file deleted outright included).
 */
export type KnowledgeFileImported = DomainEvent<'KnowledgeFileImported', { file: string; version: number; hash: string; ids: string[]; at: string }>;
export type KnowledgeFileRemoved = DomainEvent<'KnowledgeFileRemoved', { file: string; at: string }>;
export type CatalogEvent = KnowledgeFileImported | KnowledgeFileRemoved;

export type CatalogState = { files: Record<string, { hash: string; version: number; ids: string[] }> };

export type RecordFile = { type: 'RecordFile'; data: { file: string; version: number; hash: string; ids: string[]; now: string } };
export type RemoveFile = { type: 'RemoveFile'; data: { file: string; now: string } };
export type CatalogCommand = RecordFile | RemoveFile;

export const CATALOG_STREAM = 'knowledgeCatalog-main';

export function decide(command: CatalogCommand, state: CatalogState): CatalogEvent[] {
  const known = state.files[command.data.file];
  if (command.type === 'RemoveFile') return known ? [{ type: 'KnowledgeFileRemoved', data: { file: command.data.file, at: command.data.now } }] : [];
  const { file, version, hash, ids, now } = command.data;
  if (known?.hash === hash) return [];
  if (new Set(ids).size !== ids.length) throw new DomainError('VALIDATION_ERROR', `${file} lists an id twice`, { file });
  return [{ type: 'KnowledgeFileImported', data: { file, version, hash, ids, at: now } }];
}

export const catalogDecider: Decider<CatalogState, CatalogCommand, CatalogEvent> = {
  initialState: () => ({ files: {} }),
  evolve: (state, event) => {
    const files = { ...state.files };
    if (event.type === 'KnowledgeFileRemoved') delete files[event.data.file];
    else files[event.data.file] = { hash: event.data.hash, version: event.data.version, ids: event.data.ids };
    return { files };
  },
  decide,
};
