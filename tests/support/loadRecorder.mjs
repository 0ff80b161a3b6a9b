// Preloaded with `node --import` by tests/int/restart.test.ts: records every file the process loads
// and the built-in modules it has, and writes both to LOAD_RECORD when the process exits. JavaScript,
// not TypeScript, so that it loads no type stripper of its own.
import { registerHooks } from 'node:module';
import { writeFileSync } from 'node:fs';

const files = [];
registerHooks({
  load(url, context, next) {
    files.push(url);
    return next(url, context);
  },
});
process.on('exit', () => {
  writeFileSync(process.env.LOAD_RECORD, JSON.stringify({ files, builtins: process.moduleLoadList }));
});
