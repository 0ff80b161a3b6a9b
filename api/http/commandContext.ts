import type { Request } from 'express';
import type { CommandContext } from '../../commands/context.ts';

const MAX_USER_AGENT = 256;

/**
 * The one place a request becomes a command context. The actor comes from the verified token that
 * `authorize` put on the request (never from the body); anonymous requests act as 'system' until a
 * command identifies the person (see asActor).
 */
export function commandContext(req: Request): CommandContext {
  const who = req.principal;
  return {
    actor: who ? { id: who.sub, role: who.role } : 'system',
    ip: req.ip,
    userAgent: req.get('user-agent')?.slice(0, MAX_USER_AGENT),
    correlationId: req.id,
    causationId: req.id,
  };
}
