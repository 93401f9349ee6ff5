import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the API runs on :8080 (npm run dev); Vite proxies the studio's API.
const api = 'http://127.0.0.1:8080';

export default defineConfig({
  // Served by the API server under /studio/ (apps/server platform/http/web-app.ts).
  base: '/studio/',
  plugins: [react()],
  server: {
    port: 5174,
    proxy: { '/studio/api': api },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
  },
});
