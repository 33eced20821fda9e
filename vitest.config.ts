import { defineConfig } from 'vitest/config';

// Units and integration tests first; the browser journeys after them, one file
// at a time, since each starts its own servers and a Chromium on 2 cores.
// One PostgreSQL for the whole run (vitest.global-setup.ts), whatever the
// number of workers.
export default defineConfig({
  test: {
    globalSetup: ['./vitest.global-setup.ts'],
    reporters: ['default', './scripts/summary-reporter.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts'],
          testTimeout: 20_000,
          sequence: { groupOrder: 0 },
        },
      },
      {
        // The BFF's HTTP tests again, on PostgreSQL (a fresh database each, see src/bff/storage/test-storage.ts):
        // one behaviour whichever engine holds its state.
        test: {
          name: 'bff-on-postgres',
          include: ['src/bff/server.test.ts', 'src/bff/order-management.test.ts', 'integration/basket-checkout.test.ts'],
          env: { BFF_TEST_STORAGE: 'postgres' },
          testTimeout: 20_000,
          hookTimeout: 60_000,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'integration',
          include: ['integration/**/*.test.ts'],
          testTimeout: 60_000,
          fileParallelism: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          testTimeout: 90_000,
          hookTimeout: 60_000,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
