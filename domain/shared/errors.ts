/**
 * A rule of the domain said no. `code` is a stable machine code; the API maps codes to HTTP
 * statuses in one place (api/http/errors.ts), so the domain never speaks HTTP.
 */
export class DomainError extends Error {
  readonly code: string;
  readonly details: Record<string, unknown>;
  constructor(code: string, message: string, details: Record<string, unknown> = {}) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
    this.details = details;
  }
}
