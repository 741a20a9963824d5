// Vite build of the SPA (no source maps, .br and .gz copies of text assets); in dev, /api is proxied to :3000.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
const MIN_BYTES = 512;

/** Writes `file.br` and `file.gz` next to every text file of the build, for the server to send as they are. */
function precompress(): Plugin {
  let outDir = "dist";
  return {
    name: "antbrawl-precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const visit = (dir: string): string[] =>
        fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
          const full = path.join(dir, entry.name);
          return entry.isDirectory() ? visit(full) : [full];
        });
      for (const file of visit(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const body = fs.readFileSync(file);
        if (body.length < MIN_BYTES) continue;
        const brotli = zlib.brotliCompressSync(body, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        });
        fs.writeFileSync(`${file}.br`, brotli);
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: zlib.constants.Z_BEST_COMPRESSION }));
      }
    },
  };
}

// react-router's package exports point every bundler at its development build; ship the production one.
const routerProduction = fileURLToPath(import.meta.resolve("react-router")).replace(
  `${path.sep}development${path.sep}`,
  `${path.sep}production${path.sep}`,
);

/** The web manifest and the service worker (src/sw/service-worker.ts); see docs/installable-app.md. */
const pwa = VitePWA({
  strategies: "injectManifest",
  srcDir: "src/sw",
  filename: "service-worker.ts",
  injectRegister: false,
  injectManifest: { globPatterns: ["**/*.{js,css,html,svg,png,webmanifest}"] },
  includeAssets: [],
  manifest: {
    id: "/",
    name: "Antbrawl",
    short_name: "Antbrawl",
    description: "Raise, care for and fight a colony of combat ants.",
    start_url: "/",
    scope: "/",
    display: "standalone",
    orientation: "any",
    background_color: "#14201a",
    theme_color: "#1c2b1e",
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  },
});

export default defineConfig(({ command }) => ({
  plugins: [react(), pwa, precompress()],
  resolve: command === "build" ? { alias: [{ find: /^react-router$/, replacement: routerProduction }] } : {},
  server: {
    port: 5173,
    proxy: { "/api": { target: "http://localhost:3000", ws: true } },
  },
  build: {
    outDir: "dist",
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    // Every browser the app supports preloads modules itself: no polyfill in the entry.
    modulePreload: { polyfill: false },
    // Everything the entry loads statically goes into the entry itself: Rolldown otherwise splits React and
    // react-redux into a shared chunk for lazy pages, a second file on the first load (1.2 KB br more in total).
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: "index", tags: ["$initial"] }] } } },
  },
}));
