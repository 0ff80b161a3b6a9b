import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import yauzl from 'yauzl';
import { DomainError, fieldRefusal, type FieldCode } from '../../domain/shared/errors.ts';
import type { CvFile } from '../../domain/hiring/application.ts';

/**
 * CVs (issue 12). Nothing the browser says about the file is believed: the bytes must be a PDF or
 * a DOCX by their magic number (file-type), and a DOCX must be a whole ZIP (yauzl reads its central
 * directory) holding word/document.xml and no macros. Polyglots are refused: a PDF with a ZIP or
 * HTML inside, or bytes after its last %%EOF; a ZIP that does not start at byte 0. The files live
 * in DATA_DIR/private/cvs, a directory no route serves; only the admin's CV download reads them.
 */
export const MAX_CV_BYTES = 5 * 1024 * 1024;
export const CV_MIME = { pdf: 'application/pdf', docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' } as const;
const ID = /^[0-9a-f-]{36}$/;

const refuse = (code: FieldCode, message: string) => new DomainError('VALIDATION_ERROR', message, fieldRefusal('cv', code, message));
const NOT_A_CV = 'Upload your CV as a PDF or DOCX file';

function zipEntries(bytes: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true, strictFileNames: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error('unreadable zip'));
      const names: string[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        names.push(entry.fileName);
        if (names.length > 2_000) return (zip.close(), reject(new Error('too many entries')));
        zip.readEntry();
      });
      zip.on('end', () => resolve(names));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

function pdfPolyglot(bytes: Buffer): boolean {
  if (bytes.includes(Buffer.from('PK\u0003\u0004')) || bytes.includes(Buffer.from('PK\u0005\u0006'))) return true;
  const head = bytes.subarray(0, 1024).toString('latin1').toLowerCase();
  if (/<(html|script|svg|body)\b/.test(head)) return true;
  // An incremental update may add several %%EOF; anything but whitespace after the last is a payload.
  const end = bytes.lastIndexOf('%%EOF');
  return end === -1 || bytes.subarray(end + 5).toString('latin1').trim() !== '';
}

/** Answers the CV's kind, size and hash, or throws a clear VALIDATION_ERROR (PAYLOAD_TOO_LARGE over 5 MB). */
export async function checkCv(bytes: Buffer): Promise<CvFile> {
  if (bytes.length === 0) throw refuse('CV_EMPTY', 'The file is empty');
  if (bytes.length > MAX_CV_BYTES) throw new DomainError('PAYLOAD_TOO_LARGE', 'The CV may be at most 5 MB', { maxBytes: MAX_CV_BYTES });
  // Loaded with the first CV, not with every server start.
  const { fileTypeFromBuffer } = await import('file-type');
  const type = await fileTypeFromBuffer(bytes);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  if (type?.mime === CV_MIME.pdf) {
    if (!bytes.subarray(0, 5).equals(Buffer.from('%PDF-')) || pdfPolyglot(bytes)) throw refuse('CV_PDF_MIXED', 'This PDF has content that is not a PDF; export it again and retry');
    return { kind: 'pdf', bytes: bytes.length, sha256 };
  }
  if (type?.mime === CV_MIME.docx && bytes.subarray(0, 4).equals(Buffer.from('PK\u0003\u0004'))) {
    const names = await zipEntries(bytes).catch(() => undefined);
    if (!names?.includes('word/document.xml') || !names.includes('[Content_Types].xml')) throw refuse('CV_DOCX_DAMAGED', 'This DOCX file is damaged; save it again and retry');
    if (names.some((n) => /vbaProject\.bin$/i.test(n))) throw refuse('CV_MACROS', 'Documents with macros are not accepted; save it as a plain DOCX');
    return { kind: 'docx', bytes: bytes.length, sha256 };
  }
  throw refuse('CV_NOT_PDF_OR_DOCX', NOT_A_CV);
}

export const cvDir = (dataDir: string): string => join(dataDir, 'private', 'cvs');
const cvPath = (dataDir: string, applicationId: string, kind: CvFile['kind']) => {
  if (!ID.test(applicationId)) throw new Error('bad application id');
  return join(cvDir(dataDir), `${applicationId}.${kind}`);
};

/** Written whole under a temporary name, then renamed: nobody ever reads half a CV. Owner-only. */
export async function saveCv(dataDir: string, applicationId: string, kind: CvFile['kind'], bytes: Buffer): Promise<void> {
  const path = cvPath(dataDir, applicationId, kind);
  await mkdir(cvDir(dataDir), { recursive: true, mode: 0o700 });
  await writeFile(`${path}.tmp`, bytes, { mode: 0o600 });
  await rename(`${path}.tmp`, path);
}

export async function readCv(dataDir: string, applicationId: string, kind: CvFile['kind']): Promise<Buffer | undefined> {
  return readFile(cvPath(dataDir, applicationId, kind)).catch((error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? undefined : Promise.reject(error)));
}

export async function deleteCv(dataDir: string, applicationId: string): Promise<void> {
  for (const kind of ['pdf', 'docx'] as const) await rm(cvPath(dataDir, applicationId, kind), { force: true });
}
