// Ant creation, capacity, listing, renaming, release and ownership, through app.inject on every test database.
import { STAT_NAMES } from "@antbrawl/rules/ant";
import { traitsFromStats } from "@antbrawl/rules/lab/traits";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, signUp, type TestApp } from "../helpers/app";
import { antsUrl, createAntFor, type Player, storedAnt } from "../helpers/colony-fixtures";
import { DIALECTS } from "../helpers/databases";

describe.each(DIALECTS)("ants on %s", (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(dialect);
  });
  afterEach(async () => t.close());

  const antCount = async (player: Player) =>
    (await t.database.db.selectFrom("ants").select("id").where("owner_id", "=", player.user.id).execute()).length;

  it("creates an ant with the full Ant shape: needs, condition, level, battle columns", async () => {
    const p = await signUp(t.app);
    const res = await t.app.inject({
      method: "POST",
      url: antsUrl(p),
      headers: p.auth,
      payload: { name: "  Swift Scout  ", appearance: { color: "#dc143c", pattern: "solid", size: 1 } },
    });
    expect(res.statusCode).toBe(201);
    const ant = res.json();
    expect(ant).toMatchObject({
      owner_id: p.user.id,
      name: "Swift Scout",
      appearance: { color: "#DC143C", pattern: "solid", size: 1, battle_scars: [] },
      condition: { level: "excellent", message: "Excellent condition" },
      total_experience: 0,
      level: 1,
      current_health: 100,
      energy: 100,
      personality: { mood: 10, last_interaction: null },
      battle_history: { wins: 0, losses: 0, elo_rating: 1000, win_streak: 0 },
      is_in_battle: false,
      is_training: false,
      training_sessions_today: 0,
      generation: 1,
      parents: null,
      treatment_until: null,
    });
    expect(ant.traits).toEqual(traitsFromStats(ant.stats));
    expect(Object.keys(ant.stats)).toHaveLength(20);
    for (const value of Object.values(ant.stats) as number[]) expect(value).toBeGreaterThanOrEqual(1);
    expect(Object.keys(ant.needs)).toEqual(["food", "water", "rest", "hygiene", "exercise"]);
    expect(ant.needs.food).toMatchObject({ max: 20, status: "excellent" });
    expect(typeof ant.birth_date).toBe("string");
  });

  it("the fourth ant of a default player is 409 with a readable detail, and is not created", async () => {
    const p = await signUp(t.app);
    for (const name of ["One", "Two", "Three"]) await createAntFor(t.app, p, name);
    const res = await t.app.inject({
      method: "POST",
      url: antsUrl(p),
      headers: p.auth,
      payload: { name: "Four", appearance: { color: "#2F2F2F" } },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ detail: "Colony is full: you can house at most 3 ants. Release an ant first." });
    expect(await antCount(p)).toBe(3);
  });

  it("10 parallel creates on a fresh player create exactly 3 ants", async () => {
    const p = await signUp(t.app);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.app.inject({
          method: "POST",
          url: antsUrl(p),
          headers: p.auth,
          payload: { name: `Racer ${i}`, appearance: { color: "#228B22" } },
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(3);
    expect(codes.filter((c) => c === 409)).toHaveLength(7);
    expect(await antCount(p)).toBe(3);
  });

  it("honours a raised max_ants", async () => {
    const p = await signUp(t.app);
    await t.database.db.updateTable("users").set({ max_ants: 4 }).where("id", "=", p.user.id).execute();
    for (const name of ["A1", "A2", "A3", "A4"]) await createAntFor(t.app, p, name);
    const fifth = await t.app.inject({
      method: "POST",
      url: antsUrl(p),
      headers: p.auth,
      payload: { name: "A5", appearance: { color: "#8B4513" } },
    });
    expect(fifth.statusCode).toBe(409);
    expect(fifth.json().detail).toContain("at most 4 ants");
  });

  const badCreates: [string, unknown, RegExp][] = [
    ["a colour outside the presets", { name: "Red", appearance: { color: "#123456" } }, /Color must be one of/],
    ["a blank name", { name: "    ", appearance: { color: "#8B4513" } }, /Ant name is required/],
    ["a 51-character name", { name: "x".repeat(51), appearance: { color: "#8B4513" } }, /at most 50 characters/],
    ["a name with a line break", { name: "Bad\nName", appearance: { color: "#8B4513" } }, /control characters/],
    ["a missing appearance", { name: "NoLook" }, /appearance/],
    ["a name of the wrong type", { name: 42, appearance: { color: "#8B4513" } }, /name/],
    ["a wrong pattern", { name: "Stripy", appearance: { color: "#8B4513", pattern: "striped" } }, /pattern/],
    ["an unknown field", { name: "Sneaky", appearance: { color: "#8B4513" }, stats: {} }, /./],
  ];
  it.each(badCreates)("rejects %s with 400 { detail } and creates nothing", async (_label, payload, detail) => {
    const p = await signUp(t.app);
    const res = await t.app.inject({ method: "POST", url: antsUrl(p), headers: p.auth, payload: payload as object });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(detail);
    expect(await antCount(p)).toBe(0);
  });

  it("accepts a 50-character name", async () => {
    const p = await signUp(t.app);
    const ant = await createAntFor(t.app, p, "y".repeat(50));
    expect(ant.name).toHaveLength(50);
  });

  it("lists ants oldest first and gets one", async () => {
    const p = await signUp(t.app);
    const first = await createAntFor(t.app, p, "First");
    const second = await createAntFor(t.app, p, "Second", "#4682B4");
    const list = await t.app.inject({ method: "GET", url: antsUrl(p), headers: p.auth });
    expect(list.statusCode).toBe(200);
    expect(list.json().map((a: { id: string }) => a.id)).toEqual([first.id, second.id]);
    const one = await t.app.inject({ method: "GET", url: antsUrl(p, second.id), headers: p.auth });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id: second.id, name: "Second", appearance: { color: "#4682B4" } });
  });

  it("renames and recolours with the same checks; bad input changes nothing", async () => {
    const p = await signUp(t.app);
    const ant = await createAntFor(t.app, p, "Before");
    const url = antsUrl(p, ant.id);
    const renamed = await t.app.inject({ method: "PUT", url, headers: p.auth, payload: { name: " After " } });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().name).toBe("After");
    const recoloured = await t.app.inject({
      method: "PUT",
      url,
      headers: p.auth,
      payload: { appearance: { color: "#DAA520" } },
    });
    expect(recoloured.json()).toMatchObject({ name: "After", appearance: { color: "#DAA520" } });
    for (const payload of [{ name: "" }, { name: "z".repeat(51) }, { appearance: { color: "pink" } }, {}]) {
      const res = await t.app.inject({ method: "PUT", url, headers: p.auth, payload });
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().detail).toBe("string");
    }
    const stored = await storedAnt(t.database, ant.id);
    expect(stored).toMatchObject({ name: "After", color: "#DAA520" });
  });

  it("releases an ant with { success, message, ant_id } and frees a place", async () => {
    const p = await signUp(t.app);
    const ants = [await createAntFor(t.app, p, "K1"), await createAntFor(t.app, p, "K2"), await createAntFor(t.app, p)];
    const res = await t.app.inject({ method: "DELETE", url: antsUrl(p, ants[0]!.id), headers: p.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: "K1 has been released from your colony",
      ant_id: ants[0]!.id,
    });
    expect(await storedAnt(t.database, ants[0]!.id)).toBeUndefined();
    const again = await t.app.inject({ method: "DELETE", url: antsUrl(p, ants[0]!.id), headers: p.auth });
    expect(again.statusCode).toBe(404);
    await createAntFor(t.app, p, "K4");
    expect(await antCount(p)).toBe(3);
  });

  it("refuses to release or re-stat an ant in a battle (409)", async () => {
    const p = await signUp(t.app);
    const ant = await createAntFor(t.app, p, "Fighter");
    await t.database.db.updateTable("ants").set({ is_in_battle: true }).where("id", "=", ant.id).execute();
    const res = await t.app.inject({ method: "DELETE", url: antsUrl(p, ant.id), headers: p.auth });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe("Fighter is in a battle right now; try again when it ends");
    expect(await storedAnt(t.database, ant.id)).toBeDefined();
  });

  it("deleting an ant removes its chat history and events", async () => {
    const p = await signUp(t.app);
    const ant = await createAntFor(t.app, p, "Talker");
    for (const message of ["hello", "how are you?"]) {
      const res = await t.app.inject({
        method: "POST",
        url: antsUrl(p, ant.id, "chat"),
        headers: p.auth,
        payload: { message },
      });
      expect(res.statusCode).toBe(200);
    }
    const chatRows = () =>
      t.database.db.selectFrom("chat_messages").select("id").where("ant_id", "=", ant.id).execute();
    const eventRows = () => t.database.db.selectFrom("ant_events").select("id").where("ant_id", "=", ant.id).execute();
    expect(await chatRows()).toHaveLength(4);
    expect((await eventRows()).length).toBeGreaterThan(0);
    expect((await t.app.inject({ method: "DELETE", url: antsUrl(p, ant.id), headers: p.auth })).statusCode).toBe(200);
    expect(await chatRows()).toHaveLength(0);
    expect(await eventRows()).toHaveLength(0);
  });

  describe("ownership", () => {
    let owner: Player;
    let intruder: Player;
    let antId: string;
    beforeEach(async () => {
      owner = await signUp(t.app);
      intruder = await signUp(t.app);
      antId = (await createAntFor(t.app, owner, "Guarded")).id;
      await createAntFor(t.app, intruder, "Intruder's own");
    });

    const routes = (id: string): [string, string, object | undefined][] => [
      ["POST", "", { name: "X", appearance: { color: "#8B4513" } }],
      ["GET", "", undefined],
      ["GET", `/${id}`, undefined],
      ["PUT", `/${id}`, { name: "Stolen" }],
      ["DELETE", `/${id}`, undefined],
      ["POST", `/${id}/feed`, undefined],
      ["POST", `/${id}/water`, undefined],
      ["POST", `/${id}/rest`, undefined],
      ["POST", `/${id}/exercise`, undefined],
      ["POST", `/${id}/clean`, undefined],
      ["POST", `/${id}/update-stats`, { stats: Object.fromEntries(STAT_NAMES.map((name) => [name, 20])) }],
      ["POST", `/${id}/chat`, { message: "hi" }],
      ["GET", `/${id}/chat`, undefined],
    ];

    it("another player's token on every ant route of the owner's path is 403 and changes nothing", async () => {
      const before = await storedAnt(t.database, antId);
      for (const [method, suffix, payload] of routes(antId)) {
        const res = await t.app.inject({
          method: method as "GET",
          url: `${antsUrl(owner)}${suffix}`,
          headers: intruder.auth,
          ...(payload ? { payload } : {}),
        });
        expect(res.statusCode, `${method} ${suffix}`).toBe(403);
        expect(res.json().detail).toBe("You can only access your own account");
      }
      for (const suffix of ["achievements", "achievement-stats"]) {
        const res = await t.app.inject({
          method: "GET",
          url: `/api/users/${owner.user.id}/${suffix}`,
          headers: intruder.auth,
        });
        expect(res.statusCode).toBe(403);
      }
      expect(await storedAnt(t.database, antId)).toEqual(before);
    });

    it("no session on an ant route is 401", async () => {
      const res = await t.app.inject({ method: "GET", url: antsUrl(owner) });
      expect(res.statusCode).toBe(401);
    });

    it("another player's ant id under your own path is 404 and changes nothing", async () => {
      const before = await storedAnt(t.database, antId);
      for (const [method, suffix, payload] of routes(antId).slice(2)) {
        const res = await t.app.inject({
          method: method as "GET",
          url: `${antsUrl(intruder)}${suffix}`,
          headers: intruder.auth,
          ...(payload ? { payload } : {}),
        });
        expect(res.statusCode, `${method} ${suffix}`).toBe(404);
        expect(res.json().detail).toBe("Ant not found");
      }
      expect(await storedAnt(t.database, antId)).toEqual(before);
      const chat = await t.database.db.selectFrom("chat_messages").select("id").where("ant_id", "=", antId).execute();
      expect(chat).toHaveLength(0);
    });
  });

  it("documents the ant routes in OpenAPI with their schemas", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    const { paths, components } = res.json();
    for (const path of [
      "/api/users/{userId}/ants",
      "/api/users/{userId}/ants/{antId}",
      "/api/users/{userId}/ants/{antId}/feed",
      "/api/users/{userId}/ants/{antId}/update-stats",
      "/api/users/{userId}/ants/{antId}/chat",
      "/api/users/{userId}/achievements",
      "/api/users/{userId}/achievement-stats",
    ]) {
      expect(paths[path], path).toBeDefined();
    }
    const feed = paths["/api/users/{userId}/ants/{antId}/feed"].post;
    expect(feed.parameters.map((p: { name: string }) => p.name)).toContain("food_amount");
    const antRef: string = feed.responses["200"].content["application/json"].schema.properties.ant.$ref;
    const antSchema = components.schemas[antRef.split("/").pop() as string];
    expect(Object.keys(antSchema.properties)).toEqual(expect.arrayContaining(["needs", "condition", "battle_history"]));
  });
});
