import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { appPreload } from './vite-app-preload.ts';
import { firstPageChunks } from './vite-chunks.ts';
import { precompress } from './vite-precompress.ts';

// Also the base of vitest's `web` project (root vitest.config.ts extends this file), so it must
// stay free of side effects: no servers, no file writes, no env reads beyond Vite's own.
export default defineConfig(({ isSsrBuild }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [appPreload(), precompress()])],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    strictPort: true,
    // The API server (apps/server) listens on 3000; same-origin /api keeps cookies first-party.
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
      '/socket.io': { target: 'http://localhost:3000', changeOrigin: false, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Font files are served with their hash; inlining small woff2 slices into CSS would bloat
    // the first stylesheet for every language.
    assetsInlineLimit: 0,
    // dist/.vite/manifest.json: the bundle-budget test walks each route's chunks from it.
    manifest: !isSsrBuild,
    // Every browser we support preloads modules natively (Chrome 66, Safari 17, Firefox 115).
    modulePreload: { polyfill: false },
    rollupOptions: isSsrBuild
      ? {}
      : {
          // The app is an entry of its own (main.tsx imports it by URL: vite-app-preload.ts).
          input: { index: fileURLToPath(new URL('./index.html', import.meta.url)), boot: fileURLToPath(new URL('./src/boot.tsx', import.meta.url)) },
          output: { manualChunks: firstPageChunks() },
        },
    // The server build (`npm run build`'s second step: src/ssr/entry-server.tsx into
    // dist/.ssr/, which the server imports and nobody downloads: dot folders are not served).
    ...(isSsrBuild ? { outDir: 'dist/.ssr', emptyOutDir: false, copyPublicDir: false } : {}),
  },
}));
