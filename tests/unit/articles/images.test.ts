import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES, readImage, storeImage } from '../../../infra/articles/images.ts';
import { DomainError } from '../../../domain/shared/errors.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'article-images-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 10, g: 80, b: 50 } } }).png().toBuffer();

async function refusal(bytes: Buffer): Promise<string> {
  try {
    await storeImage(dataDir, bytes);
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    return (error as DomainError).code;
  }
  throw new Error('the upload was accepted');
}

describe('cover image upload', () => {
  it('stores a PNG as WebP renditions, none enlarged past the original', async () => {
    const stored = await storeImage(dataDir, await png(1200, 600));
    expect(stored.widths).toEqual([480, 960, 1600]);
    expect(await sharp((await readImage(dataDir, stored.id, 1600))!).metadata()).toMatchObject({ width: 1200 });
    const file = await readImage(dataDir, stored.id, 960);
    expect(file && (await sharp(file).metadata())).toMatchObject({ format: 'webp', width: 960, height: 480 });
    expect(readdirSync(join(dataDir, 'articles', 'images', stored.id)).sort()).toEqual(['1600.webp', '480.webp', '960.webp']);
  });

  it('refuses a file whose magic number is not JPEG, PNG or WebP, whatever it claims to be', async () => {
    expect(await refusal(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'))).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(await refusal(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'))).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(await refusal(Buffer.from('%PDF-1.7\n'))).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses a file over 5 MB before looking inside', async () => {
    const big = Buffer.concat([await png(10, 10), Buffer.alloc(MAX_IMAGE_BYTES)]);
    expect(await refusal(big)).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses a polyglot that only starts like a JPEG', async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<html><script>alert(1)</script></html>')]);
    expect(await refusal(fake)).toBe('VALIDATION_ERROR');
  });

  it('a real image carrying a second file behind it is stored without that payload', async () => {
    const payload = '<script>alert(1)</script>PK\x03\x04';
    const polyglot = Buffer.concat([await png(500, 500), Buffer.from(payload)]);
    const stored = await storeImage(dataDir, polyglot);
    const file = (await readImage(dataDir, stored.id, 480))!;
    expect(file.includes(Buffer.from('<script>'))).toBe(false);
    expect((await sharp(file).metadata()).format).toBe('webp');
  });

  it('answers nothing for ids or widths it never made', async () => {
    expect(await readImage(dataDir, '../../etc/passwd', 480)).toBeUndefined();
    expect(await readImage(dataDir, '00000000-0000-0000-0000-000000000000', 123)).toBeUndefined();
  });
});
