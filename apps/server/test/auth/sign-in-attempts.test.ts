// Parallel password guesses (AU1–AU5): a burst has at most the limit compared and never signs in, on every database,
// across two nodes through Redis; the owner's trusted browser still signs in during a stranger's lockout.
import { SIGN_IN_LIMITS } from "@antbrawl/rules/accounts/sign-in-attempts";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import type { Redis } from "ioredis";
import { afterEach, describe, expect, it } from "vitest";
import { countSessions } from "../../src/users/sessions-repository";
import { openRedisClient } from "../../src/ws/bus";
import { createTestApp, signUp, type TestApp, uniqueName } from "../helpers/app";
import { DIALECTS } from "../helpers/databases";

const BURST = 100;
const randomAddress = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250)).join(".")}`;

type Login = { username: string; password: string; address: string; cookies?: Record<string, string> };

function login(app: FastifyInstance, { username, password, address, cookies }: Login) {
  return app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { username, password },
    remoteAddress: address,
    cookies,
  });
}

async function playerWithPassword(app: FastifyInstance, password: string) {
  const player = await signUp(app, uniqueName("guarded"));
  const res = await app.inject({
    method: "PUT",
    url: `/api/users/${player.user.id}/password`,
    headers: player.auth,
    payload: { new_password: password },
  });
  expect(res.statusCode).toBe(200);
  return player;
}

/**
 * Fires `wrong` guesses at once over the given nodes; the right password joins the burst as soon as the first refusal
 * shows the limit is used up, while the rest are still arriving. Answers every response, the right one last.
 */
async function burst(nodes: FastifyInstance[], username: string, right: string, address = randomAddress) {
  let firstRefusal!: () => void;
  const refused = new Promise<void>((resolve) => {
    firstRefusal = resolve;
  });
  const guesses = Array.from({ length: BURST - 1 }, (_, i) =>
    login(nodes[i % nodes.length] as FastifyInstance, {
      username,
      password: `wrong guess ${i}`,
      address: address(),
    }).then((res) => {
      if (res.statusCode === 429) firstRefusal();
      return res;
    }),
  );
  await refused;
  const rightOne = login(nodes[0] as FastifyInstance, { username, password: right, address: address() });
  return [...(await Promise.all(guesses)), await rightOne];
}

const compared = (answers: LightMyRequestResponse[]) => answers.filter((r) => r.statusCode !== 429).length;

describe.each(DIALECTS)("sign-in attempts on %s", (dialect) => {
  const closers: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const close of closers.splice(0).reverse()) await close();
  });
  const app = async (options: Parameters<typeof createTestApp>[2] = {}) => {
    const t = await createTestApp(dialect, {}, options);
    closers.push(() => t.close());
    return t;
  };

  it(`[AU3] a burst of ${BURST} parallel guesses has at most ${SIGN_IN_LIMITS.perAccount} compared and never signs in`, async () => {
    const t = await app();
    const player = await playerWithPassword(t.app, "the right password");
    const sessionsBefore = await countSessions(t.database.db);
    const answers = await burst([t.app], player.user.username, "the right password");
    expect(compared(answers)).toBeLessThanOrEqual(SIGN_IN_LIMITS.perAccount);
    expect(answers.filter((r) => r.statusCode === 401)).toHaveLength(compared(answers));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(0);
    const last = answers.at(-1) as LightMyRequestResponse;
    expect(last.statusCode).toBe(429);
    expect(last.json().detail).toBe("Too many failed sign-in attempts: wait 15 minutes and try again");
    expect(Number(last.headers["retry-after"])).toBeGreaterThan(0);
    expect(await countSessions(t.database.db)).toBe(sessionsBefore);
  });

  it(`[AU3] one address spraying ${BURST} accounts at once has at most ${SIGN_IN_LIMITS.perAddress} compared`, async () => {
    const t = await app();
    const address = randomAddress();
    const answers = await Promise.all(
      Array.from({ length: BURST }, () =>
        login(t.app, { username: uniqueName("spray"), password: "not a password", address }),
      ),
    );
    expect(compared(answers)).toBeLessThanOrEqual(SIGN_IN_LIMITS.perAddress);
    expect(compared(answers)).toBeGreaterThan(0);
  });

  it("[AU5] a player who signs in often is never limited: a right password gives its attempt back", async () => {
    const t = await app();
    const player = await playerWithPassword(t.app, "sign in again");
    const address = randomAddress();
    for (let i = 0; i < SIGN_IN_LIMITS.perAccount * 2; i++) {
      const res = await login(t.app, { username: player.user.username, password: "sign in again", address });
      expect(res.statusCode).toBe(200);
    }
  });

  it("[AU4] the owner's trusted browser signs in while a stranger's burst has the account locked", async () => {
    const t = await app();
    const player = await playerWithPassword(t.app, "owner's secret");
    const first = await login(t.app, {
      username: player.user.username,
      password: "owner's secret",
      address: "1.2.3.4",
    });
    expect(first.statusCode).toBe(200);
    const device = first.cookies.find((c) => c.name === "antbrawl_device");
    expect(device).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/api/auth/login" });
    const cookies = { antbrawl_device: device?.value as string };

    const answers = await burst([t.app], player.user.username, "owner's secret");
    expect(answers.at(-1)?.statusCode).toBe(429);
    const owner = await login(t.app, {
      username: player.user.username,
      password: "owner's secret",
      address: randomAddress(),
      cookies,
    });
    expect(owner.statusCode).toBe(200);
    const stranger = await login(t.app, {
      username: player.user.username,
      password: "owner's secret",
      address: randomAddress(),
    });
    expect(stranger.statusCode).toBe(429);
    // The device's trust is the player's own: for another account it counts as no device at all.
    const other = await playerWithPassword(t.app, "other secret");
    const elsewhere = await login(t.app, {
      username: other.user.username,
      password: "other secret",
      address: randomAddress(),
      cookies,
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it("[AU4] a trusted device has its own limit of wrong guesses", async () => {
    const t = await app();
    const player = await playerWithPassword(t.app, "device secret");
    const first = await login(t.app, { username: player.user.username, password: "device secret", address: "5.6.7.8" });
    const cookies = { antbrawl_device: first.cookies.find((c) => c.name === "antbrawl_device")?.value as string };
    const guesses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        login(t.app, { username: player.user.username, password: `typo ${i}`, address: "5.6.7.8", cookies }),
      ),
    );
    expect(compared(guesses)).toBeLessThanOrEqual(SIGN_IN_LIMITS.perDevice);
  });

  it.runIf(process.env.TEST_REDIS_URL)(
    "[AU3] two nodes share the count through Redis: a split burst compares at most the limit",
    async () => {
      const url = process.env.TEST_REDIS_URL as string;
      const clients: Redis[] = [await openRedisClient(url), await openRedisClient(url)];
      closers.push(async () => {
        for (const client of clients) client.disconnect();
      });
      const a: TestApp = await app({ rateLimitRedis: clients[0] });
      const b: TestApp = await app({ database: a.database, rateLimitRedis: clients[1] });
      const player = await playerWithPassword(a.app, "shared secret");
      const answers = await burst([a.app, b.app], player.user.username, "shared secret");
      expect(compared(answers)).toBeLessThanOrEqual(SIGN_IN_LIMITS.perAccount);
      expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(0);
      expect(
        (await login(b.app, { username: player.user.username, password: "shared secret", address: randomAddress() }))
          .statusCode,
      ).toBe(429);
    },
  );
});
