import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type sharpModule from 'sharp';
import { DomainError, fieldRefusal } from '../../domain/shared/errors.ts';

/**
 * Cover images (issue 12). The upload is trusted for nothing: its first bytes must say JPEG, PNG
 * or WebP, whatever the Content-Type claimed, and it is decoded and written anew as WebP in a few
 * widths, so metadata, trailing payloads (a polyglot's second file) and anything that is not
 * pixels never reach a reader. The files live on a volume, DATA_DIR/articles/images/<id>/<w>.webp
 * (docs/DECISIONS.md: GridFS would take their place once files must be shared between hosts).
 */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_WIDTHS = [480, 960, 1600] as const;
const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp']);
/** A decompression bomb (a tiny file of huge dimensions) is refused before it is decoded. */
const MAX_PIXELS = 40_000_000;
export const IMAGE_ID = /^[0-9a-f-]{36}$/;

export type StoredImage = { id: string; widths: number[]; width: number; height: number };

// sharp (libvips) and file-type load with the first upload, not with every server start.
const loadSharp = async (): Promise<typeof sharpModule> => (await import('sharp')).default;

export async function checkImage(bytes: Buffer): Promise<string> {
  if (bytes.length === 0) throw new DomainError('VALIDATION_ERROR', 'The image is empty', fieldRefusal('image', 'IMAGE_EMPTY', 'Choose an image file'));
  if (bytes.length > MAX_IMAGE_BYTES) throw new DomainError('PAYLOAD_TOO_LARGE', 'Images may be at most 5 MB', { maxBytes: MAX_IMAGE_BYTES });
  const { fileTypeFromBuffer } = await import('file-type');
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ACCEPTED.has(type.mime)) {
    throw new DomainError('UNSUPPORTED_MEDIA_TYPE', 'Upload a JPEG, PNG or WebP image', { detected: type?.mime ?? null });
  }
  return type.mime;
}

export function imageDir(dataDir: string): string {
  return join(dataDir, 'articles', 'images');
}

/** Validates, re-encodes and stores an upload; answers the new image's id and widths. */
export async function storeImage(dataDir: string, bytes: Buffer): Promise<StoredImage> {
  await checkImage(bytes);
  const sharp = await loadSharp();
  let meta: Awaited<ReturnType<ReturnType<typeof sharpModule>['metadata']>>;
  try {
    meta = await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).metadata();
    if (!meta.width || !meta.height) throw new Error('no dimensions');
  } catch {
    throw new DomainError('VALIDATION_ERROR', 'This file is not a readable image', fieldRefusal('image', 'IMAGE_UNREADABLE', 'This file is not a readable image'));
  }
  const id = randomUUID();
  const dir = join(imageDir(dataDir), id);
  await mkdir(dir, { recursive: true });
  // Every width exists, so pages can always list all three; none is enlarged past the original.
  const widths = IMAGE_WIDTHS;
  try {
    for (const width of widths) {
      const out = await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer();
      // Written whole, then renamed: a reader never sees half a file.
      await writeFile(join(dir, `${width}.webp.tmp`), out);
      await rename(join(dir, `${width}.webp.tmp`), join(dir, `${width}.webp`));
    }
  } catch {
    throw new DomainError('VALIDATION_ERROR', 'This file is not a readable image', fieldRefusal('image', 'IMAGE_UNREADABLE', 'This file is not a readable image'));
  }
  return { id, widths: [...widths], width: meta.width, height: meta.height };
}

/** One stored rendition, or undefined when there is none. */
export async function readImage(dataDir: string, id: string, width: number): Promise<Buffer | undefined> {
  if (!IMAGE_ID.test(id) || !(IMAGE_WIDTHS as readonly number[]).includes(width)) return undefined;
  return readFile(join(imageDir(dataDir), id, `${width}.webp`)).catch(() => undefined);
}
