import { pino, type Logger } from 'pino';

/** Paths that may carry secrets; pino replaces them before a line is written. */
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.token',
  '*.accessToken',
  '*.refreshToken',
  '*.code',
];

export function createLogger(level: string): Logger {
  return pino({ level, redact: { paths: REDACT, censor: '[redacted]' }, base: { service: 'bawaba' } });
}

export type { Logger };
