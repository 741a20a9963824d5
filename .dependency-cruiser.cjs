// Import boundaries (npm run lint, through scripts/check-boundaries.mjs, which also refuses loops between domains and
// between web features): server domains meet only through their front door (index.ts); shared infrastructure never
// imports a domain; web features meet only through their public entries.
const { SERVER_DOMAINS, SERVER_INFRA } = require("./scripts/boundary-map.cjs");

const DOMAINS = SERVER_DOMAINS.join("|");
const SERVER = "^apps/server/src";
const INFRA = `(${SERVER_INFRA.join("|")})`;

module.exports = {
  forbidden: [
    {
      name: "server-front-door",
      comment:
        "A domain (and app.ts) reaches another domain only through its front door, apps/server/src/<domain>/index.ts: " +
        "its tables, repositories and other files are private.",
      severity: "error",
      from: { path: `${SERVER}/((?:${DOMAINS})/|[^/]+\\.ts$)` },
      to: {
        path: `${SERVER}/(${DOMAINS})/`,
        pathNot: [`${SERVER}/$1`, `${SERVER}/(${DOMAINS})/index\\.ts$`],
      },
    },
    {
      name: "server-infrastructure-below-domains",
      comment:
        "db/, lib/, ws/, plugins/, live/, events/ and notices/ are shared infrastructure below every domain: they never import " +
        "a domain (db/schema.ts may import each domain's tables.ts types, to compose the database).",
      severity: "error",
      from: { path: `${SERVER}/${INFRA}/` },
      to: { path: `${SERVER}/(${DOMAINS})/`, pathNot: `${SERVER}/(${DOMAINS})/[a-z/-]*tables\\.ts$` },
    },
    {
      name: "server-infrastructure-tables-only-in-schema",
      comment: "Only db/schema.ts composes the domains' tables.",
      severity: "error",
      from: { path: `${SERVER}/${INFRA}/`, pathNot: `${SERVER}/db/schema\\.ts$` },
      to: { path: `${SERVER}/(${DOMAINS})/[a-z/-]*tables\\.ts$` },
    },
    {
      name: "web-feature-public-entry",
      comment:
        "Code outside a web feature reaches it only through features/<x>/public.ts (or a light public-<name>.ts).",
      severity: "error",
      from: { path: "^apps/web/src/", pathNot: "^apps/web/src/features/([^/]+)/" },
      to: {
        path: "^apps/web/src/features/[^/]+/",
        pathNot: "^apps/web/src/features/[^/]+/public[a-z-]*\\.tsx?$",
      },
    },
    {
      name: "web-feature-to-feature-public-entry",
      comment: "A web feature reaches another feature only through its public entries.",
      severity: "error",
      from: { path: "^apps/web/src/features/([^/]+)/" },
      to: {
        path: "^apps/web/src/features/[^/]+/",
        pathNot: ["^apps/web/src/features/$1/", "^apps/web/src/features/[^/]+/public[a-z-]*\\.tsx?$"],
      },
    },
    {
      name: "web-layers",
      comment:
        "Only main.tsx and app/ import app/; lib/ and components/ never import features (shared code belongs in lib/).",
      severity: "error",
      from: { path: "^apps/web/src/(features|lib|components)/" },
      to: { path: "^apps/web/src/app/" },
    },
    {
      name: "web-lib-below-features",
      severity: "error",
      from: { path: "^apps/web/src/(lib|components)/" },
      to: { path: "^apps/web/src/features/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|dist|test|e2e|bench|scripts)/" },
    includeOnly: "^(apps/server/src|apps/web/src)/",
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.base.json" },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".mjs"] },
  },
};
