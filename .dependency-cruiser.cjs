/**
 * Layering and cycles (docs/CONVENTIONS.md): tokens → design-system → screens; host stands apart.
 * Run with `npm run deps:check` (scripts/check-deps.mjs).
 */

/** Tests, stories and mocks may reach for test helpers and devDependencies; shipped code may not. */
const TEST_OR_STORY = ['\\.(test|spec|stories|mock|mocks)\\.[cm]?[jt]sx?$', '(^|/)(__mocks__|mocks|testing)/'];
const DESIGN_SYSTEM_TEST_OR_STORY = [
  '^design-system/.+\\.(test|spec|stories|mock|mocks)\\.[cm]?[jt]sx?$',
  '^design-system/.*/(__mocks__|mocks|testing)/',
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Import cycles make module order matter and hide the one-way layering.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'design-system-stands-alone',
      severity: 'error',
      comment:
        'The design system knows nothing about routes, data, the host or test setup (its own tests and stories may use tests/setup).',
      from: { path: '^design-system/', pathNot: TEST_OR_STORY },
      to: { path: '^(screens|host|tests)/' },
    },
    {
      name: 'design-system-tests-not-into-app',
      severity: 'error',
      comment: 'Even design-system tests and stories stay out of screens/ and host/.',
      from: { path: DESIGN_SYSTEM_TEST_OR_STORY },
      to: { path: '^(screens|host)/' },
    },
    {
      name: 'screens-not-to-host',
      severity: 'error',
      comment: 'The app talks to the host over HTTP only; the reference host is one implementation of it.',
      from: { path: '^screens/' },
      to: { path: '^host/' },
    },
    {
      name: 'screens-use-design-system-index',
      severity: 'error',
      comment: 'design-system/index.ts is the public API: import from it, never from a component file.',
      from: { path: '^screens/' },
      to: { path: '^design-system/', pathNot: '^design-system/index\\.ts$' },
    },
    {
      name: 'host-stands-apart',
      severity: 'error',
      comment: 'The reference host never imports the app or the design system.',
      from: { path: '^host/' },
      to: { path: '^(screens|design-system)/' },
    },
    {
      name: 'no-dev-deps-in-shipped-code',
      severity: 'error',
      comment: 'design-system and screens ship to browsers: devDependencies only in tests, stories and mocks.',
      from: { path: '^(design-system|screens)/', pathNot: TEST_OR_STORY },
      to: { dependencyTypes: ['npm-dev'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Not node_modules here: excluded modules vanish as dependencies too, and npm imports must stay visible.
    exclude: { path: '^(dist|storybook-static|coverage|test-results)/' },
    // TypeScript 7 has no JS API for dependency-cruiser: TS goes through this babel shim (esbuild strips
    // the types; type-only imports are kept as edges, so a type cycle or a type from a devDependency counts).
    // Pass globs (scripts/check-deps.mjs does): without the TS API, directory scans skip .ts files.
    babelConfig: { fileName: 'scripts/depcruise-ts.babel.cjs' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.mts', '.js', '.jsx', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main'],
    },
    moduleSystems: ['es6', 'cjs'],
    skipAnalysisNotInRules: true,
  },
};
