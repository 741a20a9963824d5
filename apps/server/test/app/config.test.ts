// Configuration through a schema: empty means default, and a bad value stops the start naming the variable.
import { LIVE_COUNTDOWN_SECONDS, LIVE_TURN_MS } from "@antbrawl/rules/arena/live";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../src/config";
import { freePort, startServer } from "../helpers/server-process";

describe("configuration", () => {
  it("uses the defaults for absent and empty variables", () => {
    const empty = loadConfig({
      SIGNUP_RATE_LIMIT: "",
      SESSION_DAYS: "",
      PORT: " ",
      TRUST_PROXY: "",
      CHAT_RATE_LIMIT: "",
    });
    expect(empty).toEqual(loadConfig({}));
    expect(empty).toMatchObject({ port: 3000, sessionDays: 30, trustProxy: 0, signupRateLimit: { max: 10 } });
  });

  it("reads given values as numbers", () => {
    expect(loadConfig({ PORT: "8080", TRUST_PROXY: "2", SESSION_DAYS: "7", SIGNUP_RATE_LIMIT: "50" })).toMatchObject({
      port: 8080,
      trustProxy: 2,
      sessionDays: 7,
      signupRateLimit: { max: 50 },
    });
  });

  it.each([
    ["SIGNUP_RATE_LIMIT", "abc"],
    ["SIGNUP_RATE_LIMIT", "0"],
    ["SESSION_DAYS", "1.5"],
    ["SESSION_DAYS", "-1"],
    ["PORT", "70000"],
    ["TRUST_PROXY", "yes"],
    ["TRUST_PROXY", "true"],
    ["LOG_LEVEL", "loud"],
    ["DATABASE_URL", "localhost"],
    ["PUBLIC_ORIGIN", "antbrawl.example"],
    ["LIVE_TURN_MS", "499"],
    ["LIVE_TURN_MS", "60001"],
    ["LIVE_TURN_MS", "1.5s"],
    ["LIVE_COUNTDOWN_SECONDS", "0"],
    ["LIVE_COUNTDOWN_SECONDS", "31"],
  ])("refuses %s=%s naming the variable", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });

  it("times live turns and countdowns by the rules unless LIVE_TURN_MS and LIVE_COUNTDOWN_SECONDS say otherwise", () => {
    expect(loadConfig({})).toMatchObject({ liveTurnMs: LIVE_TURN_MS, liveCountdownSeconds: LIVE_COUNTDOWN_SECONDS });
    expect(loadConfig({ LIVE_TURN_MS: "1500", LIVE_COUNTDOWN_SECONDS: "1" })).toMatchObject({
      liveTurnMs: 1500,
      liveCountdownSeconds: 1,
    });
    expect(loadConfig({ LIVE_TURN_MS: "500" }).liveTurnMs).toBe(500);
    expect(loadConfig({ LIVE_TURN_MS: "60000" }).liveTurnMs).toBe(60_000);
    expect(() => loadConfig({ LIVE_TURN_MS: "100" })).toThrow("Invalid configuration: LIVE_TURN_MS must be >= 500");
  });

  it("incubates breedings 5 minutes and counts treatment minutes as minutes unless the environment says otherwise", () => {
    expect(loadConfig({})).toMatchObject({ breedingIncubationMs: 300_000, treatmentMinuteMs: 60_000 });
    expect(loadConfig({ BREEDING_INCUBATION_MS: "3000", TREATMENT_MINUTE_MS: "1000" })).toMatchObject({
      breedingIncubationMs: 3000,
      treatmentMinuteMs: 1000,
    });
    expect(() => loadConfig({ BREEDING_INCUBATION_MS: "10" })).toThrow("BREEDING_INCUBATION_MS");
    expect(() => loadConfig({ TREATMENT_MINUTE_MS: "0" })).toThrow("TREATMENT_MINUTE_MS");
  });

  it("a real start with a bad value exits non-zero naming the variable", async () => {
    const server = startServer({
      PORT: String(await freePort()),
      SIGNUP_RATE_LIMIT: "abc",
      DATA_DIR: "/nonexistent/never",
    });
    expect(await server.exited).not.toBe(0);
    expect(server.output()).toMatch(/Antbrawl cannot start: Invalid configuration: SIGNUP_RATE_LIMIT must be integer/);
  });
});
