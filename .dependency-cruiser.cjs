/**
 * The house rules of docs/architecture.md ("the rooms") as checks: `npm test` runs
 * `depcruise` with this file (scripts/test.mjs) and fails on any violation, so a
 * wrong-way import is found by the test run, not by a reviewer's memory.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A cycle makes two modules one: split the shared part out.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'web-feature-imports-another-feature',
      severity: 'error',
      comment: 'Features never import each other; they meet in app/ (bulletproof-react).',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-feature-imports-app',
      severity: 'error',
      comment: 'app/ assembles features; a feature that imports app/ runs the arrow backwards.',
      from: { path: '^apps/web/src/features/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'web-shared-imports-feature-or-app',
      severity: 'error',
      comment: 'shared/ is below every feature and app/: it imports neither.',
      from: { path: '^apps/web/src/shared/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'domain-imports-outside-itself',
      severity: 'error',
      comment:
        'packages/domain is shared by the browser and the server: its own files and its libraries only.',
      from: { path: '^packages/domain/' },
      to: { path: '^(apps|e2e|scripts)/' },
    },
    {
      name: 'domain-does-io',
      severity: 'error',
      comment: 'The domain has no I/O: no Node core module outside its tests.',
      from: { path: '^packages/domain/src/', pathNot: '[.]test[.]ts$' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'api-routes-import-db',
      severity: 'error',
      comment:
        'Routes are thin: they call services, and services call db/. A route test may still read the database to check an outcome.',
      from: { path: '^apps/api/src/routes/', pathNot: '[.]test[.]ts$' },
      to: { path: '^apps/api/src/db/' },
    },
    {
      name: 'api-db-imports-upwards',
      severity: 'error',
      comment: 'db/ owns SQL and knows nothing of the services, routes or demo data above it.',
      from: { path: '^apps/api/src/db/' },
      to: { path: '^apps/api/src/(services|routes|demo|plugins|jobs|integrations)/' },
    },
    {
      name: 'api-services-import-routes',
      severity: 'error',
      comment: 'Services are below routes: a service (or its test kit) never mounts or imports a route.',
      from: { path: '^apps/api/src/services/' },
      to: { path: '^apps/api/src/routes/' },
    },
    {
      name: 'api-config-opens-databases',
      severity: 'error',
      comment: 'config/ reads settings; opening and seeding databases belongs to the city opener.',
      from: { path: '^apps/api/src/config/' },
      to: { path: '^apps/api/src/(db|demo|services|routes)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|data|test-results|playwright-report)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    // workspace packages are symlinks into packages/: follow them to their real path, so a
    // domain import is seen as packages/domain/src/... and its rules apply
    preserveSymlinks: false,
  },
};
