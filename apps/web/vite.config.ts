import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the API runs on :8080 (npm run dev); Vite proxies its paths.
const api = 'http://127.0.0.1:8080';
const apiPaths = [
  '/wps',
  '/lgw',
  '/bo',
  '/seamless',
  '/studio',
  '/demo-gateway',
  '/docs',
  '/healthz',
  '/readyz',
  '/metrics',
];

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      ...Object.fromEntries(apiPaths.map((path) => [path, api])),
      '/ws': { target: api, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
  },
});
