import { contractForBrowsers } from '@cartella/contract/vite-plugin';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Plugin order from docs/toolchain.md ("Lingui with Vite 8"): router, react, babel with
// the Lingui macro preset, lingui (imports .po catalogs directly), tailwind.
export default defineConfig({
  base: '/webui/',
  plugins: [
    // The operation tables without the API's request schemas and texts (decision 0903).
    contractForBrowsers(),
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // A route's loader travels with its component in one lazy chunk: hovering a link fetches
      // both (preload), and the loaders' query code stays out of the login page's budget.
      codeSplittingOptions: {
        defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
      },
    }),
    react(),
    babel({ presets: [linguiTransformerBabelPreset()] }),
    lingui(),
    tailwindcss(),
  ],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:8080' },
  },
  build: {
    target: 'es2022',
    // No preload lists: with them every route's always-loaded stub carried the list of its lazy
    // chunk's files, which cost the login page ~15 kB gzip. Lazy routes load their imports on use.
    // (Lists for the signed-in layout and record page only, or for index.html only, were measured
    // too: Lighthouse did not improve, docs/benchmarks.md.)
    modulePreload: false,
    sourcemap: false,
    reportCompressedSize: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          includeDependenciesRecursively: false,
          // The libraries every page needs (React, the router, Lingui) in one 'vendor' chunk and
          // TanStack Query in one 'query' chunk: fewer, larger files compress better and arrive in
          // fewer round trips (login 119.2 -> 116.6 kB gzip, record page 175.4 -> 171.6 kB).
          // Every route's always-loaded definition (path, guard, lazy component references) in one
          // chunk: one file compresses far better than thirty 0.2 kB ones. The lazily loaded route
          // components (`?tsr-split=`) keep their own chunks.
          // Helpers in `-` folders are not routes and stay where they are used.
          groups: [
            { name: 'routes', test: /[\\/]src[\\/]routes[\\/](?![^?]*[\\/]-)[^?]*$/ },
            {
              name: 'vendor',
              test: /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:react|react-dom|scheduler|use-sync-external-store|@tanstack[\\/](?:react-router|router-core|history|store|react-store)|@lingui[\\/](?:core|react|message-utils)|tiny-invariant|tiny-warning|cookie-es|seroval[^\\/]*)[\\/]/,
            },
            {
              name: 'query',
              test: /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?@tanstack[\\/](?:react-query|query-core)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
