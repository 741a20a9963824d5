// Reads the server's configuration from the environment through one schema: empty means default, bad values stop the start.
import fs from "node:fs";
import path from "node:path";
import { parseEnv } from "node:util";
import { LIVE_COUNTDOWN_SECONDS, LIVE_TURN_MS } from "@antbrawl/rules/arena/live";
import { PRACTICE_OFFER_SECONDS, PRACTICE_OFFER_SECONDS_MAX } from "@antbrawl/rules/arena/practice";
import { BREEDING_INCUBATION_MS } from "@antbrawl/rules/lab/eligibility";
import { DEFAULT_ARENA_MS } from "@antbrawl/rules/tournament/arena-wave";
import { DEFAULT_ROUND_MS } from "@antbrawl/rules/tournament/schedule";
import { TRAINING_DURATION_MS } from "@antbrawl/rules/training/quick";
import { envSchema } from "env-schema";
import { DEFAULT_PUSH_ENDPOINT_ORIGINS, parsePushOrigins } from "./lib/push-origins";

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL connections this node keeps at most. */
  pgPoolSize: number;
  redisUrl: string | undefined;
  publicOrigin: string | undefined;
  /** Proxy hops in front of the server whose X-Forwarded-For entries are trusted (0: none). */
  trustProxy: number;
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
  /** Test builds only: registers POST /api/test/clock to move the server's clock forward (ANTBRAWL_TEST_CLOCK=1). */
  testClock: boolean;
  /** Milliseconds between sweeps of expired battle requests (EXPIRY_SWEEP_MS; 0 turns the timer off). */
  expirySweepMs: number;
  /** Milliseconds between sweeps of notices that fall due with time (NOTIFICATION_SWEEP_MS; 0 turns it off). */
  notificationSweepMs: number;
  /** Milliseconds a live arena turn waits for the players' tactics (LIVE_TURN_MS, 500–60000; the rule's 5000 by default). */
  liveTurnMs: number;
  /** Seconds of countdown before a live battle's first turn (LIVE_COUNTDOWN_SECONDS, 1–30; the rule's 3 by default). */
  liveCountdownSeconds: number;
  /** Seconds alone in a queue before practice against a house ant is offered (PRACTICE_OFFER_SECONDS, 0–600; 20, W30). */
  practiceOfferSeconds: number;
  /** Milliseconds a breeding incubates before it may hatch (BREEDING_INCUBATION_MS, 1000–86400000; 5 minutes by default). */
  breedingIncubationMs: number;
  /** Milliseconds one minute of a treatment lasts (TREATMENT_MINUTE_MS, 1–600000; 60000 by default; tests shorten it). */
  treatmentMinuteMs: number;
  /** Milliseconds a quick-training session keeps an ant busy (TRAINING_DURATION_MS, 1000–86400000; 30 minutes by default). */
  trainingDurationMs: number;
  /** Google (or any OpenID Connect issuer) sign-in; null when OIDC_CLIENT_ID is unset. */
  oidc: OidcConfig | null;
  /** Tournaments (issue 27): the daily start (TOURNAMENT_START_UTC HH:MM, 20:00), minutes after midnight UTC. */
  tournamentStartMinute: number;
  /** Milliseconds between a tournament's rounds (TOURNAMENT_ROUND_MS, 1000–86400000; 5 minutes by default). */
  tournamentRoundMs: number;
  /** The daily tournament's entry fee in milli-ETH (TOURNAMENT_ENTRY_FEE_MILLI, 0–100000; 1 ETH by default). */
  tournamentEntryFeeMilli: number;
  /** Milliseconds between the tournament driver's ticks (TOURNAMENT_TICK_MS; 0 turns the timer off). */
  tournamentTickMs: number;
  /** The daily arena tournament's start (TOURNAMENT_ARENA_START_UTC HH:MM, 21:00), minutes after midnight UTC (TN16). */
  arenaStartMinute: number;
  /** How long an arena tournament pairs (TOURNAMENT_ARENA_MS, 60000–86400000; 30 minutes by default, TN16). */
  arenaWindowMs: number;
  /** The bearer token of the operator's routes (OPERATOR_TOKEN, 32+ characters); unset, those routes answer 404. */
  operatorToken: string | undefined;
  /** The bearer token of GET /metrics (METRICS_TOKEN, 16+ characters); unset, /metrics answers 404. */
  metricsToken: string | undefined;
  /** Milliseconds a SIGTERM'd node reports not ready before it closes (DRAIN_WAIT_MS, 0–8000; 2000 by default). */
  drainWaitMs: number;
  /** The push services' origins web push may call (PUSH_ENDPOINT_ORIGINS, comma-separated; a `*.` host wildcard). */
  pushEndpointOrigins: string[];
}

