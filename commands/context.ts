/**
 * Who and what caused a command. One middleware (api/http/commandContext.ts) builds it per request;
 * background work uses `systemContext`. Every event's metadata carries it, so the audit trail can
 * say who did what, when and from where without each call site inventing its own shape.
 */
export type Actor = { id: string; role: string } | 'system';

export type CommandContext = {
  actor: Actor;
  ip?: string;
  userAgent?: string;
  /** The request (or job) this command belongs to; shared by every event it causes. */
  correlationId: string;
  /** The message that caused this one: the request id, or the id of an event a process reacted to. */
  causationId: string;
};

export function systemContext(reason: string, correlationId: string = reason): CommandContext {
  return { actor: 'system', correlationId, causationId: reason };
}

/** The same request, now acting as someone it has just identified (signup, login, a provider). */
export function asActor(context: CommandContext, actor: Actor): CommandContext {
  return { ...context, actor };
}

/** The metadata stored beside each event: the context plus the event's schema version. */
export function eventMetadata(context: CommandContext | undefined, version: number): Record<string, unknown> {
  return context ? { ...context, v: version } : { v: version };
}

/**
 * IP and user agent are personal data: they are kept only sealed (with the acting person's key, see
 * setContextSealer); a stream that strips them (searches, applications, conversations) keeps only who
 * acted and why.
 */
const isSealedValue = (value: string | undefined) => value === undefined || value.startsWith('pii1.');

/**
 * How a context's IP and user agent are kept when a command stores them in plaintext form. The
 * composition root (api/server.ts) seals them with the acting person's key (so erasing the person
 * erases them, and the audit can still open them); until it does, and for anonymous actors, they
 * are left out. Contexts a user-stream command already sealed (users/personal.ts) pass unchanged.
 */
export type ContextSealer = (context: CommandContext) => Promise<CommandContext>;
let sealer: ContextSealer = async (context) => withoutPersonalData(context);

export function setContextSealer(seal: ContextSealer): void {
  sealer = seal;
}

export async function storableContext(context: CommandContext | undefined): Promise<CommandContext | undefined> {
  if (!context || (isSealedValue(context.ip) && isSealedValue(context.userAgent))) return context;
  return sealer(context);
}

export function withoutPersonalData(context: CommandContext): CommandContext {
  const { ip: _ip, userAgent: _userAgent, ...rest } = context;
  return rest;
}
