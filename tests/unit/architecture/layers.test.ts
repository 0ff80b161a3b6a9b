import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Issue 24: every import runs one way (docs/ARCHITECTURE.md, "Layers and imports"). The lint rule is
// the guard; this test keeps the rule from being loosened into letting a known wrong arrow back in.
const eslint = new ESLint({ cwd: new URL('../../../', import.meta.url).pathname });

const WRONG: Array<[file: string, line: string]> = [
  ['api/ssr.ts', "import '../web/src/app/routes.tsx';"],
  ['api/pages/texts.ts', "export const dir = new URL('../../web/src/locales/', import.meta.url);"],
  ['api/ws/changes.ts', "import '../routes/bookings.ts';"],
  ['api/pages/feeds.ts', "import '../routes/articles.ts';"],
  ['infra/observability/sentry.ts', "import '../../api/context.ts';"],
  ['commands/context.ts', "import '../api/context.ts';"],
  ['projections/users.ts', "import '../contracts/paths.ts';"],
  ['domain/articles/article.ts', "import '../../contracts/paths.ts';"],
  ['contracts/paths.ts', "import '../api/context.ts';"],
  ['contracts/user.ts', "import 'express';"],
  ['web/src/app/routes.tsx', "import '../../../api/context.ts';"],
  ['web/src/features/auth/components/LoginForm.tsx', "import '../../../../../infra/logger.ts';"],
  ['web/src/lib/me.ts', "import '@contracts/localeFiles.ts';"],
];

const RIGHT: Array<[file: string, line: string]> = [
  ['api/ssr.ts', "import '../contracts/paths.ts';"],
  ['api/ws/changes.ts', "import '../views/bookings.ts';"],
  ['infra/observability/sentry.ts', "import '../../contracts/errorReports.ts';"],
  ['web/src/app/routes.tsx', "import '@contracts/paths.ts';"],
  ['web/src/features/auth/components/LoginForm.tsx', "import '../api/login.ts';"],
  ['web/vite.config.ts', "import '../contracts/localeFiles.ts';"],
];

const layerErrors = async (file: string, line: string) => {
  const [result] = await eslint.lintText(`${line}\n`, { filePath: file });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-syntax').map((m) => m.message);
};

describe('the layer lint rule', () => {
  it.each(WRONG)('refuses %s: %s', async (file, line) => {
    expect(await layerErrors(file, line)).not.toEqual([]);
  });
  it.each(RIGHT)('lets %s: %s', async (file, line) => {
    expect(await layerErrors(file, line)).toEqual([]);
  });
});
