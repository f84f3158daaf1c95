import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = process.env.AGRIM_API ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  server: {
    // `npm run dev` here talks to a server started with `npm run dev -w @agrim/server`.
    // The spec's API paths that are not under /api (regex keys: /fertilizer-recommendation is a page).
    proxy: {
      '/api': api,
      '/agri': api,
      '/docs': api,
      '^/get/': api,
      '^/fertilizer/': api,
      '/feedback/approval': api,
      '/generate-sas-token': api,
      '/weather/': api,
    },
  },
  build: {
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        advancedChunks: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            { name: 'mui', test: /node_modules[\\/](@mui[\\/](material|system|utils|styled-engine)|@emotion)[\\/]/ },
            { name: 'datagrid', test: /node_modules[\\/]@mui[\\/]x-/ },
          ],
        },
      },
    },
  },
});
