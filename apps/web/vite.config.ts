import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  server: { proxy: { '/api': 'http://localhost:8080' } },
  // The manifest lets bench/bundle-size.ts measure the JS each route loads.
  build: { target: 'es2022', sourcemap: true, manifest: true },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // Whole-route component tests render real pages; on a loaded 2-core machine they can pass 5 s.
    testTimeout: 20_000,
    setupFiles: ['./src/test/setup.ts'],
  },
});
