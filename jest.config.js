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

export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper: { '\\.css$': '<rootDir>/tests/support/style-stub.js' },
  testMatch: ['<rootDir>/tests/**/*.test.ts', '<rootDir>/tests/**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/tests/e2e/'],
  testTimeout: 60_000,
};
