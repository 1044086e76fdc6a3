import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// In development the API runs separately; everything it answers is proxied so the browser
// sees one origin, exactly as in production where the server also serves this build.
const apiTarget = process.env.API_PROXY ?? 'http://localhost:3000';
const proxied = { target: apiTarget, changeOrigin: true };

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: 5173,
    proxy: {
      '/api': proxied,
      '/media': proxied,
      '/healthz': proxied,
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/api': proxied,
      '/media': proxied,
      '/healthz': proxied,
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
  },
});