export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string | undefined;
  /** True only for an http issuer on a loopback address (a local provider standing in for Google). */
  allowInsecure: boolean;
}

const DEFAULT_OIDC_ISSUER = "https://accounts.google.com";

const here = path.dirname(new URL(import.meta.url).pathname);
const DEFAULT_WEB_DIST = path.resolve(here, "../../web/dist");

const text = { type: "string" } as const;
const url = { type: "string", pattern: "^[a-z][a-z0-9+.-]*://" } as const;
const count = (minimum: number, maximum: number, fallback: number) =>
  ({ type: "integer", minimum, maximum, default: fallback }) as const;

/** The environment's schema; every variable is optional. */
export const ENV_SCHEMA = {
  type: "object",
  properties: {
    PORT: count(0, 65_535, 3000),
    HOST: { ...text, default: "0.0.0.0" },
    DATA_DIR: { ...text, default: "./data" },
    DATABASE_URL: url,
    PG_POOL_SIZE: count(1, 1000, 20),
    REDIS_URL: url,
    PUBLIC_ORIGIN: { type: "string", pattern: "^https?://[^/\\s]+/?$" },
    TRUST_PROXY: count(0, 10, 0),
    LOG_LEVEL: {
      type: "string",
      enum: ["fatal", "error", "warn", "info", "debug", "trace", "silent"],
      default: "info",
    },
    WEB_DIST: text,
    SIGNUP_RATE_LIMIT: count(1, 1_000_000, 10),
    SESSION_DAYS: count(1, 3650, 30),
    CHAT_RATE_LIMIT: count(1, 1_000_000, 20),
    LLM_BASE_URL: url,
    LLM_API_KEY: text,
    LLM_MODEL: { ...text, default: "gpt-4o-mini" },
    LLM_TIMEOUT_MS: count(1, 600_000, 4000),
    ANTBRAWL_TEST_CLOCK: { type: "string", enum: ["0", "1"], default: "0" },
    EXPIRY_SWEEP_MS: count(0, 3_600_000, 30_000),
    NOTIFICATION_SWEEP_MS: count(0, 3_600_000, 10_000),
    LIVE_TURN_MS: count(500, 60_000, LIVE_TURN_MS),
    LIVE_COUNTDOWN_SECONDS: count(1, 30, LIVE_COUNTDOWN_SECONDS),
    PRACTICE_OFFER_SECONDS: count(0, PRACTICE_OFFER_SECONDS_MAX, PRACTICE_OFFER_SECONDS),
    BREEDING_INCUBATION_MS: count(1000, 86_400_000, BREEDING_INCUBATION_MS),
    TREATMENT_MINUTE_MS: count(1, 600_000, 60_000),
    TRAINING_DURATION_MS: count(1000, 86_400_000, TRAINING_DURATION_MS),
    OIDC_ISSUER: { type: "string", pattern: "^https?://[^\\s]+$", default: DEFAULT_OIDC_ISSUER },
    OIDC_CLIENT_ID: text,
    OIDC_CLIENT_SECRET: text,
    OPERATOR_TOKEN: { type: "string", minLength: 32, maxLength: 512 },
    TOURNAMENT_START_UTC: { type: "string", pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$", default: "20:00" },
    TOURNAMENT_ROUND_MS: count(1000, 86_400_000, DEFAULT_ROUND_MS),
    TOURNAMENT_ENTRY_FEE_MILLI: count(0, 100_000, 1000),
    TOURNAMENT_TICK_MS: count(0, 3_600_000, 2000),
    TOURNAMENT_ARENA_START_UTC: { type: "string", pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$", default: "21:00" },
    TOURNAMENT_ARENA_MS: count(60_000, 86_400_000, DEFAULT_ARENA_MS),
    METRICS_TOKEN: { type: "string", minLength: 16, maxLength: 512 },
    DRAIN_WAIT_MS: count(0, 8000, 2000),
    PUSH_ENDPOINT_ORIGINS: { ...text, default: DEFAULT_PUSH_ENDPOINT_ORIGINS },
  },
} as const;

interface Env {
  PORT: number;
  HOST: string;
  DATA_DIR: string;
  DATABASE_URL?: string;
  PG_POOL_SIZE: number;
  REDIS_URL?: string;
  PUBLIC_ORIGIN?: string;
  TRUST_PROXY: number;
  LOG_LEVEL: string;
  WEB_DIST?: string;
  SIGNUP_RATE_LIMIT: number;
  SESSION_DAYS: number;
  CHAT_RATE_LIMIT: number;
  LLM_BASE_URL?: string;
  LLM_API_KEY?: string;
  LLM_MODEL: string;
  LLM_TIMEOUT_MS: number;
  ANTBRAWL_TEST_CLOCK: "0" | "1";
  EXPIRY_SWEEP_MS: number;
  NOTIFICATION_SWEEP_MS: number;
  LIVE_TURN_MS: number;
  LIVE_COUNTDOWN_SECONDS: number;
  PRACTICE_OFFER_SECONDS: number;
  BREEDING_INCUBATION_MS: number;
  TREATMENT_MINUTE_MS: number;
  TRAINING_DURATION_MS: number;
  OIDC_ISSUER: string;
  OIDC_CLIENT_ID?: string;
  OIDC_CLIENT_SECRET?: string;
  OPERATOR_TOKEN?: string;
  TOURNAMENT_START_UTC: string;
  TOURNAMENT_ROUND_MS: number;
  TOURNAMENT_ENTRY_FEE_MILLI: number;
  TOURNAMENT_TICK_MS: number;
  TOURNAMENT_ARENA_START_UTC: string;
  TOURNAMENT_ARENA_MS: number;
  METRICS_TOKEN?: string;
  DRAIN_WAIT_MS: number;
  PUSH_ENDPOINT_ORIGINS: string;
}

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "[::1]", "localhost"]);

