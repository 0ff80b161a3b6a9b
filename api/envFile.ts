import { existsSync } from 'node:fs';

/**
 * `.env` in the working directory, read before any module looks at the environment (main.ts imports
 * this first). Node's loader never overwrites a variable that is already set, so the real environment
 * wins over the file; `.env.example` lists what it may hold.
 */
export const ENV_FILE = '.env';
if (existsSync(ENV_FILE)) process.loadEnvFile(ENV_FILE);
