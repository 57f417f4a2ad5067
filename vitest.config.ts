// Unit tests: pure modules (markets/, shared helpers) run in Node, next to the code they test.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'unit',
    include: [
      'markets/**/*.test.ts',
      'client/**/*.test.ts',
      'client/**/*.test.tsx',
      'worker/**/*.test.ts',
      'scripts/**/*.test.ts',
      'kv-seed/**/*.test.ts',
    ],
    environment: 'node',
    // Vitest's default (cores - 1) runs one file at a time on a 2-core machine.
    maxWorkers: '100%',
  },
});
