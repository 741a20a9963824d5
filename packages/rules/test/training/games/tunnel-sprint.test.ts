// Tunnel Sprint: seeded tunnel, rocks, pickups and survival points, lane limits, a perfect versus a random player.
import { describe, expect, it } from "vitest";
import { autoplay } from "../../../src/training/games/autoplay";
import { GameRun } from "../../../src/training/games/run";
import {
  ANT_Y,
  generateTunnel,
  itemY,
  LANES,
  STUN_TICKS,
  type TunnelItem,
  tunnelSprint,
} from "../../../src/training/games/tunnel-sprint";

function runWith(items: TunnelItem[]) {
  const run = new GameRun(tunnelSprint, 1);
  (run as { level: unknown }).level = { items };
  return run;
}

describe("Tunnel Sprint", () => {
  it("[MG20] the same seed gives the same tunnel; every wave leaves a free lane, pickups lie in free lanes", () => {
    expect(generateTunnel(9)).toEqual(generateTunnel(9));
    expect(generateTunnel(9)).not.toEqual(generateTunnel(10));
    for (let seed = 1; seed <= 100; seed += 1) {
      const waves = new Map<number, TunnelItem[]>();
      for (const item of generateTunnel(seed).items) waves.set(item.arrive, [...(waves.get(item.arrive) ?? []), item]);
      for (const wave of waves.values()) {
        const rocks = wave.filter((item) => item.kind === "rock").map((item) => item.lane);
        expect(rocks.length).toBeLessThan(LANES);
        for (const pickup of wave.filter((item) => item.kind === "pickup")) {
          expect(rocks).not.toContain(pickup.lane);
          expect([50, 100]).toContain(pickup.value);
        }
      }
    }
    const item = { arrive: 100, lane: 0, kind: "rock" as const, value: -20 };
    expect(itemY(item, 100)).toBe(ANT_Y);
    expect(itemY(item, 90)).toBeLessThan(ANT_Y);
  });

  it("[MG21] survival adds 1 a tick, a rock costs 20 and knocks the ant down for 20 ticks, pickups give 50 or 100", () => {
    const run = runWith([
      { arrive: 10, lane: 1, kind: "pickup", value: 100 },
      { arrive: 20, lane: 1, kind: "rock", value: -20 },
      { arrive: 30, lane: 0, kind: "pickup", value: 50 },
    ]);
    run.stepTo(10);
    expect(run.state.points).toBe(10);
    run.stepTo(11);
    expect(run.state.points).toBe(111);
    run.stepTo(21);
    expect(run.state.points).toBe(121 - 20);
    run.stepTo(21 + STUN_TICKS);
    expect(run.state.points).toBe(101);
    expect(run.offer({ kind: "lane", dir: -1 })).toBeNull();
    run.stepTo(42);
    expect(run.state).toMatchObject({ points: 102, rocksHit: 1, pickups: 1, lane: 0 });
  });

  it("[MG22] one lane step a tick, never out of the tunnel", () => {
    const run = new GameRun(tunnelSprint, 3);
    expect(run.offer({ kind: "lane", dir: 1 })).toBeNull();
    expect(run.offer({ kind: "lane", dir: 1 })).toBe("More than 1 input in tick 0");
    run.stepTo(1);
    expect(run.offer({ kind: "lane", dir: 1 })).toBe("The ant cannot leave the tunnel");
    expect(run.state.lane).toBe(2);
  });

  it("[MG23] a scripted perfect player reaches S and a random one does not", () => {
    for (let seed = 1; seed <= 30; seed += 1) {
      const perfect = autoplay("speed", seed, "perfect").outcome;
      expect(perfect.grade, `seed ${seed}`).toBe("S");
      expect(perfect.summary.rocks_hit).toBe(0);
      for (let k = 0; k < 3; k += 1) {
        expect(autoplay("speed", seed, "random", { playerSeed: seed * 10 + k }).outcome.grade).not.toBe("S");
      }
    }
  });
});
