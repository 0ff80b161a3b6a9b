import { createHash } from 'node:crypto';
import { canonicalJson } from '../../domain/shared/canonicalJson.ts';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';
import { knowledgeFileSchema } from '../../domain/market/knowledge.ts';
import type { ReadFile } from '../../domain/market/importPlan.ts';

/** The versioned knowledge files shipped with the repository. */
export const KNOWLEDGE_DIR = fileURLToPath(new URL('./knowledge/', import.meta.url));

/** Key order must not matter: a file reformatted by an editor is not a changed file. */
export const contentHash = (value: unknown): string => createHash('sha256').update(canonicalJson(value)).digest('base64url');

function describe(issues: z.core.$ZodIssue[]): string {
  return issues
    .slice(0, 5)
    .map((i) => `${i.path.join('.') || '(file)'}: ${i.message}`)
    .join('; ');
}

/** Reads one file; any fault (unreadable, not JSON, not the schema) refuses that file alone, saying why. */
export function readKnowledgeFile(path: string, file: string): ReadFile {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    return { file, ok: false, error: `not readable JSON: ${(error as Error).message}` };
  }
  const parsed = knowledgeFileSchema.safeParse(json);
  if (!parsed.success) return { file, ok: false, error: describe(parsed.error.issues) };
  const items = parsed.data.items.map((item) => ({ item, hash: contentHash(item) }));
  return { file, ok: true, version: parsed.data.version, hash: contentHash(parsed.data), items };
}

/** The *.json files of the directory, in name order; a missing directory holds none. */
function knowledgeFileNames(dir: string): string[] {
  try {
    return readdirSync(dir)
      .filter((n) => n.endsWith('.json'))
      .sort();
  } catch {
    return [];
  }
}

/** Every *.json file of the directory, in name order; a missing directory holds no files. */
export function readKnowledgeFiles(dir: string = KNOWLEDGE_DIR): ReadFile[] {
  return knowledgeFileNames(dir).map((name) => readKnowledgeFile(join(dir, name), name));
}

/**
 * The same, one file per turn of the event loop, for a server that answers requests meanwhile: parsing
 * and hashing every file at once would hold them for tens of milliseconds.
 */
export async function readKnowledgeFilesByTurns(dir: string = KNOWLEDGE_DIR): Promise<ReadFile[]> {
  const files: ReadFile[] = [];
  for (const name of knowledgeFileNames(dir)) {
    await nextTurn();
    files.push(readKnowledgeFile(join(dir, name), name));
  }
  return files;
}
