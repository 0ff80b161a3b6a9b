import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Request, Response } from 'express';

/** Headers of a file download that no cache may keep (every export holds data an admin asked for once). */
export function attachment(res: Response, type: string, filename: string): void {
  res.setHeader('Content-Type', type);
  res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
  res.setHeader('Cache-Control', 'no-store');
}

/**
 * Streams with backpressure: pipeline pulls the next rows only when the socket drained, so memory
 * stays flat however long the file. A failure after the first byte cannot become a JSON error
 * any more: the connection is cut, so the client sees a broken download, not a short file.
 */
export async function streamOut(req: Request, res: Response, lines: AsyncIterable<string>, what: string): Promise<void> {
  try {
    await pipeline(Readable.from(lines), res);
  } catch (err) {
    if (!res.headersSent) throw err;
    // A client that goes away mid-download is no server failure.
    if (req.destroyed || (err as { code?: string }).code === 'ERR_STREAM_PREMATURE_CLOSE') req.log.info(`${what} stopped: the client went away`);
    else req.log.error({ err }, `${what} failed while streaming`);
    res.destroy();
  }
}
