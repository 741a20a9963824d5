// The page's first load (npm run lint, through check-boundaries.mjs): what the entry chunk reaches by static value
// imports from apps/web/src/main.tsx must not include a package kept out of it on purpose (docs/performance.md).
import { cruise } from "dependency-cruiser";
import extractTSConfig from "dependency-cruiser/config-utl/extract-ts-config";

const ENTRY = "apps/web/src/main.tsx";
/** Packages that belong in lazily loaded chunks: TypeBox comes with the protocol's message schemas. */
const KEPT_OUT = [/node_modules\/@sinclair\/typebox\//];

/** Each kept-out package `entry` reaches, with the chain of static imports that brings it in. */
export async function firstLoadProblems(entry = ENTRY) {
  const { output } = await cruise(
    [entry],
    {
      doNotFollow: { path: "node_modules" },
      exclude: { path: "(^|/)(test|e2e)/" },
      tsPreCompilationDeps: true,
      enhancedResolveOptions: {
        exportsFields: ["exports"],
        conditionNames: ["import", "default"],
        extensions: [".ts", ".tsx", ".js", ".mjs"],
      },
    },
    undefined,
    { tsConfig: extractTSConfig("tsconfig.base.json") },
  );
  const bySource = new Map(output.modules.map((module) => [module.source, module]));
  const via = new Map([[entry, null]]);
  const queue = [entry];
  for (let source = queue.shift(); source !== undefined; source = queue.shift()) {
    for (const dependency of bySource.get(source)?.dependencies ?? []) {
      const types = dependency.dependencyTypes;
      if (types.includes("dynamic-import") || types.includes("type-only") || via.has(dependency.resolved)) continue;
      via.set(dependency.resolved, source);
      queue.push(dependency.resolved);
    }
  }
  const problems = [];
  for (const pattern of KEPT_OUT) {
    const reached = [...via.keys()].find((source) => pattern.test(source));
    if (!reached) continue;
    const chain = [];
    for (let step = reached; step; step = via.get(step)) chain.unshift(step);
    problems.push(`first load: ${entry} reaches ${reached} by static imports:\n    ${chain.join("\n    → ")}`);
  }
  return problems;
}
