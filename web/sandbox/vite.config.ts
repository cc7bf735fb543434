import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The GraphQL sandbox's own build (GraphiQL, Monaco and its workers), apart from the SRP's
 * (web/vite.config.ts): the SRP inlines its one stylesheet into every page, and its chunks and
 * manifest stay as they are. Served by the gateway under /sandbox/ (gateway/sandbox.ts).
 */
export default defineConfig({
  root,
  base: '/sandbox/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    // Monaco is a few megabytes; a developer tool, loaded only on the sandbox page.
    chunkSizeWarningLimit: 5_000,
    rolldownOptions: {
      // GraphiQL's modules start with "use no memo", a note to the React Compiler that means nothing in a bundle.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
});
