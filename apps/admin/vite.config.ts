import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The store console: its own bundle under /admin, none of the shopper app's weight.
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  server: { port: 5174, proxy: { '/api': 'http://localhost:3000' } },
  build: { target: 'es2020', sourcemap: false },
});
