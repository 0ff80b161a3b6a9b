import { hash, verify } from '@node-rs/argon2';

/** The package's Algorithm is a const enum, which type stripping cannot see; 2 is Argon2id. */
const ARGON2ID = 2;

/** OWASP Password Storage Cheat Sheet, argon2id minimum: m=19 MiB, t=2, p=1. */
export const ARGON2_PARAMS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2_PARAMS);

export async function verifyPassword(phc: string, password: string): Promise<boolean> {
  try {
    return await verify(phc, password);
  } catch {
    return false;
  }
}

/**
 * A valid hash of a random password, verified when the account does not exist, so an unknown
 * email costs the same time as a wrong password.
 */
let decoy: Promise<string> | undefined;
export const decoyHash = (): Promise<string> => (decoy ??= hashPassword(crypto.randomUUID()));
