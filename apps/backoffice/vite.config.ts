import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the API runs on :8080 (npm run dev); Vite proxies the console's API.
const api = 'http://127.0.0.1:8080';

export default defineConfig({
  // Served by the API server under /backoffice/ (apps/server platform/http/web-app.ts).
  base: '/backoffice/',
  plugins: [react()],
  server: {
    port: 5175,
    proxy: { '/bo': api },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
  },
});
