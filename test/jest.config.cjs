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
  rootDir: require('node:path').resolve(__dirname, '..'),
  transform: { '^.+\\.(t|j|mj|cj)sx?$': swc },
  // google-protobuf (under the KurrentDB client) is CommonJS that swc would break; everything else is transformed.
  transformIgnorePatterns: ['/node_modules/google-protobuf/'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
};

module.exports = {
  // Only a hang meets this: with both cores busy elsewhere, tests take many times as long as on a quiet machine.
  testTimeout: 300_000,
  projects: [
    {
      ...common,
      displayName: 'unit',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/{contracts,projections,services,migrations}/**/*.unit.spec.ts', '<rootDir>/test/load/**/*.unit.spec.ts'],
    },
    {
      ...common,
      displayName: 'integration',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/{services,migrations,test/api,test/crash}/**/*.int.spec.ts', '<rootDir>/test/api/**/*.spec.ts'],
    },
    {
      ...common,
      displayName: 'client',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/client/src/**/*.spec.{ts,tsx}'],
      setupFilesAfterEnv: ['<rootDir>/client/src/test-support/wait-limit.ts'],
    },
  ],
};

/*
 * The scale-out adapters' contract suites need real servers. They run when their env var points at
 * one (deploy/ starts them) and are otherwise left out, saying so, rather than faked or skipped.
 */
const serverSuites = [
  { env: 'KURRENTDB_URL', pattern: '\\.kurrentdb\\.int\\.spec\\.ts$', name: 'KurrentDB' },
  { env: 'MONGODB_URL', pattern: '\\.mongodb\\.int\\.spec\\.ts$', name: 'MongoDB' },
  { env: 'KAFKA_BROKERS', pattern: '\\.kafka\\.int\\.spec\\.ts$', name: 'Kafka' },
];
const notRun = serverSuites.filter((suite) => !process.env[suite.env]);
for (const suite of notRun) {
  process.stdout.write(`${suite.name} contract suite not run: ${suite.env} is not set (deploy/ starts a server).\n`);
}
for (const project of module.exports.projects) {
  project.testPathIgnorePatterns = ['/node_modules/', ...notRun.map((suite) => suite.pattern)];
}
