// Arena Combat in the browser: the page's fight and command log replay exactly as the server replays them, commands
// only count while fighting, the fight never runs ahead of the display's time, and the setup's readiness checks (Y5).
import type { ArenaCombatStartAnswer } from "@antbrawl/protocol/arena-combat";
import { NEED_NAMES, STAT_NAMES } from "@antbrawl/rules/ant";
import {
  PREPARATION_TICKS,
  runTopdown,
  TOPDOWN_TICK_MS,
  type TopdownFighter,
  type TopdownInput,
} from "@antbrawl/rules/topdown/index";
import { screen, waitFor } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { CombatSetup } from "../src/features/arena-combat/components/CombatSetup";
import { FightRunner } from "../src/features/arena-combat/fight-runner";
import { antWith } from "./support/fixtures";
import { renderWithApp } from "./support/render";
import { server } from "./support/server";

function fighter(antId: string, lean: number): TopdownFighter {
  return {
    antId,
    userId: "user-1",
    name: antId,
    stats: Object.fromEntries(
      STAT_NAMES.map((stat, i) => [stat, 6 + ((i * 5 + lean) % 10)]),
    ) as TopdownFighter["stats"],
    health: 100,
    energy: 100,
    needs: Object.fromEntries(NEED_NAMES.map((need) => [need, 16])) as TopdownFighter["needs"],
    mood: 10,
    level: 1,
  };
}

const input = (seed: number): TopdownInput => ({ seed, fighters: [fighter("red", 1), fighter("gold", 4)] });

/** Drives the runner frame by frame at 60 Hz, typing the given lines at the given ticks. */
function play(runner: FightRunner, lines: Map<number, [string, string]>): void {
  let now = 0;
  while (!runner.finished && now < 400_000) {
    now += 1000 / 60;
    runner.advance(now);
    const line = lines.get(runner.state.tick);
    if (line) {
      expect(runner.command(line[0], line[1])).toBeNull();
      lines.delete(runner.state.tick);
    }
  }
}

describe("the browser's fight runner", () => {
  it("[AC2] logs each command for the next tick, so the server's replay of the log gives the same fight", () => {
    for (const seed of [1, 7, 42]) {
      const runner = new FightRunner(input(seed));
      const lines = new Map<number, [string, string]>([
        [PREPARATION_TICKS + 10, ["red", "throw"]],
        [PREPARATION_TICKS + 90, ["red", "retreat"]],
        [PREPARATION_TICKS + 150, ["gold", "good ant! bite"]],
      ]);
      play(runner, lines);
      expect(runner.finished).toBe(true);
      expect(runner.log.map((c) => c.tick)).toEqual([
        PREPARATION_TICKS + 11,
        PREPARATION_TICKS + 91,
        PREPARATION_TICKS + 151,
      ]);
      const server = runTopdown(input(seed), runner.log);
      expect(server.state).toEqual(runner.state);

      const replay = new FightRunner(input(seed), runner.log);
      play(replay, new Map());
      expect(replay.state).toEqual(runner.state);
    }
  });

  it("[AC2] resumes a fight at a later tick; commands from there on replay as the server replays them", () => {
    const runner = new FightRunner(input(11));
    runner.fastForward(PREPARATION_TICKS + 200);
    expect(runner.state.tick).toBe(PREPARATION_TICKS + 200);
    play(runner, new Map([[PREPARATION_TICKS + 230, ["gold", "throw"]]]));
    expect(runner.log.map((c) => c.tick)).toEqual([PREPARATION_TICKS + 231]);
    expect(runTopdown(input(11), runner.log).state).toEqual(runner.state);
  });

  it("takes commands only while fighting, never blank ones, and never in a replay", () => {
    const runner = new FightRunner(input(3));
    expect(runner.command("red", "attack")).toBe("not_fighting");
    runner.advance(0);
    for (let now = 0; runner.state.phase === "preparing"; now += TOPDOWN_TICK_MS) runner.advance(now);
    expect(runner.command("red", "   ")).toBe("blank");
    expect(runner.command("red", "attack")).toBeNull();
    expect(new FightRunner(input(3), []).command("red", "attack")).toBe("replay");
  });

  it("never runs ahead of the display: a long pause counts as at most a quarter second", () => {
    const runner = new FightRunner(input(5));
    runner.advance(0);
    runner.advance(60_000);
    expect(runner.state.tick).toBeLessThanOrEqual(250 / TOPDOWN_TICK_MS);
  });
});

describe("the Arena Combat setup", () => {
  const ready = antWith({}, 15, "ant-1", "Rex");
  const other = antWith({}, 15, "ant-2", "Zed");
  const weak = { ...antWith({}, 15, "ant-3", "Limp"), current_health: 12 };

  function setup() {
    server.use(http.get("*/api/users/:userId/ants", () => HttpResponse.json([ready, other, weak])));
    const started: ArenaCombatStartAnswer[] = [];
    const view = renderWithApp(<CombatSetup userId="user-1" onStarted={(answer) => started.push(answer)} />);
    return { ...view, started };
  }

  it("[Y5] enables START ARENA COMBAT only for two different ready ants, with the spec's messages", async () => {
    const { user } = setup();
    const start = await screen.findByRole("button", { name: "START ARENA COMBAT" });
    await waitFor(() => expect(start).toBeEnabled());
    await user.selectOptions(screen.getByLabelText("Fighter 2"), "ant-1");
    expect(screen.getByText("Please select two different ants")).toBeVisible();
    expect(start).toBeDisabled();
    await user.selectOptions(screen.getByLabelText("Fighter 2"), "ant-3");
    expect(screen.getByText("Limp is not ready for battle")).toBeVisible();
    expect(screen.getByText(/Health too low \(need 30%\+\)/)).toBeVisible();
    expect(start).toBeDisabled();
    await user.selectOptions(screen.getByLabelText("Fighter 2"), "ant-2");
    expect(start).toBeEnabled();
  });
});
