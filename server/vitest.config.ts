import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    // graphql 16 ships both index.mjs ("module") and index.js ("main"). Node, type-graphql and
    // Apollo load the CommonJS build; Vite would hand our own files the .mjs one, and two copies
    // of graphql refuse to share types. Point our imports at the same file Node uses.
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['src/test/global-setup.ts'],
    // Each file gets its own database, so files run in parallel safely.
    fileParallelism: true,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
});
