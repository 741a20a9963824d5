// Chat with an ant: the personality engine, mood, history, limits, and the optional external model with fallbacks.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, manualClock, signUp, type TestApp } from "../helpers/app";
import { antsUrl, createAntFor, type Player, setStoredNeeds, storedAnt } from "../helpers/colony-fixtures";
import { type FakeModel, startFakeModel } from "../helpers/colony-model-server";
import { ROUTE_DIALECTS } from "../helpers/databases";

const chat = (t: TestApp, p: Player, antId: string, message: unknown) =>
  t.app.inject({ method: "POST", url: antsUrl(p, antId, "chat"), headers: p.auth, payload: { message } });
const chatRows = (t: TestApp, antId: string) =>
  t.database.db.selectFrom("chat_messages").selectAll().where("ant_id", "=", antId).orderBy("id").execute();

describe.each(ROUTE_DIALECTS)("chat with the personality engine on %s", (dialect) => {
  let t: TestApp;
  let clock = manualClock();
  beforeEach(async () => {
    clock = manualClock();
    t = await createTestApp(dialect, { chatRateLimit: { max: 1000, timeWindowMs: 60_000 } }, { now: clock.now });
  });
  afterEach(async () => t.close());

  it("mentions hunger when food is low", async () => {
    const p = await signUp(t.app);
    const ant = await createAntFor(t.app, p);
    await setStoredNeeds(t.database, ant.id, { food: 2, water: 20, rest: 20, hygiene: 20, exercise: 20 }, clock.now());
    const res = await chat(t, p, ant.id, "hello there");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.source).toBe("personality");
    expect(body.message).toMatch(/starving/i);
    expect(body.ant.id).toBe(ant.id);
    expect(body.ant.personality.last_interaction).toBe(clock.now().toISOString());
  });

  it("praise raises mood and the new mood is stored; insults lower it", async () => {
    const p = await signUp(t.app);
    const ant = await createAntFor(t.app, p);
    const praised = (await chat(t, p, ant.id, "You are a great and brave ant")).json();
    expect(praised.mood_delta).toBe(2);
    expect(praised.mood).toBe(12);
    expect(praised.ant.personality.mood).toBe(12);
    expect((await storedAnt(t.database, ant.id))?.mood).toBe(12);
    const insulted = (await chat(t, p, ant.id, "you are useless")).json();
    expect(insulted.mood_delta).toBe(-1);
    expect((await storedAnt(t.database, ant.id))?.mood).toBe(11);
  });

  it("remembers recent care: greeted after a meal, the ant thanks for it", async () => {
    const p = await signUp(t.app);
    const ant = await createAntFor(t.app, p);
    await t.app.inject({ method: "POST", url: antsUrl(p, ant.id, "feed"), headers: p.auth });
    const res = (await chat(t, p, ant.id, "hi")).json();
    expect(res.message).toContain("Thanks for the meal earlier!");
  });

  const badMessages: [string, unknown, string][] = [
    ["201 characters", "m".repeat(201), "Message must be at most 200 characters"],
    ["only spaces", "     ", "Message cannot be empty"],
    ["an empty string", "", "Message cannot be empty"],
  ];
  it.each(badMessages)("a message of %s is 400 { detail } and stores nothing", async (_label, message, detail) => {
    const p = await signUp(t.app);
    const ant = await createAntFor(t.app, p);
    const before = await storedAnt(t.database, ant.id);
    const res = await chat(t, p, ant.id, message);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ detail });
    expect(await chatRows(t, ant.id)).toHaveLength(0);
    expect(await storedAnt(t.database, ant.id)).toEqual(before);
  });

  it("a message that is not text, or an unknown field, is 400", async () => {
    const p = await signUp(t.app);
    const ant = await createAntFor(t.app, p);
    expect((await chat(t, p, ant.id, 42)).statusCode).toBe(400);
    const extra = await t.app.inject({
      method: "POST",
      url: antsUrl(p, ant.id, "chat"),
      headers: p.auth,
      payload: { message: "hi", mood: 20 },
    });
    expect(extra.statusCode).toBe(400);
    expect(await chatRows(t, ant.id)).toHaveLength(0);
  });

  it("accepts exactly 200 characters, trimmed", async () => {
    const p = await signUp(t.app);
    const ant = await createAntFor(t.app, p);
    const res = await chat(t, p, ant.id, `  ${"k".repeat(200)}  `);
    expect(res.statusCode).toBe(200);
    expect((await chatRows(t, ant.id))[0]?.text).toBe("k".repeat(200));
  });

  it("keeps the conversation: GET answers the newest 50 lines, oldest first", async () => {
    const p = await signUp(t.app);
    const ant = await createAntFor(t.app, p);
    for (let i = 1; i <= 30; i++) expect((await chat(t, p, ant.id, `message number ${i}`)).statusCode).toBe(200);
    const res = await t.app.inject({ method: "GET", url: antsUrl(p, ant.id, "chat"), headers: p.auth });
    expect(res.statusCode).toBe(200);
    const { messages } = res.json();
    expect(messages).toHaveLength(50);
    expect(messages[0]).toMatchObject({ role: "player", text: "message number 6" });
    expect(messages[1].role).toBe("ant");
    expect(messages[48]).toMatchObject({ role: "player", text: "message number 30" });
    expect(typeof messages[49].text).toBe("string");
    const metric = await t.database.db
      .selectFrom("achievement_progress")
      .select("value")
      .where("user_id", "=", p.user.id)
      .where("metric", "=", "chats_sent")
      .executeTakeFirst();
    expect(metric?.value).toBe(30);
  });

  it("a new ant has an empty history", async () => {
    const p = await signUp(t.app);
    const ant = await createAntFor(t.app, p);
    const res = await t.app.inject({ method: "GET", url: antsUrl(p, ant.id, "chat"), headers: p.auth });
    expect(res.json()).toEqual({ messages: [] });
  });
});

