import { fileURLToPath } from 'node:url';
import type { IncomingMessage } from 'node:http';
import { defaultClientConditions, defineConfig, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { configuredZod } from './build-plugins/configured-zod.js';
import { precompressAssets } from './build-plugins/precompress-assets.js';
import { preloadFonts } from './build-plugins/preload-fonts.js';

const API = process.env.API_ORIGIN ?? 'http://127.0.0.1:3000';

/** A page the browser navigates to (GET asking for HTML) is the SPA's, not the API's. */
const isPageNavigation = (req: IncomingMessage) =>
  req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');

/**
 * Paths shared by an SPA page and an API call (GET /login is the page, POST
 * /login the call): navigations stay with Vite, everything else goes to the API.
 */
const sharedWithPage: ProxyOptions = {
  target: API,
  bypass: (req) => (isPageNavigation(req) ? req.url : undefined),
};
/** Paths only the API answers, even when the browser navigates to them (emailed links, dev tools). */
const apiOnly: ProxyOptions = { target: API };

export default defineConfig({
  plugins: [configuredZod(), react(), tailwindcss(), preloadFonts(), precompressAssets()],
  resolve: {
    // Workspace packages resolve to their TypeScript sources: no build step while developing.
    conditions: ['source', ...defaultClientConditions],
    alias: { '@/': fileURLToPath(new URL('./src/', import.meta.url)) },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': apiOnly,
      '^/(login|logout|register|forgot-password|reset-password|change-password|delete-account)(\\?.*)?$':
        sharedWithPage,
      '^/email/': sharedWithPage,
      // The console's action links: the page is the SPA's confirmation, its JSON preview and run the API's.
      '^/god/artisan-console/': sharedWithPage,
      '^/verify-email/': apiOnly,
      '^/self-transform': apiOnly,
    },
  },
  build: {
    outDir: 'dist',
    // Hidden maps: errors can be traced without shipping the sources to every visitor.
    sourcemap: 'hidden',
    rolldownOptions: {
      output: {
        // Only zod (with its configuration, see build-plugins/configured-zod.ts) has a chunk of its own, shared by
        // the pages that use schemas. Other libraries go with the pages that use them: a group of all UI libraries
        // would make every public page download dialogs, menus and toasts it does not show.
        codeSplitting: {
          groups: [
            {
              name: 'vendor-zod',
              test: /node_modules[\\/]zod[\\/]|src[\\/]lib[\\/]zod-without-eval\.ts$/,
            },
          ],
        },
      },
    },
  },
});
