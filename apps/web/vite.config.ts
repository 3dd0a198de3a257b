import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { firstScreenPlugin } from './build/first-screen-plugin';
import { precachePlugin } from './build/precache-plugin';
import { serviceWorkerPlugin } from './build/service-worker-plugin';
import { shellModules } from './build/shell-chunk-plugin';

const shell = shellModules();
const precache = precachePlugin();

export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? {
        // `vite build --ssr`: the server's renderer of the first screen (src/entry-server.tsx), for
        // Node; packages stay in node_modules, our own code and @kirana/shared are bundled
        plugins: [react()],
        build: { outDir: 'dist-server', target: 'node20', sourcemap: false, emptyOutDir: true },
      }
    : {
        plugins: [
          react(),
          precache,
          firstScreenPlugin(),
          shell.plugin,
          serviceWorkerPlugin(precache),
        ],
        server: { proxy: { '/api': 'http://localhost:3000' } },
        // the manifest lets bench/js-sizes.ts measure each route's JavaScript
        build: {
          target: 'es2022',
          sourcemap: false,
          manifest: true,
          // the shell in one file (build/shell-chunk-plugin.ts)
          rolldownOptions: {
            output: { codeSplitting: { groups: [{ name: 'shell', test: shell.isShellModule }] } },
          },
        },
      },
);
