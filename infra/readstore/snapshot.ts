import { readFile, rename, writeFile, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import type { EmbeddedReadStore, EmbeddedState } from './embedded.ts';

const FORMAT = 1;

/**
 * The embedded read store lives in memory. A snapshot (read models and their checkpoints, taken
 * in one synchronous step) lets a restart catch up from there instead of replaying the whole log.
 * It is only a cache: a missing or unreadable snapshot means a rebuild from position 0.
 */
export async function saveSnapshot(store: EmbeddedReadStore, file: string): Promise<void> {
  const bytes = serialize({ format: FORMAT, state: store.exportState() });
  await mkdir(dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, bytes);
  await rename(tmp, file);
}

export async function restoreSnapshot(store: EmbeddedReadStore, file: string): Promise<boolean> {
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch {
    return false;
  }
  try {
    const parsed = deserialize(bytes) as { format: number; state: EmbeddedState };
    if (parsed.format !== FORMAT) return false;
    store.importState(parsed.state);
    return true;
  } catch {
    return false;
  }
}
