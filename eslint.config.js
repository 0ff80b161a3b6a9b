// One lint config for the whole repo. Web feature folders may not import each other: the app layer
// (web/src/app) composes them, and shared pieces live in web/src/components and web/src/lib.
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const featuresDir = new URL('./web/src/features/', import.meta.url);
const features = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const crossFeatureMessage =
  'Features must not import each other. Compose them in web/src/app, or move the shared piece to web/src/components or web/src/lib.';

// "../" runs that leave the feature folder and do not end in domain/ (the lookaheads pin the full run).
const LEAVES_FEATURE_DEPTH_2 = '^(\\.\\./){2,}(?!\\.\\./)(?!domain/)';
const LEAVES_FEATURE_DEPTH_1 = '^(\\.\\./)+(?!\\.\\./)(?!domain/)';

function featureBoundary(feature) {
  return {
    files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', '@/features/*/**', `!@/features/${feature}`, `!@/features/${feature}/**`],
              message: crossFeatureMessage,
            },
            { group: ['@/app/*', '@/app/**', '!@/app/paths.ts'], message: 'Features may use the route table, not the app shell.' },
            // Relative paths may not climb out of the feature folder (features/<name>/<layer>/file → ../../ leaves it),
            // except into the repo's pure domain/ (e.g. the tier table the server enforces).
            { regex: LEAVES_FEATURE_DEPTH_2, message: crossFeatureMessage },
          ],
        },
      ],
    },
  };
}

export default tseslint.config(
  { ignores: ['node_modules/**', 'dist/**', 'coverage/**', 'test-results/**', 'data/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  ...features.map(featureBoundary),
  {
    // Files at a feature's root (e.g. features/pricing/tiers.ts) reach other features with a single ../
    files: ['web/src/features/*/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: LEAVES_FEATURE_DEPTH_1, message: crossFeatureMessage }] }],
    },
  },
  {
    files: ['web/src/components/**/*.{ts,tsx}', 'web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/features/*', '@/features/**'], message: 'Shared code must not depend on a feature.' },
            { group: ['@/app/*', '@/app/**', '!@/app/paths.ts'], message: 'Shared code must not depend on the app shell.' },
          ],
        },
      ],
    },
  },
  {
    // Wire schemas shared by the API and the web (web imports them as @contracts/*): zod and pure domain
    // constants only, so nothing of the server (express, node:, infra, projections, commands) reaches the browser.
    files: ['api/contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\./(?!\\.)|\\.\\./\\.\\./domain/|zod(/mini)?$)',
              message: 'api/contracts may import only zod, files of api/contracts and pure constants of domain/.',
            },
          ],
        },
      ],
    },
  },
);
