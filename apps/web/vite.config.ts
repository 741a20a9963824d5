// Vite build of the SPA; in dev, /api (and the websocket) are proxied to the server on :3000.
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { "/api": { target: "http://localhost:3000", ws: true } },
  },
  build: { outDir: "dist", sourcemap: true, chunkSizeWarningLimit: 800 },
});
