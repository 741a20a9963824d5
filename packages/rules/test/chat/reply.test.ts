// The built-in personality engine: replies that read like this ant.
import { describe, expect, it } from "vitest";
import { REPEATED_MESSAGE_LINE, VARIETY_TAILS } from "../../src/chat/phrases";
import { eventLine, replyToChat } from "../../src/chat/reply";
import { createRng } from "../../src/random";
import { DEFAULT_SEED, makeNeeds, makeStats } from "../colony/builders";
import { makeChat, makeChatAnt } from "./builders";

const SEEDS = Array.from({ length: 20 }, (_, index) => DEFAULT_SEED + index);

describe("replyToChat", () => {
  it("[T2] the same seed and input give the same reply", () => {
    const input = makeChat("Hello! How are you?", { recentEvents: ["fed"] });
    expect(replyToChat(input, createRng(DEFAULT_SEED))).toEqual(replyToChat(input, createRng(DEFAULT_SEED)));
    const replies = new Set(SEEDS.map((seed) => replyToChat(input, createRng(seed)).reply));
    expect(replies.size).toBeGreaterThan(1);
  });

  it("[T3] praise raises mood and gets thanks", () => {
    for (const seed of SEEDS) {
      const result = replyToChat(makeChat("You are so brave, I'm proud of you!"), createRng(seed));
      expect(result.moodDelta, `seed ${seed}`).toBe(2);
      expect(result.reply, `seed ${seed}`).toMatch(/thank|means the world|antennae wiggle|think so/i);
    }
  });

  it("[T4] an insult hurts a gentle ant and makes an aggressive one bite back", () => {
    const gentle = replyToChat(makeChat("you are useless"), createRng(DEFAULT_SEED));
    expect(gentle.moodDelta).toBe(-1);
    expect(gentle.reply).toMatch(/stings|why would you/i);
    const fierce = makeChatAnt({ stats: makeStats(8, { aggression: 16 }) });
    expect(replyToChat(makeChat("you are useless", { ant: fierce }), createRng(DEFAULT_SEED)).reply).toMatch(
      /arena|mandibles/i,
    );
  });

  it("[T5] a greeting is answered in the ant's mood, sometimes by name", () => {
    const happy = SEEDS.map(
      (seed) => replyToChat(makeChat("hi", { ant: makeChatAnt({ mood: 18 }) }), createRng(seed)).reply,
    );
    const sad = SEEDS.map(
      (seed) => replyToChat(makeChat("hi", { ant: makeChatAnt({ mood: 2 }) }), createRng(seed)).reply,
    );
    expect(happy.every((reply) => /!/.test(reply))).toBe(true);
    expect(sad.every((reply) => /…/.test(reply))).toBe(true);
    expect(happy.some((reply) => reply.includes("Brave Mandible"))).toBe(true);
  });

  it("[T6] asked about strength, the ant names its best stats and level", () => {
    const result = replyToChat(makeChat("How strong are you?"), createRng(DEFAULT_SEED));
    expect(result.reply).toContain("strength 14 and speed 12");
    expect(result.reply).toContain("level 3");
    const tired = makeChatAnt({ energy: 10 });
    expect(replyToChat(makeChat("Ready to fight?", { ant: tired }), createRng(DEFAULT_SEED)).reply).toContain(
      "too worn out to fight",
    );
  });

  it("[T7] asked how it feels, the ant names its mood word", () => {
    const happy = replyToChat(makeChat("How are you?", { ant: makeChatAnt({ mood: 19 }) }), createRng(DEFAULT_SEED));
    expect(happy.reply.toLowerCase()).toContain("ecstatic");
    const sad = replyToChat(makeChat("How are you?", { ant: makeChatAnt({ mood: 3 }) }), createRng(DEFAULT_SEED));
    expect(sad.reply.toLowerCase()).toContain("miserable");
  });

  it("[T9] a low need is mentioned whatever the message: starving, thirsty, exhausted, filthy, restless", () => {
    const words = { food: "starving", water: "thirsty", rest: "exhausted", hygiene: "filthy", exercise: "restless" };
    for (const [need, word] of Object.entries(words)) {
      for (const seed of SEEDS) {
        const ant = makeChatAnt({ needs: makeNeeds(15, { [need]: 6 }) });
        const reply = replyToChat(makeChat("hello there", { ant }), createRng(seed)).reply;
        expect(reply, `${need} seed ${seed}`).toContain(word);
        expect(reply).not.toContain("It's getting serious!");
      }
    }
  });

  it("[T9] hunger is mentioned when food is low, urgently when critical", () => {
    const ant = makeChatAnt({ needs: makeNeeds(15, { food: 2 }) });
    const reply = replyToChat(makeChat("What's up?", { ant }), createRng(DEFAULT_SEED)).reply;
    expect(reply).toContain("I'm starving…");
    expect(reply).toContain("It's getting serious!");
  });

  it("[T9] asked about a need that is fine, the ant says so", () => {
    expect(replyToChat(makeChat("Are you hungry?"), createRng(DEFAULT_SEED)).reply).toContain("I'm not hungry");
  });

  it("[T10] the newest recent event is mentioned when greeted", () => {
    const input = makeChat("Hello!", { recentEvents: ["fed", "won a battle"] });
    expect(replyToChat(input, createRng(DEFAULT_SEED)).reply).toContain("Did you see me win that battle?");
    expect(eventLine("found a crumb")).toBe("I'm still thinking about when I found a crumb.");
    const told = { role: "ant" as const, text: "Hi! Did you see me win that battle?" };
    const again = makeChat("Hello!", { recentEvents: ["won a battle"], history: [told] });
    expect(replyToChat(again, createRng(DEFAULT_SEED)).reply).not.toContain("win that battle");
  });

  it("[T8] a question without a topic gets a thoughtful answer from a clever ant", () => {
    const clever = makeChatAnt({ stats: makeStats(8, { intelligence: 17 }) });
    const reply = replyToChat(makeChat("What is the meaning of life?", { ant: clever }), createRng(DEFAULT_SEED)).reply;
    expect(reply.startsWith("Let me think. ")).toBe(true);
  });

  it("[T11] anything else gets small talk in the ant's tone", () => {
    const reply = replyToChat(makeChat("blah blah"), createRng(DEFAULT_SEED)).reply;
    expect(reply.length).toBeGreaterThan(0);
  });

  it("[T12] the ant never repeats its last reply word for word", () => {
    for (const seed of SEEDS) {
      const input = makeChat("blah");
      const first = replyToChat(input, createRng(seed)).reply;
      const history = [
        { role: "player" as const, text: "blah" },
        { role: "ant" as const, text: first },
      ];
      const second = replyToChat({ ...input, message: "hmm", history }, createRng(seed)).reply;
      expect(second, `seed ${seed}`).not.toBe(first);
    }
  });

  it("[T12] a reply forced to repeat gets a variety tail", () => {
    const ant = makeChatAnt({ mood: 2 });
    const history = [{ role: "ant" as const, text: "Mm." }];
    const replies = SEEDS.map((seed) => replyToChat(makeChat("blah", { ant, history }), createRng(seed)).reply);
    expect(replies).not.toContain("Mm.");
    const tailed = replies.filter((reply) => reply.startsWith("Mm. "));
    expect(tailed.length).toBeGreaterThan(0);
    for (const reply of tailed) expect(VARIETY_TAILS).toContain(reply.slice(4));
  });

  it("[T12] a repeated player message is noticed", () => {
    const history = [
      { role: "player" as const, text: "Hi!" },
      { role: "ant" as const, text: "Hey." },
    ];
    expect(replyToChat(makeChat("hi", { history }), createRng(DEFAULT_SEED)).reply).toContain(REPEATED_MESSAGE_LINE);
  });
});
