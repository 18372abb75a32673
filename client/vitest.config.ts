import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Tests import CSS modules for class names only; skipping PostCSS keeps runs fast.
    css: false,
    restoreMocks: true,
    // Whole pages rendered in jsdom with several awaited steps: room for a loaded machine (see setup.ts).
    testTimeout: 20_000,
    unstubGlobals: true,
  },
});
