import type { CatalogState } from './catalog.ts';
import type { KnowledgeItem } from './knowledge.ts';

/** One knowledge file as read from disk: parsed and hashed, or refused with the reason. */
export type ReadFile =
  | { file: string; ok: true; version: number; hash: string; items: { item: KnowledgeItem; hash: string }[] }
  | { file: string; ok: false; error: string };

export type ImportPlan = {
  /** Files whose hash changed: every item goes to its stream, which decides publish, revise or nothing. */
  imports: Extract<ReadFile, { ok: true }>[];
  /** Ids the catalog knows that no readable file holds any more. */
  retire: { factId: string; file: string }[];
  /** Files the catalog knows that are gone from disk. */
  removed: string[];
  rejected: { file: string; error: string }[];
};

/**
 * Decides what an import run does, from the files on disk and what the catalog says was imported.
 * A refused file keeps what it published before (its items are neither revised nor retired), so
 * a typo in one file never takes content down. An id may live in one file only: a second file
 * claiming it is refused, or each run would revise the item back and forth.
 */
export function planImport(files: ReadFile[], catalog: CatalogState): ImportPlan {
  const plan: ImportPlan = { imports: [], retire: [], removed: [], rejected: [] };
  const owner = new Map<string, string>();
  const kept = new Set<string>();
  for (const read of [...files].sort((a, b) => a.file.localeCompare(b.file))) {
    if (!read.ok) {
      plan.rejected.push({ file: read.file, error: read.error });
      for (const id of catalog.files[read.file]?.ids ?? []) kept.add(id);
      continue;
    }
    const ids = read.items.map((i) => i.item.id);
    const twice = ids.find((id, n) => ids.indexOf(id) !== n);
    const claimed = ids.find((id) => owner.has(id));
    if (twice || claimed) {
      const error = twice ? `id "${twice}" appears twice in the file` : `id "${claimed}" is already in ${owner.get(claimed!)}`;
      plan.rejected.push({ file: read.file, error });
      for (const id of catalog.files[read.file]?.ids ?? []) kept.add(id);
      continue;
    }
    for (const id of ids) owner.set(id, read.file);
    if (catalog.files[read.file]?.hash !== read.hash) plan.imports.push(read);
  }
  const onDisk = new Set(files.map((f) => f.file));
  for (const [file, entry] of Object.entries(catalog.files)) {
    if (!onDisk.has(file)) plan.removed.push(file);
    for (const id of entry.ids) if (!owner.has(id) && !kept.has(id)) plan.retire.push({ factId: id, file });
  }
  return plan;
}
