/**
 * NestJS 12 ships ES modules only, so every file, node_modules included, goes through swc into
 * CommonJS for jest. Imports keep their .js suffix in source (Node ESM rules); the mapper drops it.
 */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const common = {
  rootDir: __dirname,
  transform: { '^.+\\.(t|j|mj|cj)sx?$': swc },
  transformIgnorePatterns: [],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
};

module.exports = {
  projects: [
    {
      ...common,
      displayName: 'unit',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/{contracts,projections,services,migrations}/**/*.unit.spec.ts'],
    },
    {
      ...common,
      displayName: 'integration',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/{services,migrations,test/api}/**/*.int.spec.ts', '<rootDir>/test/api/**/*.spec.ts'],
    },
    {
      ...common,
      displayName: 'client',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/client/src/**/*.spec.{ts,tsx}'],
    },
  ],
};
