import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { firstScreenPlugin } from './build/first-screen-plugin';
import { precachePlugin } from './build/precache-plugin';

export default defineConfig({
  plugins: [react(), precachePlugin(), firstScreenPlugin()],
  server: { proxy: { '/api': 'http://localhost:3000' } },
  // the manifest lets bench/js-sizes.ts measure each route's JavaScript
  build: { target: 'es2020', sourcemap: false, manifest: true },
});
