import { describe, expect, it } from 'vitest';
import { MAX_CV_BYTES, checkCv } from '../../../infra/hiring/cvFiles.ts';
import { DomainError } from '../../../domain/shared/errors.ts';
import { sampleDocx, samplePdf, zip } from '../../support/files.ts';

const refused = async (bytes: Buffer): Promise<{ code: string; message: string }> => {
  try {
    await checkCv(bytes);
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    return { code: (error as DomainError).code, message: (error as DomainError).message };
  }
  throw new Error('the file was accepted');
};

describe('CV upload validation', () => {
  it('accepts a PDF and a DOCX by their bytes', async () => {
    expect(await checkCv(samplePdf())).toMatchObject({ kind: 'pdf', bytes: samplePdf().length });
    expect(await checkCv(sampleDocx())).toMatchObject({ kind: 'docx' });
  });

  it('refuses a file whose magic number is not a PDF or a DOCX, whatever it is called', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    expect(await refused(png)).toEqual({ code: 'VALIDATION_ERROR', message: 'Upload your CV as a PDF or DOCX file' });
    expect((await refused(Buffer.from('Just some text pretending to be a CV.pdf'))).code).toBe('VALIDATION_ERROR');
    expect((await refused(Buffer.from('MZ\u0090\u0000 an executable'))).code).toBe('VALIDATION_ERROR');
    expect((await refused(Buffer.alloc(0))).message).toBe('The file is empty');
  });

  it('refuses a file over 5 MB', async () => {
    const big = Buffer.concat([samplePdf(), Buffer.alloc(MAX_CV_BYTES)]);
    expect(await refused(big)).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'The CV may be at most 5 MB' });
  });

  it('refuses polyglots: a PDF carrying a ZIP or HTML, or bytes after its end', async () => {
    expect((await refused(Buffer.concat([samplePdf(), sampleDocx()]))).code).toBe('VALIDATION_ERROR');
    expect((await refused(Buffer.from('%PDF-1.4\n<html><script>alert(1)</script></html>\n%%EOF\n'))).code).toBe('VALIDATION_ERROR');
    expect((await refused(Buffer.concat([samplePdf(), Buffer.from('<script>alert(1)</script>')]))).code).toBe('VALIDATION_ERROR');
  });

  it('refuses a ZIP that is not a real DOCX: no word/document.xml, macros, or a prefix before the ZIP', async () => {
    expect((await refused(zip({ 'word/other.xml': '<x/>', '[Content_Types].xml': '<Types/>' }))).code).toBe('VALIDATION_ERROR');
    expect((await refused(sampleDocx({ 'word/vbaProject.bin': 'macro' }))).message).toMatch(/macros/);
    expect((await refused(Buffer.concat([Buffer.from('<html>'), sampleDocx()]))).code).toBe('VALIDATION_ERROR');
    // Cut short: the central directory is missing, so no reader could open it.
    expect((await refused(sampleDocx().subarray(0, 200))).code).toBe('VALIDATION_ERROR');
  });
});
