// Fuzz over every registered route: random params, queries, bodies and headers from an attacker never answer 5xx,
// every 4xx carries { detail }, and the victim's stored state does not change.
import { createHash } from "node:crypto";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signUp, type TestApp } from "../helpers/app";
import { makeAnt, type Player, selfBattle, setAnt } from "../helpers/battle-fixtures";
import { BREEDABLE, startBreeding } from "../helpers/lab-fixtures";

const RUNS = process.env.CI ? 200 : Number(process.env.FUZZ_RUNS ?? 20);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);

interface Route {
  method: string;
  url: string;
}

/** Every method + URL pattern the app registered, read from Fastify's route tree (HEAD mirrors GET and is left out). */
export function routesOf(tree: string): Route[] {
  const routes: Route[] = [];
  const stack: string[] = [];
  for (const line of tree.split("\n")) {
    const start = line.search(/[^│├└─\s]/);
    if (start < 0) continue;
    const depth = Math.floor(start / 4);
    const match = /^(\S+)(?: \(([^)]*)\))?/.exec(line.slice(start));
    if (!match?.[1]) continue;
    stack.length = depth;
    stack.push(match[1]);
    const url = stack.join("");
    for (const method of (match[2] ?? "").split(",").map((m) => m.trim())) {
      if (method && method !== "HEAD") routes.push({ method, url });
    }
  }
  return routes;
}

