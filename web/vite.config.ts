import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { typedDocuments } from './vite/typed-documents';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  plugins: [typedDocuments(fileURLToPath(new URL('./src/', import.meta.url))), react()],
  resolve: {
    // react-router's package exports only its development build (dev warnings on every <Routes>
    // render); its production build ships beside it, the same code with the warnings off.
    alias: [
      {
        find: /^react-router$/,
        replacement: fileURLToPath(new URL('../node_modules/react-router/dist/production/index.mjs', import.meta.url)),
      },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    // dist/.vite/manifest.json: the chunk of each deferred component, for the server's modulepreload links.
    manifest: true,
    // Source maps beside the chunks, with no sourceMappingURL comment: the gateway reads them to
    // de-minify client error reports and never serves them (docs/rules/events.md#de-minified-stacks).
    sourcemap: 'hidden',
    // One stylesheet for the whole client, linked by index.html, which the server inlines into every
    // page. Split per chunk, it would be every lazy chunk's dependency, and Vite's loader would link
    // it again when the chunk is imported (a second download, and the whole page restyled).
    cssCodeSplit: false,
    // No modulepreload links added by script when a chunk is imported: the page's first chunks are
    // preloaded by the server (gateway/ssr/assets.ts), and a lazy chunk's own imports load with it.
    // Vite's helper looks each dependency up in the document and appends a link for it, on the main
    // thread of a phone, often in the middle of a render (React.lazy): a long task for nothing.
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
  },
  server: {
    proxy: { '/graphql': 'http://localhost:4000', '/images': 'http://localhost:4000' },
  },
});
