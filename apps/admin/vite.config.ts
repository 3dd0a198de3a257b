import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { cataloguePlugin } from '../../packages/shared/src/i18n/catalogue-plugin';

// The store console: its own bundle under /admin, none of the shopper app's weight.
export default defineConfig({
  base: '/admin/',
  plugins: [react(), cataloguePlugin()],
  server: { port: 5174, proxy: { '/api': 'http://localhost:3000' } },
  build: { target: 'es2020', sourcemap: false },
});
