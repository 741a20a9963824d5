// Reads the server's configuration from the environment, with the defaults of the README.
import path from "node:path";

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  publicOrigin: string | undefined;
  logLevel: string;
  webDist: string | null;
  signupRateLimit: { max: number; timeWindowMs: number };
  sessionDays: number;
  /** Chat messages per player per window (CHAT_RATE_LIMIT per minute). */
  chatRateLimit: { max: number; timeWindowMs: number };
  /** Optional OpenAI-compatible chat model; the built-in personality engine answers when unset or failing. */
  llmBaseUrl: string | undefined;
  llmApiKey: string | undefined;
  llmModel: string;
  llmTimeoutMs: number;
}

const here = path.dirname(new URL(import.meta.url).pathname);
export const DEFAULT_WEB_DIST = path.resolve(here, "../../web/dist");

/** Builds the configuration from environment variables (all optional). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? "0.0.0.0",
    dataDir: path.resolve(env.DATA_DIR ?? "./data"),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    publicOrigin: env.PUBLIC_ORIGIN || undefined,
    logLevel: env.LOG_LEVEL ?? "info",
    webDist: env.WEB_DIST ?? DEFAULT_WEB_DIST,
    signupRateLimit: { max: Number(env.SIGNUP_RATE_LIMIT ?? 10), timeWindowMs: 60_000 },
    sessionDays: Number(env.SESSION_DAYS ?? 30),
    chatRateLimit: { max: Number(env.CHAT_RATE_LIMIT ?? 20), timeWindowMs: 60_000 },
    llmBaseUrl: env.LLM_BASE_URL || undefined,
    llmApiKey: env.LLM_API_KEY || undefined,
    llmModel: env.LLM_MODEL || "gpt-4o-mini",
    llmTimeoutMs: Number(env.LLM_TIMEOUT_MS ?? 4000),
  };
}