describe("chat rate limit", () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp("pglite", { chatRateLimit: { max: 3, timeWindowMs: 60_000 } });
  });
  afterEach(async () => t.close());

  it("answers 429 { detail } per player past the limit and stores nothing more", async () => {
    const p = await signUp(t.app);
    const ant = await createAntFor(t.app, p);
    for (let i = 0; i < 3; i++) expect((await chat(t, p, ant.id, `hi ${i}`)).statusCode).toBe(200);
    const limited = await chat(t, p, ant.id, "one more");
    expect(limited.statusCode).toBe(429);
    expect(limited.json().detail).toMatch(/Too many chat messages/);
    expect(await chatRows(t, ant.id)).toHaveLength(6);
    const other = await signUp(t.app);
    const otherAnt = await createAntFor(t.app, other);
    expect((await chat(t, other, otherAnt.id, "hello")).statusCode).toBe(200);
  });
});

describe("chat with an external model", () => {
  let t: TestApp;
  let model: FakeModel;
  beforeAll(async () => {
    model = await startFakeModel();
  });
  beforeEach(async () => {
    t = await createTestApp("pglite", {
      llmBaseUrl: model.baseUrl,
      llmApiKey: "test-key",
      llmModel: "ant-model-1",
      llmTimeoutMs: 300,
    });
  });
  afterEach(async () => t.close());
  afterAll(async () => model.close());

  it("answers with the model's reply, sending the ant's context and the conversation", async () => {
    const p = await signUp(t.app);
    const ant = await createAntFor(t.app, p, "Model Minded");
    await setStoredNeeds(t.database, ant.id, { food: 3 }, new Date());
    model.mode = "answer";
    model.reply = "  I'm   starving, friend!  ";
    await chat(t, p, ant.id, "first message");
    const before = model.requests.length;
    const res = await chat(t, p, ant.id, "You are great");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: "I'm starving, friend!", source: "model", mood_delta: 1 });
    const request = model.requests[before]!;
    expect(request.path).toBe("/v1/chat/completions");
    expect(request.headers.authorization).toBe("Bearer test-key");
    expect(request.body.model).toBe("ant-model-1");
    const messages = request.body.messages as { role: string; content: string }[];
    expect(messages[0]?.role).toBe("system");
    expect(messages[0]?.content).toContain('"Model Minded"');
    expect(messages[0]?.content).toMatch(/food is low/);
    expect(messages.slice(1).map((m) => m.role)).toEqual(["user", "assistant", "user"]);
    expect(messages.at(-1)?.content).toBe("You are great");
    expect(messages[2]?.content).toBe("I'm starving, friend!");
  });

  it("falls back to the personality engine when the model hangs past the timeout", async () => {
    const p = await signUp(t.app);
    const ant = await createAntFor(t.app, p);
    model.mode = "hang";
    const started = Date.now();
    const res = await chat(t, p, ant.id, "hello");
    const took = Date.now() - started;
    expect(res.statusCode).toBe(200);
    expect(res.json().source).toBe("personality");
    expect(res.json().message.length).toBeGreaterThan(0);
    expect(took).toBeGreaterThanOrEqual(290);
    expect(took).toBeLessThan(3000);
  });

  it("falls back to the personality engine when the model answers 500, and still applies praise", async () => {
    const p = await signUp(t.app);
    const ant = await createAntFor(t.app, p);
    model.mode = "fail";
    const res = await chat(t, p, ant.id, "you are amazing");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ source: "personality", mood_delta: 1, mood: 11 });
    expect(await chatRows(t, ant.id)).toHaveLength(2);
  });

  it("falls back when the model is unreachable or sends no text", async () => {
    const p = await signUp(t.app);
    const ant = await createAntFor(t.app, p);
    model.mode = "answer";
    model.reply = "   ";
    expect((await chat(t, p, ant.id, "hey")).json().source).toBe("personality");
    const down = await createTestApp(
      "pglite",
      { llmBaseUrl: "http://127.0.0.1:9/v1", llmTimeoutMs: 500 },
      { database: t.database },
    );
    try {
      const q = await signUp(down.app);
      const qAnt = await createAntFor(down.app, q);
      const res = await chat(down, q, qAnt.id, "hey");
      expect(res.statusCode).toBe(200);
      expect(res.json().source).toBe("personality");
    } finally {
      await down.close();
    }
  });
});
