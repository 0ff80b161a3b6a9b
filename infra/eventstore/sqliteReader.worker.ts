import { DatabaseSync } from 'node:sqlite';
import { parentPort, workerData } from 'node:worker_threads';

/**
 * Reads pages of the log on its own thread during catch-up. Rows go back as one JSON text whose
 * data and metadata columns are spliced in unparsed, so the main thread pays for a single
 * JSON.parse per page and none of SQLite's row stepping.
 */
const db = new DatabaseSync(workerData.file as string, { readOnly: true });
db.exec('PRAGMA mmap_size = 268435456; PRAGMA cache_size = -65536;');
const COLUMNS = 'pos, id, stream, revision, type, data, metadata, created_at';
const page = db.prepare(`SELECT ${COLUMNS} FROM events WHERE pos > ? ORDER BY pos LIMIT ?`);
page.setReturnArrays(true);
const typed = db.prepare(`SELECT ${COLUMNS} FROM events WHERE pos > ? AND type IN (SELECT value FROM json_each(?)) ORDER BY pos LIMIT ?`);
typed.setReturnArrays(true);

parentPort!.on('message', (request: { after: number; max: number; types?: string }) => {
  const found = request.types === undefined ? page.all(request.after, request.max) : typed.all(request.after, request.types, request.max);
  const rows = found as unknown as [number, string, string, number, string, string, string, string][];
  const parts = rows.map(
    ([pos, id, stream, revision, type, data, metadata, createdAt]) =>
      `[${pos},"${id}",${JSON.stringify(stream)},${revision},${JSON.stringify(type)},${data},${metadata},"${createdAt}"]`,
  );
  parentPort!.postMessage(`[${parts.join(',')}]`);
});
