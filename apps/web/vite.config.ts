import { endpoints } from '@agrim/contracts';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = process.env.AGRIM_API ?? 'http://127.0.0.1:8080';

/** The first segment of every catalogue path, as a proxy prefix (`^/get/` and the like). */
function apiPrefixes(): string[] {
  const paths = Object.values(endpoints).flatMap((group) => Object.values(group).map((e: { path: string }) => e.path));
  return [...new Set(paths.map((p) => `^/${p.split('/')[1]}(/|$)`))];
}

export default defineConfig({
  plugins: [react()],
  server: {
    // `npm run dev` here talks to a server started with `npm run dev -w @agrim/server`.
    // Every API path family of the endpoint catalogue, and the API browser. The page paths share no
    // prefix with them except /agri, whose pages (/agri/soil/...) the server also answers with the app.
    proxy: Object.fromEntries([...apiPrefixes(), '/docs'].map((prefix) => [prefix, api])),
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
