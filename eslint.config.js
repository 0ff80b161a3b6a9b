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

// The web sits on contracts/ (and the pure domain/): nothing of the server reaches the browser bundle, and the
// locale reader (node:fs) is for the build and the server only. docs/ARCHITECTURE.md, "Layers and imports".
// `depth` is how many ../ reach the repo's root from the shallowest file a block covers (features have api/ folders).
const webLayer = (depth) => [
  { regex: `^(\\.\\./){${depth},}(api|infra|commands|projections|tests)/`, message: 'web/ imports contracts/ (@contracts/*) and pure domain/ only, never the server.' },
  { regex: '(^@contracts|/contracts)/localeFiles\\.ts$', message: 'The locale reader uses node:fs; the browser gets the texts through the build (virtual:messages).' },
];

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
            { group: ['@/app/*', '@/app/**'], message: 'Features may use the route table (@contracts/paths.ts), not the app shell.' },
            ...webLayer(5),
            // Relative paths may not climb out of the feature folder (features/<name>/<layer>/file → ../../ leaves it),
            // except into the repo's pure domain/ (e.g. the tier table the server enforces).
            { regex: LEAVES_FEATURE_DEPTH_2, message: crossFeatureMessage },
          ],
        },
      ],
    },
  };
}

// Server layers (docs/ARCHITECTURE.md, "Layers and imports"). Import paths are matched as written, so each
// regex starts with the run of ../ that leaves the importing folder for a top-level one. Every arrow runs one
// way: web and api sit on contracts/, api on commands/ and projections/, those on infra/ ports, all on domain/.
const UP = '^(\\.\\./)+';
const boundary = (files, patterns, ignores = []) => ({ files, ignores, rules: { 'no-restricted-imports': ['error', { patterns }] } });
const PORTS = 'eventstore/port\\.ts$|readstore/port\\.ts$';
// api/ never reaches the web app: what both need (route table, wire schemas, texts) lives in contracts/.
const API_LAYER = [{ regex: `${UP}web/`, message: 'api/ never imports web/: what the server and the web both need lives in contracts/.' }];
// Inside api/, routers are the top: pages, the live feed and processes share views and helpers, not routers.
const ONLY_APP_MOUNTS_ROUTES = {
  regex: '^(\\./|(\\.\\./)+)routes/',
  message: 'Only api/app.ts mounts api/routes/*: what pages, the feed or a process share with a route lives in api/views/ or beside app.ts.',
};
const API_READS = [
  {
    regex: `${UP}projections/(?!queries/|progress\\.ts$)`,
    message: 'api/ reads models through projections/queries/* (the repositories) and sees the runtime only as projections/progress.ts; only api/server.ts and api/projector.ts wire the runner.',
  },
  {
    regex: `${UP}domain/(.+/)?(decider|businessLogic|credentialLogic|schemas)\\.ts$|${UP}domain/(events|shared/eventSchema|shared/declareEvent)\\.ts$`,
    message: 'api/ calls commands, never deciders or decisions, and does not read events itself; domain types, constants, tables and errors are fine.',
  },
  { regex: `${UP}domain/`, importNames: ['evolve', 'initialState', 'decide'], message: 'api/ calls commands; folding or deciding belongs in commands/.' },
  {
    // Collection names stay inside projections/ (a read model may move to new physical names on a rebuild).
    regex: `${UP}projections/`,
    importNamePattern: '^(USERS|SUBSCRIPTIONS|BUSINESS_PROFILES|USAGE|BOOKINGS|EXPERTS|CHECKPOINTS|OUTBOX)$',
    message: 'api/ never names a collection: ask the read model\'s repository in projections/queries/.',
  },
];
// A path into web/ written as a string (new URL('../web/…'), readFileSync('web/src/…')); esquery regexes
// cannot hold a slash, hence \u002F.
const READS_WEB_FILES = ['Literal', 'TemplateElement'].map((node) => ({
  selector: `${node}[${node === 'Literal' ? 'value' : 'value.raw'}=/(\\.\\.\\u002F)+web\\u002F|web\\u002Fsrc\\u002F/]`,
  message: 'The server does not read the web app\'s files: what both need (texts, route table) lives in contracts/.',
}));
const layerRules = [
  boundary(['domain/**/*.ts'], [
    { regex: `${UP}(infra|commands|projections|api|web|tests|contracts)/`, message: 'domain/ is pure: it imports nothing outside domain/.' },
    { regex: '^(?!\\.{1,2}/|zod$)', message: 'domain/ is pure: no packages but zod, no node: modules (time, ids and secrets come in through the command).' },
  ]),
  boundary(['commands/**/*.ts'], [
    { regex: `${UP}(projections|api|web|contracts)/`, message: 'commands/ import domain/, commands/ and infra ports only; read models are for queries.' },
    { regex: `${UP}infra/(?!${PORTS}|security/|timeout\\.ts$)`, message: 'commands/ may use infra ports (eventstore/port.ts, readstore/port.ts), infra/security/* and infra/timeout.ts only.' },
  ]),
  boundary(['projections/**/*.ts'], [
    { regex: `${UP}(commands|api|web|contracts)/`, message: 'projections/ import domain/, projections/ and the store ports only.' },
    { regex: `${UP}infra/(?!${PORTS}|security/personalData\\.ts$)`, message: 'projections/ may use the event-store and read-store ports (and personalData.ts to open sealed fields) only.' },
  ], ['projections/runtime/**', 'projections/runner.ts', 'projections/remoteProgress.ts', 'projections/progress.ts', 'projections/rebuild.ts', 'projections/statisticsReplay.ts']),
  // The runtime that drives projections also logs, checkpoints, maps collections and holds leases.
  boundary(['projections/runtime/**/*.ts', 'projections/runner.ts', 'projections/remoteProgress.ts', 'projections/progress.ts'], [
    { regex: `${UP}(commands|api|web|contracts)/`, message: 'projections/ import domain/, projections/ and the store ports only.' },
    {
      regex: `${UP}infra/(?!${PORTS}|logger\\.ts$|readstore/(checkpoints|mapped|lease)\\.ts$)`,
      message: 'The projection runtime may use the store ports, the logger and the read store\'s checkpoints, collection map and leases only.',
    },
  ]),
  // projections/rebuild.ts and statisticsReplay.ts (npm run stats) are command-line composition roots: they open backends.
  boundary(['projections/rebuild.ts', 'projections/statisticsReplay.ts'], [{ regex: `${UP}(commands|api|web|contracts)/`, message: 'projections/ never import commands/ or api/.' }]),
  boundary(['infra/**/*.ts'], [
    { regex: `${UP}(projections|commands|web|api)/`, message: 'infra/ implements ports; it imports no projections, commands, api or web (what it shares with the web lives in contracts/).' },
  ]),
  boundary(['api/**/*.ts'], [...API_LAYER, ONLY_APP_MOUNTS_ROUTES, ...API_READS], ['api/app.ts', 'api/routes/**', 'api/server.ts', 'api/projector.ts']),
  boundary(['api/app.ts', 'api/routes/**/*.ts'], [...API_LAYER, ...API_READS]),
  // Reading the web's files by path is an import all the same (api/pages once read web/src/locales).
  { files: ['domain/**/*.ts', 'commands/**/*.ts', 'projections/**/*.ts', 'infra/**/*.ts', 'api/**/*.ts', 'contracts/**/*.ts'], rules: { 'no-restricted-syntax': ['error', ...READS_WEB_FILES] } },
  // Read models are reached through their repositories in projections/queries/: handlers never name a
  // collection (the api's own rate-limit counters in api/http are no read model).
  {
    files: ['api/routes/**/*.ts', 'api/ws/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...READS_WEB_FILES,
        {
          selector: "CallExpression[callee.property.name='collection']",
          message: 'Routes never name a collection: add a query to the read model\'s repository in projections/queries/.',
        },
      ],
    },
  },
  // The composition roots: they start the runtime and the outbox, so they may name projections.
  boundary(['api/server.ts', 'api/projector.ts'], [
    ...API_LAYER,
    { regex: `${UP}domain/(.+/)?(decider|businessLogic|credentialLogic)\\.ts$`, message: 'api/ calls commands, never deciders or decisions.' },
  ]),
];

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
      'no-restricted-imports': ['error', { patterns: [{ regex: LEAVES_FEATURE_DEPTH_1, message: crossFeatureMessage }, ...webLayer(4)] }],
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
            { group: ['@/app/*', '@/app/**'], message: 'Shared code must not depend on the app shell.' },
            ...webLayer(3),
          ],
        },
      ],
    },
  },
  {
    // What the API and the web share (web imports it as @contracts/*): wire schemas, the route table, the
    // article markup's classes. zod and pure domain constants only, so nothing of the server (express, node:,
    // infra, projections, commands, api) reaches the browser, and the shared layer sits below both sides.
    files: ['contracts/**/*.ts'],
    ignores: ['contracts/localeFiles.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\./(?!\\.)|\\.\\./domain/|zod(/mini)?$)',
              message: 'contracts/ may import only zod, files of contracts/ and pure constants of domain/.',
            },
          ],
        },
      ],
    },
  },
  {
    // The locale files' reader, for the server and the web build (never the browser): node: modules only.
    files: ['contracts/localeFiles.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!node:(fs|path|url)$)', message: 'contracts/localeFiles.ts reads files; it imports node:fs, node:path and node:url only.' }] }],
    },
  },
  {
    // The rest of the web app (features, components and lib have their own blocks above): no server layer.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/features/**', 'web/src/components/**', 'web/src/lib/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: webLayer(2) }] },
  },
  {
    // The web's build tooling runs in Node: it may read the locale files, never import the server.
    files: ['web/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: webLayer(1).slice(0, 1) }] },
  },
  ...layerRules,
  {
    // rxjs's index loads all of its 220 modules (a tenth of a restart's module loading): the server takes
    // what it uses from rxjs/internal/<path> (a public export of the package). Types may come from 'rxjs'.
    files: ['api/**/*.ts', 'projections/**/*.ts', 'infra/**/*.ts', 'commands/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: 'rxjs', allowTypeImports: true, message: "Import values from 'rxjs/internal/…' (e.g. rxjs/internal/Subject): the index loads every operator at start." }] },
      ],
    },
  },
);
