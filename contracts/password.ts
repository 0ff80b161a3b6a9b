import { z } from 'zod/mini';

/**
 * The password a person chooses (OWASP ASVS 4.0.3 V2.1.1, V2.1.2): at least 12 characters and at
 * most 128, counted as characters a person sees (code points, so an emoji is one) once runs of
 * spaces are taken as one. Every printable character is allowed and nothing is cut off. The server
 * adds the common-password check (its list is too big for the browser) and its own messages.
 */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;
/**
 * A password being checked may be longer: passwords chosen before the 128 limit (up to 256) must
 * still sign in. Bounded all the same, so nobody makes argon2 chew megabytes.
 */
export const CHECKED_PASSWORD_MAX_LENGTH = 256;

export const passwordLength = (password: string): number => [...password.replace(/ {2,}/g, ' ')].length;

/** Schemas carry no messages: the server and the web each word them (the web translates them). */
export const newPasswordSchema = z.string().check(z.refine((v) => passwordLength(v) >= PASSWORD_MIN_LENGTH && passwordLength(v) <= PASSWORD_MAX_LENGTH));

/** A password being checked, not chosen: anything typed, bounded. */
export const currentPasswordSchema = z.string().check(z.minLength(1), z.maxLength(CHECKED_PASSWORD_MAX_LENGTH));