describe("fuzz over every route", () => {
  let t: TestApp;
  let victim: Player;
  let attacker: Player;
  let victimAnts: string[];
  let victimBattle: string;
  let victimBreeding: string;
  let victimFight: string;
  let routes: Route[];

  /** The victim's rows and the counts of tables only an owner's action can grow. */
  const snapshot = async () => {
    const db = t.database.db;
    const id = victim.user.id;
    const rows = {
      user: await db.selectFrom("users").selectAll().where("id", "=", id).execute(),
      sessions: await db.selectFrom("sessions").selectAll().where("user_id", "=", id).execute(),
      ants: await db.selectFrom("ants").selectAll().where("owner_id", "=", id).orderBy("id").execute(),
      chat: await db.selectFrom("chat_messages").selectAll().where("ant_id", "in", victimAnts).execute(),
      events: await db.selectFrom("ant_events").selectAll().where("ant_id", "in", victimAnts).execute(),
      progress: await db.selectFrom("achievement_progress").selectAll().where("user_id", "=", id).execute(),
      achievements: await db.selectFrom("user_achievements").selectAll().where("user_id", "=", id).execute(),
      battles: await db.selectFrom("battle_participants").selectAll().where("user_id", "=", id).execute(),
      ledger: await db.selectFrom("ledger_accounts").selectAll().where("account", "like", `%${id}%`).execute(),
      awayStakes: await db.selectFrom("away_stakes").selectAll().where("user_id", "=", id).execute(),
      breedings: await db.selectFrom("breedings").selectAll().where("owner_id", "=", id).execute(),
      treatments: await db.selectFrom("treatments").selectAll().where("owner_id", "=", id).execute(),
      equipment: await db.selectFrom("player_equipment").selectAll().where("user_id", "=", id).execute(),
      invitations: await db
        .selectFrom("battle_invitations")
        .selectAll()
        .where((eb) => eb.or([eb("inviter_id", "=", id), eb("invitee_id", "=", id)]))
        .execute(),
    };
    const counts: Record<string, number> = {};
    for (const table of [
      "ants",
      "chat_messages",
      "ant_events",
      "battles",
      "battle_participants",
      "away_stakes",
      "battle_invitations",
      "breedings",
      "treatments",
      "arena_combats",
    ] as const) {
      const row = await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow();
      counts[table] = Number(row.n);
    }
    const parts = Object.fromEntries(
      Object.entries(rows).map(([name, list]) => [
        name,
        createHash("sha256").update(JSON.stringify(list)).digest("hex"),
      ]),
    );
    return { counts, parts, antCount: rows.ants.length };
  };

  beforeAll(async () => {
    t = await createTestApp("pglite");
    victim = await signUp(t.app);
    attacker = await signUp(t.app);
    victimAnts = [await makeAnt(t, victim), await makeAnt(t, victim)];
    const battle = await selfBattle(t, victim, { ant1_id: victimAnts[0], ant2_id: victimAnts[1] });
    victimBattle = battle.body.battle.id;
    for (const antId of victimAnts) await setAnt(t, antId, { ...BREEDABLE, is_in_battle: false });
    const breeding = await startBreeding(t, victim, {
      parent1_id: victimAnts[0],
      parent2_id: victimAnts[1],
      breeding_fee: 0,
    });
    victimBreeding = breeding.body.breeding.id;
    const fight = await t.app.inject({
      method: "POST",
      url: `/api/users/${victim.user.id}/arena-combat`,
      headers: victim.auth,
      payload: { ant1_id: victimAnts[0], ant2_id: victimAnts[1] },
    });
    victimFight = (fight.json() as { battle_id: string }).battle_id;
    await t.app.inject({
      method: "POST",
      url: `/api/users/${victim.user.id}/ants/${victimAnts[0]}/chat`,
      headers: victim.auth,
      payload: { message: "hello" },
    });
    await t.app.inject({ method: "GET", url: `/api/users/${victim.user.id}/balance`, headers: victim.auth });
    const equipmentUrl = `/api/users/${victim.user.id}/equipment/leaf_shield/purchase`;
    await t.app.inject({ method: "POST", url: equipmentUrl, headers: victim.auth });
    routes = routesOf(t.app.printRoutes({ commonPrefix: false }));
  });
  afterAll(async () => t.close());

  it("lists the routes from the app", () => {
    expect(routes.length).toBeGreaterThan(20);
    expect(routes).toContainEqual({ method: "POST", url: "/api/users" });
    expect(routes).toContainEqual({ method: "DELETE", url: "/api/users/:userId/ants/:antId" });
  });

  it("no 5xx, { detail } on every 4xx, nothing of the victim changed", async () => {
    const before = await snapshot();
    expect(before.antCount).toBe(2);

    const nasty = fc.oneof(
      fc.constant("\u0000"),
      fc.constant("a\u0000b"),
      fc.constant("\u0007\u001b[0m"),
      fc.constant("x".repeat(300)),
      fc.constant("y".repeat(70_000)),
      fc.constant("../../etc/passwd"),
      fc.constant("' OR 1=1 --"),
      fc.constant("🐜".repeat(40)),
      fc.constant("\ud800"),
      fc.string({ maxLength: 40 }),
      fc.string({ unit: "binary", maxLength: 20 }),
    );
    const idLike = fc.oneof(
      fc.constant(victim.user.id),
      fc.constantFrom(...victimAnts),
      fc.constant(victimBattle),
      fc.constant(victimBreeding),
      fc.constant(victimFight),
      fc.uuid(),
      nasty,
    );
    const value: fc.Arbitrary<unknown> = fc.oneof(
      idLike,
      fc.integer(),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.boolean(),
      fc.constant(null),
      fc.array(nasty, { maxLength: 3 }),
      fc.dictionary(fc.string({ maxLength: 8 }), nasty, { maxKeys: 3 }),
    );
    const fields = fc.constantFrom(
      "username",
      "email",
      "name",
      "appearance",
      "color",
      "stats",
      "message",
      "user_id",
      "ant_id",
      "ant1_id",
      "ant2_id",
      "battle_type",
      "stake_amount",
      "arena_type",
      "battle_speed",
      "limit",
      "before",
      "food_amount",
      "training_type",
      "plan",
      "commands",
      "winner_ant_id",
      "__proto__",
      "constructor",
    );
    const body = fc.oneof(
      fc.constant(undefined),
      fc.dictionary(fields, value, { maxKeys: 5 }),
      fc.record({ appearance: fc.record({ color: value, pattern: value }), name: value }),
      fc.record({ stats: fc.dictionary(fc.string({ maxLength: 10 }), value, { maxKeys: 4 }) }),
      fc.jsonValue({ maxDepth: 3 }),
      fc.constant("{not json"),
    );
    const query = fc.dictionary(fields, fc.oneof(nasty, fc.integer().map(String)), { maxKeys: 3 });
    const credentials = fc.constantFrom("none", "bearer", "cookie-same", "cookie-evil", "garbage");
    const contentType = fc.constantFrom(
      undefined,
      "application/json",
      "text/plain",
      "application/x-www-form-urlencoded",
      "application/json; charset=utf-16",
    );
    const headerText = fc.oneof(
      fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)), maxLength: 60 }),
      fc.constant("z".repeat(8_000)),
      fc.constant("-1"),
      fc.constant("*/*;q=abc"),
    );
    const extraHeaders = fc.dictionary(
      fc.constantFrom(
        "x-request-id",
        "accept",
        "user-agent",
        "x-forwarded-for",
        "accept-language",
        "if-none-match",
        "range",
      ),
      headerText,
      { maxKeys: 3 },
    );
    const encode = (raw: string) =>
      Array.from(Buffer.from(raw, "utf8"), (byte) =>
        /[A-Za-z0-9_.~-]/.test(String.fromCharCode(byte))
          ? String.fromCharCode(byte)
          : `%${byte.toString(16).padStart(2, "0")}`,
      ).join("");

    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(
          fc.array(idLike, { minLength: 3, maxLength: 3 }),
          query,
          body,
          credentials,
          contentType,
          fc.boolean(),
          extraHeaders,
          async (ids, params, payload, who, type, rawPercent, extra) => {
            let i = 0;
            let url = route.url.replace(/:[A-Za-z]+|\*/g, () => {
              const id = String(ids[i++] ?? "x");
              return rawPercent && i === 1 ? `${encode(id).slice(0, 50)}%E0%A4%A` : encode(id);
            });
            const search = new URLSearchParams(
              Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]),
            ).toString();
            if (search) url += `?${search}`;
            const headers: Record<string, string> = { ...extra, host: "antbrawl.test" };
            if (type) headers["content-type"] = type;
            const cookies: Record<string, string> = {};
            if (who === "bearer" && route.url !== "/api/auth/logout")
              headers.authorization = `Bearer ${attacker.token}`;
            if (who === "garbage") headers.authorization = "Bearer \u0000garbage";
            if (who === "cookie-same" && route.url !== "/api/auth/logout") {
              cookies.antbrawl_session = attacker.token;
              headers.origin = "http://antbrawl.test";
            }
            if (who === "cookie-evil") {
              cookies.antbrawl_session = victim.token;
              headers.origin = "https://evil.example";
            }
            const res = await t.app.inject({
              method: route.method as "GET",
              url,
              headers,
              cookies,
              ...(payload === undefined
                ? {}
                : { payload: typeof payload === "string" ? payload : JSON.stringify(payload) }),
            });
            const where = `${route.method} ${url.slice(0, 200)} -> ${res.statusCode} ${res.body.slice(0, 200)}`;
            expect(res.statusCode, where).toBeLessThan(500);
            if (res.statusCode >= 400) {
              let detail: unknown;
              try {
                detail = (JSON.parse(res.body) as { detail?: unknown }).detail;
              } catch {}
              expect(typeof detail, where).toBe("string");
            }
          },
        ),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
    }

    const after = await snapshot();
    expect(after.counts).toEqual(before.counts);
    expect(after.parts).toEqual(before.parts);
  });
});
