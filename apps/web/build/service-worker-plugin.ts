import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import type { PrecachePlugin } from './precache-plugin';

// Builds src/service-worker/service-worker.ts into dist/service-worker.js with Workbox, through
// vite-plugin-pwa's injectManifest: our worker source keeps its own push handlers, and Workbox's
// precache manifest is the offline pages' files (build/precache-plugin.ts), not every file. The
// page registers the worker itself (src/app/service-worker-registration.ts), and the web app
// manifest is public/manifest.webmanifest, so the plugin adds neither.

export function serviceWorkerPlugin(precache: PrecachePlugin): Plugin[] {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/service-worker',
    filename: 'service-worker.ts',
    injectRegister: false,
    manifest: false,
    injectManifest: {
      // a classic script: public/firebase-messaging-sw.js loads it with importScripts
      rollupFormat: 'iife',
      globPatterns: ['assets/**/*.{js,css}'],
      // the file names carry a content hash already
      dontCacheBustURLsMatching: /^assets\//,
      manifestTransforms: [
        (entries) => {
          const keep = new Set(precache.files());
          return { manifest: entries.filter((e) => keep.has(`/${e.url}`)), warnings: [] };
        },
      ],
    },
  });
}
