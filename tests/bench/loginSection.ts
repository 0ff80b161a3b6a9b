/** Wraps the login bench so run.ts can run it in its own process. */
import { benchLogin } from './login.ts';

console.log(JSON.stringify(await benchLogin()));
