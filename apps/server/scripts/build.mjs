// `npm run build -w apps/server`: bundles the server and the backup CLI into dist/ and makes the migrated PGlite template.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dist = path.join(serverDir, "dist");

/** Our workspace packages ship TypeScript, so they are bundled; every other package stays in node_modules. */
const externalPackages = {
  name: "external-packages",
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith("@antbrawl/") ? undefined : { path: args.path, external: true },
    );
  },
};

const common = {
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  plugins: [externalPackages],
  logLevel: "warning",
  legalComments: "none",
};

fs.rmSync(dist, { recursive: true, force: true });
const started = performance.now();
await build({
  ...common,
  entryPoints: {
    server: path.join(serverDir, "src/server.ts"),
    "backup-cli": path.join(serverDir, "src/backup-cli.ts"),
  },
  outdir: dist,
  outExtension: { ".js": ".mjs" },
});

const maker = path.join(dist, ".make-template.mjs");
await build({
  ...common,
  stdin: {
    contents: `import { TEMPLATE_DIR, writeTemplate } from "./src/db/pglite-template";
      await writeTemplate(new URL(TEMPLATE_DIR, import.meta.url).pathname);`,
    resolveDir: serverDir,
    loader: "ts",
    sourcefile: "make-template.ts",
  },
  outfile: maker,
});
const made = spawnSync(process.execPath, [maker], { stdio: "inherit" });
fs.rmSync(maker, { force: true });
if (made.status !== 0) throw new Error("making the PGlite template failed");

const size = `${(fs.statSync(path.join(dist, "server.mjs")).size / 1024).toFixed(0)} KiB`;
console.log(
  `server built in ${Math.round(performance.now() - started)} ms: dist/server.mjs (${size}), dist/pglite-template/`,
);
