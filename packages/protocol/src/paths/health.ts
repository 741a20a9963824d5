// Route paths of the health, readiness and metrics checks (shapes in ../health.ts).
import { route, SCOPES } from "./route";

/** Route paths of this area (the server registers them, the web calls them). */
export const HEALTH_PATHS = {
  health: route("GET", SCOPES.root, "/api/health"),
  /** Whether this node should receive traffic (database, migrations, not draining). */
  ready: route("GET", SCOPES.root, "/api/ready"),
  /** Prometheus metrics, with the METRICS_TOKEN bearer only. */
  metrics: route("GET", SCOPES.root, "/metrics"),
} as const;
