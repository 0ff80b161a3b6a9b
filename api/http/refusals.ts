import type { Request } from 'express';
import { createHmac } from 'node:crypto';
import { deriveKey } from '../../infra/security/secrets.ts';
import { verifyAccessToken } from '../../infra/security/tokens.ts';

/** What the error handler calls for every answer it sends; refusals are the ones it logs. */
export type RefusalLog = (req: Request, status: number, code: string) => void;

const REFUSED = new Set([401, 403, 429]);
/** Failed proofs of identity answered 400 (the session itself is fine, or there is none yet). */
const FAILED_PROOFS = new Set([
  'INVALID_PASSWORD',
  'MFA_CODE_INVALID',
  'MFA_CODE_REUSED',
  'INVALID_VERIFICATION_CODE',
  'VERIFICATION_ATTEMPTS_EXHAUSTED',
  'RESET_TOKEN_INVALID',
  'RESET_TOKEN_EXPIRED',
  'INVALID_HANDOFF',
]);

/**
 * A refused sign-in or access (401, 403, 429, and a failed password, code or link check) gets a warn line that says who and from where, so an
 * investigation can follow one account or one source (OWASP ASVS V7.1.4, V7.2.1, V7.2.2). The
 * address and the email tried are written as keyed hashes: equal values match across lines, but the
 * log alone gives neither back, since the key comes from JWT_SECRET (the request line stays free of
 * personal data, V7.1.2). The path is not repeated: the request line with the same reqId has it.
 */
export function refusalLog(secret: string): RefusalLog {
  const key = deriveKey(secret, 'log-pseudonyms-v1');
  const pseudonym = (value: string) => createHmac('sha256', key).update(value).digest('hex').slice(0, 16);
  return (req, status, code) => {
    if (!REFUSED.has(status) && !FAILED_PROOFS.has(code)) return;
    const bearer = req.get('authorization')?.match(/^Bearer ([^\s]+)$/i)?.[1];
    const subject = req.principal?.sub ?? (bearer ? verifyAccessToken(secret, bearer)?.sub : undefined);
    const email: unknown = (req.body as { email?: unknown } | undefined)?.email;
    req.log.warn(
      {
        statusCode: status,
        code,
        method: req.method,
        ...(subject && { sub: subject }),
        ...(typeof email === 'string' && { account: pseudonym(email.trim().toLowerCase()) }),
        ...(req.ip && { client: pseudonym(req.ip) }),
      },
      'request refused',
    );
  };
}