/** The OpenID Connect settings, or null without a client id; plain http only on a loopback address. */
function oidcConfig(e: Env): OidcConfig | null {
  if (!e.OIDC_CLIENT_ID) return null;
  let issuer: URL;
  try {
    issuer = new URL(e.OIDC_ISSUER);
  } catch {
    throw new ConfigError("Invalid configuration: OIDC_ISSUER is not a URL");
  }
  const insecure = issuer.protocol === "http:";
  if (insecure && !LOOPBACK_HOSTS.has(issuer.hostname) && !issuer.hostname.startsWith("127.")) {
    throw new ConfigError("Invalid configuration: OIDC_ISSUER must use https unless it is on a loopback address");
  }
  return {
    issuer: e.OIDC_ISSUER,
    clientId: e.OIDC_CLIENT_ID,
    clientSecret: e.OIDC_CLIENT_SECRET,
    allowInsecure: insecure,
  };
}

function pushOrigins(e: Env): string[] {
  const origins = parsePushOrigins(e.PUSH_ENDPOINT_ORIGINS);
  if ("problem" in origins) throw new ConfigError(`Invalid configuration: PUSH_ENDPOINT_ORIGINS ${origins.problem}`);
  return origins;
}

/** "HH:MM" as minutes after midnight. */
function minutesOf(clock: string): number {
  const [hours, minutes] = clock.split(":").map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/** A configuration value that the schema refuses; the message names the variable. */
export class ConfigError extends Error {}

/** The variables of a `.env` file (`KEY=value` lines, `#` comments); none when the file does not exist. */
function readEnvFile(file: string): Record<string, string> {
  let content: string;
  try {
    content = fs.readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return {};
    throw new ConfigError(`Invalid configuration: cannot read ${file} (${(error as Error).message})`);
  }
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(parseEnv(content))) if (value !== undefined) values[key] = value;
  return values;
}

