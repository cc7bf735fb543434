/** Jest runs the TypeScript sources as native ESM through swc (npm test sets --experimental-vm-modules). */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'es6' },
  },
];

/**
 * A few dependencies ship ESM only but are require()d by CommonJS packages (Node 20 allows that,
 * Jest's module loader does not), so Jest compiles them to CommonJS.
 */
const ESM_ONLY = ['cookie', 'content-disposition'];
const toCommonJs = ['@swc/jest', { jsc: { target: 'es2022' }, module: { type: 'commonjs' } }];

export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: {
    [`node_modules/(${ESM_ONLY.join('|')})/.+\\.js$`]: toCommonJs,
    '^.+\\.(t|j)sx?$': swc,
  },
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_ONLY.join('|')})/)`],
  moduleNameMapper: { '\\.css$': '<rootDir>/tests/support/style-stub.js' },
  testMatch: ['<rootDir>/tests/**/*.test.ts', '<rootDir>/tests/**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/tests/e2e/'],
  testTimeout: 60_000,
  /**
   * On two cores Jest would run every file inside its own process, one after another, and that
   * process only grows (each file loads the gateway, the upstreams and PGlite afresh): a CI run ended
   * with its heap exhausted. With a memory limit Jest runs the files in a worker instead, and replaces
   * the worker when it holds more than this after a file.
   */
  workerIdleMemoryLimit: '1GB',
  /**
   * One worker per core: Jest's default leaves one core to its parent process, which only waits, so
   * on two cores every file ran one after another (the PGlite pass took about twice as long).
   */
  maxWorkers: '100%',
  // The client builds the gateway serves, built once when missing, and the migrated PGlite every file's database copies.
  globalSetup: '<rootDir>/tests/support/global-setup.js',
  globalTeardown: '<rootDir>/tests/support/global-teardown.js',
};
