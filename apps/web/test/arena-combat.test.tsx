// Arena Combat in the browser: a stored fight replays exactly as the server played it (with its salt), a live fight
// is drawn from the server's frames and settled from the server's log, a left fight resumes, and the setup's checks.
import type {
  ArenaCombatFinishAnswer,
  ArenaCombatReplay,
  ArenaCombatStartAnswer,
} from "@antbrawl/protocol/arena-combat";
import { runTopdown, TOPDOWN_TICK_MS } from "@antbrawl/rules/topdown/index";
import { screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { CombatSetup } from "../src/features/arena-combat/components/CombatSetup";
import { type FightStart, LiveFight } from "../src/features/arena-combat/components/LiveFight";
import { FightRunner } from "../src/features/arena-combat/fight-runner";
import { ArenaCombatPanel } from "../src/features/arena-combat/public";
import { liveClient } from "../src/lib/live/live-client";
import { useLiveConnection } from "../src/lib/live/use-live";
import { liveServer } from "./support/arena";
import { antWith } from "./support/fixtures";
import { renderWithApp } from "./support/render";
import { server } from "./support/server";
import { FIGHT_ID, fightInput, fightRecord, framesOf } from "./support/topdown";

/** Drives the runner frame by frame at 60 Hz to the end. */
function play(runner: FightRunner): void {
  for (let now = 0; !runner.finished && now < 400_000; now += 1000 / 60) runner.advance(now);
}

describe("the browser's replay runner", () => {
  it("[AC2][TD36] replays a stored log with the fight's seed and salt exactly as the server played it", () => {
    for (const seed of [1, 7, 42]) {
      const log = [
        { tick: 80, antId: "red", text: "throw" },
        { tick: 160, antId: "gold", text: "good ant! bite" },
      ];
      const runner = new FightRunner(fightInput(seed), log);
      play(runner);
      expect(runner.finished).toBe(true);
      expect(runner.state).toEqual(runTopdown(fightInput(seed), log).state);
      const unsalted = new FightRunner(fightInput(seed, null), log);
      play(unsalted);
      expect(unsalted.state.rngState).not.toEqual(runner.state.rngState);
    }
  });

  it("never runs ahead of the display: a long pause counts as at most a quarter second", () => {
    const runner = new FightRunner(fightInput(5));
    runner.advance(0);
    runner.advance(60_000);
    expect(runner.state.tick).toBeLessThanOrEqual(250 / TOPDOWN_TICK_MS);
  });
});

function Live() {
  useLiveConnection();
  return null;
}

const record = fightRecord(fightInput(33));
const frames = framesOf(fightInput(33));
const fightingAt = frames.findIndex((f) => f.state.phase === "fighting");
const start: FightStart = {
  battle_id: FIGHT_ID,
  rules_version: record.rules_version,
  fighters: record.fighters,
  participants: record.battle.participants,
};
const finishAnswer: ArenaCombatFinishAnswer = {
  message: `${record.result?.winner_name} wins!`,
  result: record.result as NonNullable<ArenaCombatReplay["result"]>,
  battle: record.battle,
};

/** The fight's routes as the server answers them; the bodies of the finishes it got. */
function fightRoutes(stored: ArenaCombatReplay = record) {
  const finishes: unknown[] = [];
  server.use(
    http.post("*/api/users/:userId/arena-combat/:battleId/finish", async ({ request }) => {
      finishes.push(await request.json());
      return HttpResponse.json(finishAnswer);
    }),
    http.get("*/api/users/:userId/arena-combat/:battleId", () => HttpResponse.json(stored)),
  );
  return finishes;
}

async function openFight() {
  const live = liveServer();
  const finishes = fightRoutes();
  const notices: (string | undefined)[] = [];
  const view = renderWithApp(
    <>
      <Live />
      <LiveFight userId="user-1" started={start} onBack={(notice) => notices.push(notice)} />
    </>,
  );
  await waitFor(() => expect(liveClient.status.state).toBe("open"), { timeout: 15_000 });
  await waitFor(() => expect(live.sent).toContainEqual({ type: "watch_arena_combat", battle_id: FIGHT_ID }));
  return { ...view, live, finishes, notices };
}

afterEach(() => liveClient.close());

describe("a live fight run by the server", () => {
  it("[AC3] waits for the first frame, draws the frames, sends commands, and settles with an empty body at the end", async () => {
    const { user, live, finishes } = await openFight();
    expect(screen.getByRole("status", { name: "" })).toHaveTextContent("Connecting to the arena…");
    expect(screen.queryByRole("img")).toBeNull();
    for (const frame of frames.slice(0, fightingAt + 1)) live.send(frame);
    expect(await screen.findByRole("img", { name: "Top-down arena: Red against Gold" })).toBeInTheDocument();
    expect(screen.queryByText("Connecting to the arena…")).toBeNull();
    const red = await screen.findByRole("region", { name: "Red's commands" });
    await waitFor(() => expect(within(red).getByRole("button", { name: "throw" })).toBeEnabled());
    await user.click(within(red).getByRole("button", { name: "throw" }));
    expect(live.sent.at(-1)).toEqual({
      type: "arena_combat_command",
      battle_id: FIGHT_ID,
      ant_id: "red",
      text: "throw",
    });
    expect(within(red).getByText(/Rocks away!/)).toBeInTheDocument();
    live.send({ type: "error", message: "That ant cannot fight any more" });
    expect(await screen.findByText("The arena did not take that: That ant cannot fight any more")).toBeInTheDocument();

    for (const frame of frames.slice(fightingAt + 1)) live.send(frame);
    expect(await screen.findByText("Recording the result…")).toBeInTheDocument();
    const result = await screen.findByRole("region", { name: "Arena combat result" }, { timeout: 8_000 });
    expect(result).toHaveTextContent(`🏆 ${record.result?.winner_name} wins!`);
    expect(finishes).toEqual([{}]);

    const dice = await screen.findByRole("region", { name: "Fair dice" });
    expect(dice).toHaveTextContent(record.dice_commitment ?? "missing");
    expect(dice).toHaveTextContent(String(record.seed));
    await user.click(within(dice).getByRole("button", { name: "Verify this battle" }));
    expect(await within(dice).findByText("This battle checks out.")).toBeInTheDocument();
  }, 30_000);

  it("[AC3] Back to Setup during the fight asks the server to play it out and says who won", async () => {
    const { user, live, finishes, notices } = await openFight();
    for (const frame of frames.slice(0, fightingAt + 3)) live.send(frame);
    await screen.findByRole("img", { name: "Top-down arena: Red against Gold" });
    await user.click(screen.getByRole("button", { name: "Back to Setup" }));
    await waitFor(() =>
      expect(notices).toEqual([`The fight was played out without you: ${record.result?.winner_name} won.`]),
    );
    expect(finishes).toEqual([{}]);
    expect(screen.queryByText("Take the Server's Result")).toBeNull();
  }, 20_000);

  it("[AC3] says so when the server refuses to show the fight, and Back to Setup then settles nothing", async () => {
    const { user, live, finishes, notices } = await openFight();
    live.send({ type: "error", message: "This arena combat has already finished" });
    expect(await screen.findByRole("alert")).toHaveTextContent("This arena combat has already finished");
    await user.click(screen.getByRole("button", { name: "Back to Setup" }));
    expect(notices).toEqual([undefined]);
    expect(finishes).toEqual([]);
  }, 20_000);

  it("[AC3] resumes an unfinished fight from the list by watching it where the server has got to", async () => {
    const live = liveServer();
    const open = { ...record, seed: null, dice_salt: null, status: "in_progress", result: null };
    fightRoutes(open);
    server.use(
      http.get("*/api/users/:userId/arena-combat", () =>
        HttpResponse.json({
          open: [
            { battle_id: FIGHT_ID, ant_names: ["Red", "Gold"], elapsed_ms: 95_000, expires_at: "2099-01-01T00:00:00Z" },
          ],
        }),
      ),
      http.get("*/api/users/:userId/ants", () => HttpResponse.json([])),
    );
    const { user } = renderWithApp(
      <>
        <Live />
        <ArenaCombatPanel userId="user-1" />
      </>,
    );
    await waitFor(() => expect(liveClient.status.state).toBe("open"), { timeout: 15_000 });
    const list = await screen.findByRole("region", { name: "Unfinished fights" });
    expect(list).toHaveTextContent("Red and Gold are still fighting (2 min).");
    await user.click(within(list).getByRole("button", { name: "Resume" }));
    expect(await screen.findByText("Connecting to the arena…")).toBeInTheDocument();
    await waitFor(() => expect(live.sent).toContainEqual({ type: "watch_arena_combat", battle_id: FIGHT_ID }));
    const middle = frames[Math.floor(frames.length / 2)];
    if (middle) live.send(middle);
    expect(await screen.findByRole("img", { name: "Top-down arena: Red against Gold" })).toBeInTheDocument();
  }, 30_000);
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
