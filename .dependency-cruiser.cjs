// The import boundaries that docs/architecture.md ("Packages and the arrows between them") and
// docs/conventions.md ("The layout") promise, one named rule per promise, so `pnpm run boundaries`
// fails when code crosses one. Why dependency-cruiser and not a lint rule: docs/decisions/0004-boundaries-check.md.
// Type-only imports count too: a type borrowed from another feature couples the two just the same.

/** Every workspace folder, as paths from the repository root. */
const workspace = '^(apps|packages)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'features-do-not-import-features',
      comment:
        'docs/architecture.md: inside apps/web, features never import each other; routes compose them. ' +
        'Move what two features share to apps/web/src/lib/, or pass it from the route as props.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'packages-do-not-import-apps',
      comment: 'docs/architecture.md: the arrows point from packages to apps, never back.',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    {
      name: 'ui-ble-calculators-import-no-workspace-package',
      comment: 'docs/architecture.md: ui, ble and calculators import no other workspace package.',
      severity: 'error',
      from: { path: '^packages/(ui|ble|calculators)/' },
      to: { path: workspace, pathNot: '^packages/$1/' },
    },
    {
      name: 'domain-imports-only-calculators',
      comment: 'docs/architecture.md: calculators <- domain; domain imports no other workspace package.',
      severity: 'error',
      from: { path: '^packages/domain/' },
      to: { path: workspace, pathNot: '^packages/(domain|calculators)/' },
    },
    {
      name: 'contract-imports-only-domain',
      comment:
        'docs/architecture.md: domain <- contract <- api, web; the contract (operations and client) is shared ' +
        'by both apps, so it imports nothing from them, nor any workspace package but the domain.',
      severity: 'error',
      from: { path: '^packages/contract/' },
      to: { path: workspace, pathNot: '^packages/(contract|domain)/' },
    },
    {
      name: 'apps-do-not-import-each-other',
      comment:
        'docs/architecture.md: only the drawn arrows exist; api and web share code through packages/domain, ' +
        'never by importing each other.',
      severity: 'error',
      from: { path: '^apps/(api|web)/' },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },
    {
      name: 'api-imports-only-domain-and-calculators',
      comment: 'docs/architecture.md: calculators <- domain <- api; ui and ble are for the web.',
      severity: 'error',
      from: { path: '^apps/api/' },
      to: { path: '^packages/(ui|ble)/' },
    },
    {
      name: 'routes-do-not-import-routes',
      comment:
        'docs/architecture.md ("A request, end to end"): a route speaks HTTP only; what two routes share ' +
        'lives in a service (apps/api/src/services/) or in apps/api/src/lib/, never in another route.',
      severity: 'error',
      from: { path: '^apps/api/src/routes/([^/]+)[.]ts$', pathNot: '[.]test[.]ts$' },
      to: { path: '^apps/api/src/routes/', pathNot: '^apps/api/src/routes/$1[.]ts$' },
    },
    {
      name: 'routes-do-not-import-the-database',
      comment:
        'docs/architecture.md ("A request, end to end"): a route speaks HTTP and calls a service; services ' +
        'own rules and transactions, repositories (apps/api/src/db/repositories/) own SQL, and the access ' +
        'policy (middleware/access.ts) decides who may touch which patient. No route reaches apps/api/src/db/.',
      severity: 'error',
      from: { path: '^apps/api/src/routes/[^/]+[.]ts$', pathNot: '[.]test[.]ts$' },
      to: { path: '^apps/api/src/db/' },
    },
    {
      name: 'workspace-imports-are-declared',
      comment:
        'A workspace package imported without being a dependency of the importer does not resolve, ' +
        'so the rules above could not see it: declare the dependency (if an arrow allows it).',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true, path: '^@cartella/' },
    },
  ],
  options: {
    includeOnly: `${workspace}|^@cartella/`,
    exclude: { path: '(^|/)(node_modules|dist|storybook-static|\\.data)/|\\.gen\\.ts$' },
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    preserveSymlinks: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'types', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
