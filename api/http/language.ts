import type { Request } from 'express';

/**
 * The answer language: `?lang=` when we have it, else the best of Accept-Language we have, else
 * the first supported one. An unknown `?lang=` falls through rather than failing: a page in the
 * wrong language beats no page.
 */
export function requestLanguage<L extends string>(req: Request, supported: readonly L[]): L {
  const explicit = typeof req.query.lang === 'string' ? req.query.lang.toLowerCase() : undefined;
  const named =
    supported.find((lang) => lang.toLowerCase() === explicit) ?? supported.find((lang) => lang.toLowerCase() === explicit?.split('-')[0]);
  return named ?? ((req.acceptsLanguages(...supported) || supported[0]) as L);
}
