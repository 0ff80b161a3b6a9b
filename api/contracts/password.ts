import { z } from 'zod/mini';

/**
 * The password a person chooses: at least 10 characters, and at most what argon2 should chew. The
 * server adds the common-password check (its list is too big for the browser) and its own messages.
 */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 256;

/** Schemas carry no messages: the server and the web each word them (the web translates them). */
export const newPasswordSchema = z.string().check(z.minLength(PASSWORD_MIN_LENGTH), z.maxLength(PASSWORD_MAX_LENGTH));

/** A password being checked, not chosen: anything typed, bounded the same way. */
export const currentPasswordSchema = z.string().check(z.minLength(1), z.maxLength(PASSWORD_MAX_LENGTH));
