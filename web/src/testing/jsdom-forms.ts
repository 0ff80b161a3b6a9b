/// <reference types="node" />
import { createRequire } from 'node:module';

/**
 * Lets a form with a file reach MSW whole. The app builds its FormData from jsdom, and Vitest's
 * Request turns jsdom's file into a nameless Blob reading "[object Blob]", so an upload test could not
 * see what was sent. This Request writes such a form as the multipart bytes a browser sends.
 */
type Impl = { _bytes: Uint8Array };
const implOf = createRequire(import.meta.url)('jsdom/lib/generated/idl/utils.js').implForWrapper as (blob: Blob) => Impl;

const BaseRequest = globalThis.Request;
const encoder = new TextEncoder();

function multipart(form: FormData, headers: HeadersInit | undefined): { body: Uint8Array<ArrayBuffer>; headers: Headers } {
  const boundary = `----bawaba-test-${crypto.randomUUID()}`;
  const chunks: Uint8Array[] = [];
  form.forEach((value, name) => {
    const file = typeof value === 'string' ? null : value;
    const head = file
      ? `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.name}"\r\nContent-Type: ${file.type || 'application/octet-stream'}\r\n\r\n`
      : `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`;
    chunks.push(encoder.encode(head), file ? implOf(file)._bytes : encoder.encode(value as string), encoder.encode('\r\n'));
  });
  chunks.push(encoder.encode(`--${boundary}--\r\n`));
  const body = new Uint8Array(chunks.reduce((length, chunk) => length + chunk.length, 0));
  chunks.reduce((offset, chunk) => (body.set(chunk, offset), offset + chunk.length), 0);
  const sent = new Headers(headers);
  sent.set('Content-Type', `multipart/form-data; boundary=${boundary}`);
  return { body, headers: sent };
}

class FormRequest extends BaseRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(input, init?.body instanceof FormData ? { ...init, ...multipart(init.body, init.headers) } : init);
  }
  static override [Symbol.hasInstance](instance: unknown): boolean {
    return instance instanceof BaseRequest;
  }
}
globalThis.Request = FormRequest as typeof Request;
