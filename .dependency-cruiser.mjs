// Import boundaries of DESIGN.md sections 3 and 7, checked by `npm run lint` (a step of `npm test`). Paths are
// relative to the folder the linter runs in: the repository root, or the fixture tree of
// scripts/lint-boundaries.test.ts, which runs these same rules. A rule's comment is what the report prints
// under a violation, so it says what to do instead.

/** Code that only tests use: production code never imports it. */
const testHelper = [
  '-testing\\.tsx?$',
  '\\.fixture\\.tsx?$',
  '-test-support\\.tsx?$',
  '(^|/)testing/',
  '^src/test/',
  // A flow's UI model for its generated browser paths (tests/e2e/model), kept beside the flow's page: it drives the
  // page with Playwright and the e2e support helpers, so it is test code the app never imports.
  '\\.ui-model\\.ts$',
];

/**
 * Code allowed to import test helpers and to reach across layers: tests, the helpers themselves, machines' test
 * models, the integration suites, and the benchmarks (measuring tools that build scratch databases).
 */
const testCode = [
  '\\.test\\.tsx?$',
  '\\.spec\\.tsx?$',
  '^tests/',
  ...testHelper,
  '^machines/.+\\.(model|checks)\\.ts$',
  '^scripts/[^/]*bench\\.ts$',
  // the coverage report of the machines reads the test models (machines/testing/)
  '^scripts/machine-coverage(\\.test)?\\.ts$',
];

/** services/ folders that are shared infrastructure, not domains. Top-level files are the composition root. */
const servicesInfra = '^services/(lib|db|plugins|testing)/';

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'machines-pure',
      severity: 'error',
      comment:
        'machines/ is the pure domain core: it imports xstate and files of machines/ only (no React, antd, node:, ' +
        'fetch, database or data package). Take data or an instance as a parameter instead (DESIGN 3).',
      from: { path: '^machines/', pathNot: testCode },
      to: { pathNot: ['^machines/', '(^|/)node_modules/xstate/', '(^|/)node_modules/elkjs/'] },
    },
    {
      name: 'machines-elk-types-only',
      severity: 'error',
      comment: 'machines/graph may name ELK types, never load ELK: the caller passes the ELK instance.',
      from: { path: '^machines/', pathNot: testCode },
      to: { path: '(^|/)node_modules/elkjs/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'machines-below-everything',
      severity: 'error',
      comment: 'machines/ (its tests included) never imports the app, the gateway, the services, scripts or tests/.',
      from: { path: '^machines/' },
      to: { path: '^(src|gateway|services|scripts|tests)/' },
    },
    {
      name: 'gateway-not-services-or-app',
      severity: 'error',
      comment:
        'The gateway calls the services over HTTP and never imports services/ or src/ (they deploy separately); ' +
        'a test that runs both belongs in tests/integration.',
      from: { path: '^gateway/' },
      to: { path: '^(services|src)/' },
    },
    {
      name: 'app-not-gateway-or-services',
      severity: 'error',
      comment: 'The app talks to the gateway over GraphQL only: src/ never imports gateway/ or services/.',
      from: { path: '^src/' },
      to: { path: '^(gateway|services)/' },
    },
    {
      name: 'services-not-gateway-or-app',
      severity: 'error',
      comment: 'The services are the system of record: they import machines/, never gateway/ or src/.',
      from: { path: '^services/' },
      to: { path: '^(gateway|src)/' },
    },
    {
      name: 'features-apart',
      severity: 'error',
      comment:
        'A feature never imports another feature: they meet in a route (src/app). Move what both need to ' +
        'src/components, src/lib or src/entities.',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'shared-app-code-below-features',
      severity: 'error',
      comment:
        'src/components, src/lib and src/entities serve the features and the shell: they never import src/app ' +
        'or src/features (take it as a prop, or move the value down, e.g. paths to src/lib/paths.ts).',
      from: { path: '^src/(components|lib|entities)/', pathNot: testCode },
      to: { path: '^src/(app|features)/' },
    },
    {
      name: 'services-domain-public-module',
      severity: 'error',
      comment:
        'Outside its own folder a services domain is used only through its public module ' +
        'services/<domain>/index.ts (export what you need there). Only the composition root (the top-level ' +
        'files of services/) and tests reach inside.',
      from: { path: '^services/([^/]+)/', pathNot: testCode },
      to: { path: '^services/[^/]+/', pathNot: ['^services/$1/', servicesInfra, '^services/[^/]+/index\\.ts$'] },
    },
    {
      name: 'services-lib-below-domains',
      severity: 'error',
      comment:
        'services/lib is infrastructure below every domain: it imports lib, db and the message catalogue ' +
        '(services/messages.ts) only, never a domain, a plugin or the composition root.',
      from: { path: '^services/lib/', pathNot: testCode },
      to: { path: '^services/', pathNot: ['^services/(lib|db)/', '^services/(messages|config)\\.ts$'] },
    },
    {
      name: 'services-messages-are-data',
      severity: 'error',
      comment:
        'A *.messages.ts table is data: it imports nothing from services/ but lib/messages.ts, so the catalogue ' +
        '(services/messages.ts) loads no domain code and lib may use it.',
      from: { path: '^services/.+\\.messages\\.ts$' },
      to: { path: '^services/', pathNot: '^services/lib/messages\\.ts$' },
    },
    {
      name: 'no-test-helpers-in-production',
      severity: 'error',
      comment:
        'Test helpers (*-testing.ts, *.fixture.ts, *-test-support.ts(x), *.ui-model.ts, testing/ folders, src/test) are for ' +
        'tests only: production code never imports them.',
      from: { pathNot: testCode },
      to: { path: testHelper },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Import circle (type-only imports count too): move what both sides need into a module both import, or ' +
        'pass it in.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Generated code (codegen, migrations' snapshots) is not ours to arrange; .tmp holds the lint test's fixtures.
    exclude: { path: ['^dist/', '^data/', '^\\.tmp/', '(^|/)generated/', '^src/gql/'] },
    // See type-only imports too: a circle through types is still a circle in the design.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