/**
 * The environment over a `.env` file's values: a variable set (not empty) in the environment wins; one empty or unset
 * there takes the file's value. Bad values name the variable and the file (loadConfig's `fileValues`).
 */
export function configFromEnvAndFile(file: string, env: NodeJS.ProcessEnv = process.env): Config {
  const fileValues = readEnvFile(file);
  const merged: NodeJS.ProcessEnv = { ...fileValues };
  for (const [key, value] of Object.entries(env)) if (value?.trim() || !(key in merged)) merged[key] = value;
  try {
    return loadConfig(merged);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    const name = /configuration: (\w+)/.exec(error.message)?.[1];
    if (!name || !(name in fileValues) || env[name]?.trim()) throw error;
    throw new ConfigError(`${error.message} (set in ${file})`);
  }
}

/**
 * The copy env-schema is given (it sets `additionalProperties` on it): one per process, so its Ajv compiles the schema
 * once however many times the configuration is loaded.
 */
const ENV_SCHEMA_FOR_VALIDATION = structuredClone(ENV_SCHEMA);

/** Builds the configuration from environment variables (all optional); throws ConfigError naming a bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const given: Record<string, string> = {};
  for (const key of Object.keys(ENV_SCHEMA.properties)) {
    const value = env[key]?.trim();
    if (value) given[key] = value;
  }
  let e: Env;
  try {
    e = envSchema<Env>({ schema: ENV_SCHEMA_FOR_VALIDATION as never, data: given, env: false });
  } catch (error) {
    const message = (error as Error).message.replaceAll("env/", "");
    throw new ConfigError(`Invalid configuration: ${message}`);
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    pgPoolSize: e.PG_POOL_SIZE,
    redisUrl: e.REDIS_URL,
    publicOrigin: e.PUBLIC_ORIGIN,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST ?? DEFAULT_WEB_DIST,
    signupRateLimit: { max: e.SIGNUP_RATE_LIMIT, timeWindowMs: 60_000 },
    sessionDays: e.SESSION_DAYS,
    chatRateLimit: { max: e.CHAT_RATE_LIMIT, timeWindowMs: 60_000 },
    llmBaseUrl: e.LLM_BASE_URL,
    llmApiKey: e.LLM_API_KEY,
    llmModel: e.LLM_MODEL,
    llmTimeoutMs: e.LLM_TIMEOUT_MS,
    testClock: e.ANTBRAWL_TEST_CLOCK === "1",
    expirySweepMs: e.EXPIRY_SWEEP_MS,
    notificationSweepMs: e.NOTIFICATION_SWEEP_MS,
    liveTurnMs: e.LIVE_TURN_MS,
    liveCountdownSeconds: e.LIVE_COUNTDOWN_SECONDS,
    practiceOfferSeconds: e.PRACTICE_OFFER_SECONDS,
    breedingIncubationMs: e.BREEDING_INCUBATION_MS,
    treatmentMinuteMs: e.TREATMENT_MINUTE_MS,
    trainingDurationMs: e.TRAINING_DURATION_MS,
    oidc: oidcConfig(e),
    operatorToken: e.OPERATOR_TOKEN,
    tournamentStartMinute: minutesOf(e.TOURNAMENT_START_UTC),
    tournamentRoundMs: e.TOURNAMENT_ROUND_MS,
    tournamentEntryFeeMilli: e.TOURNAMENT_ENTRY_FEE_MILLI,
    tournamentTickMs: e.TOURNAMENT_TICK_MS,
    arenaStartMinute: minutesOf(e.TOURNAMENT_ARENA_START_UTC),
    arenaWindowMs: e.TOURNAMENT_ARENA_MS,
    metricsToken: e.METRICS_TOKEN,
    drainWaitMs: e.DRAIN_WAIT_MS,
    pushEndpointOrigins: pushOrigins(e),
  };
}
