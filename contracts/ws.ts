import { z } from 'zod/mini';

/** A log position as frames carry it and `since` repeats it: `commit:prepare`, digits only. */
export const posSchema = z.string().check(z.regex(/^\d{1,20}(:\d{1,20})?$/));

/**
 * Frames the server sends on /ws. A change names the read model (`user.updated`, `message.created`), the document id,
 * its new data and the log position it reflects (`commit:prepare`). `ready` follows a
 * successful authentication; `resync` tells the client it missed changes and should refetch.
 */
export const changeFrameSchema = z.object({
  type: z.string().check(z.regex(/^[a-z][A-Za-z]*\.(created|updated|deleted)$/)),
  id: z.string(),
  data: z.unknown(),
  pos: posSchema,
});
/** `pos`: where the feed stands for this client (absent on an empty log); resume from it. */
export const readyFrameSchema = z.object({ type: z.literal('ready'), pos: z.optional(posSchema) });
export const resyncFrameSchema = z.object({ type: z.literal('resync'), pos: z.optional(posSchema) });

export const serverFrameSchema = z.union([readyFrameSchema, resyncFrameSchema, changeFrameSchema]);
export type ChangeFrame = z.infer<typeof changeFrameSchema>;
export type ServerFrame = z.infer<typeof serverFrameSchema>;

/** The one frame a client sends: its access token, when not given in the URL. */
export const authFrameSchema = z.object({
  type: z.literal('auth'),
  token: z.string().check(z.minLength(1), z.maxLength(4096)),
  /** The last `pos` the client saw: the changes it missed since then come first. */
  since: z.optional(posSchema),
});

/** Close codes of /ws. 4401: authenticate again (fresh token) and resume with `since`. */
export const FEED_CLOSE = {
  badMessage: 4400,
  unauthorized: 4401,
  /** A newer socket of the same user took this one's place (MAX_SOCKETS_PER_USER); do not reconnect at once. */
  replaced: 4409,
  /** The client did not read its frames fast enough; reconnecting resumes with `since`. */
  tooSlow: 1013,
} as const;

/** The close reason of a 4401 sent because an admin changed the user's role: the app asks for a new sign-in saying why. */
export const ROLE_CHANGED_CLOSE_REASON = 'Role changed';
