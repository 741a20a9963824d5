// The fair dice panel of a finished battle (FD4, FD6): the reveal, and 'Verify this battle' replaying it in the browser.
import type { BattleProof } from "@antbrawl/protocol/battle-proof";
import type { Battle } from "@antbrawl/protocol/battles";
import { NEED_NAMES, STAT_NAMES } from "@antbrawl/rules/ant";
import { runBattle } from "@antbrawl/rules/battle/engine";
import type { Fighter } from "@antbrawl/rules/battle/types";
import { turnMsFor } from "@antbrawl/rules/battle/viewer";
import { diceCommitment } from "@antbrawl/rules/fair-dice";
import { screen } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { DiceProof } from "../src/features/battle/public-viewer";
import { battleBetween } from "./support/fixtures";
import { renderWithApp } from "./support/render";
import { server } from "./support/server";

const SALT = "5a".repeat(32);
const SEED = 424242;
const STARTED = "2026-01-01T00:00:00.000Z";

function fighter(antId: string, name: string, strength: number): Fighter {
  const stats = Object.fromEntries(STAT_NAMES.map((stat) => [stat, 10])) as Fighter["stats"];
  return {
    antId,
    userId: "user-1",
    name,
    stats: { ...stats, strength },
    health: 100,
    energy: 100,
    needs: Object.fromEntries(NEED_NAMES.map((need) => [need, 15])) as Fighter["needs"],
    mood: 15,
    level: 1,
  };
}

/** A battle really played by the rules, as the server would show it, and its proof. */
function playedBattle(version: 2 | 4 = 2): { battle: Battle; proof: BattleProof } {
  const fighters: [Fighter, Fighter] = [fighter("ant-a", "Alpha", 12), fighter("ant-b", "Beta", 9)];
  const input = {
    version,
    seed: SEED,
    ...(version >= 4 ? { salt: SALT } : {}),
    fighters,
    arena: "basic" as const,
    battleType: "self" as const,
    startedAt: Date.parse(STARTED),
    turnMs: turnMsFor("normal"),
  };
  const result = runBattle(input, []);
  const battle: Battle = {
    ...battleBetween(100, 100),
    winner_ant_id: result.winnerAntId,
    current_turn: result.turns,
    // Keys in reverse order, as a JSON column may give them back: the check compares fields, not text.
    battle_log: result.log.map((e) =>
      Object.fromEntries(Object.entries({ ...e, timestamp: new Date(e.timestamp).toISOString() }).reverse()),
    ) as Battle["battle_log"],
    seed: SEED,
    dice_commitment: diceCommitment(SEED, SALT),
    dice_salt: SALT,
  };
  const proof: BattleProof = {
    battle_id: battle.id,
    engine_version: version,
    battle_type: "self",
    arena_type: "basic",
    battle_speed: "normal",
    started_at: STARTED,
    seed: SEED,
    dice_salt: SALT,
    dice_commitment: battle.dice_commitment,
    fighters,
    input_log: [],
  };
  return { battle, proof };
}

describe("DiceProof", () => {
  it("[FD4][FD6] shows the reveal and verifies: the commitment matches and the replay gives the same battle", async () => {
    const { battle, proof } = playedBattle();
    server.use(http.get("*/api/battles/:battleId/proof", () => HttpResponse.json(proof)));
    const { user } = renderWithApp(<DiceProof battle={battle} />);
    expect(screen.getByText(battle.dice_commitment as string)).toBeTruthy();
    expect(screen.getByText(String(SEED))).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Verify this battle" }));
    const view = await screen.findByRole("region", { name: "Verify this battle" });
    expect(await screen.findByText("This battle checks out.")).toBeTruthy();
    expect(view.textContent).toContain("matches the one published at the start");
    expect(view.textContent).toContain(`${battle.current_turn} turns`);
  });

  it("[B37][FD6] a version-4 battle replays from its seed and salt; another salt, even one the commitment names, fails", async () => {
    const { battle, proof } = playedBattle(4);
    server.use(http.get("*/api/battles/:battleId/proof", () => HttpResponse.json(proof)));
    const honest = renderWithApp(<DiceProof battle={battle} />);
    await honest.user.click(screen.getByRole("button", { name: "Verify this battle" }));
    expect(await screen.findByText("This battle checks out.")).toBeTruthy();
    expect(screen.getByText(/^Replay from the seed and salt:/)).toBeTruthy();
    honest.unmount();
    const otherSalt = "a5".repeat(32);
    const swapped = { ...battle, dice_salt: otherSalt, dice_commitment: diceCommitment(SEED, otherSalt) };
    server.use(
      http.get("*/api/battles/:battleId/proof", () =>
        HttpResponse.json({ ...proof, dice_salt: otherSalt, dice_commitment: swapped.dice_commitment }),
      ),
    );
    const { user } = renderWithApp(<DiceProof battle={swapped} />);
    await user.click(screen.getByRole("button", { name: "Verify this battle" }));
    expect(await screen.findByText("This battle does not match its record!")).toBeTruthy();
    expect(screen.getByText(/✗ differs from the record/)).toBeTruthy();
  });

  it("[FD4] a commitment that does not match the revealed salt, or a record the replay does not give, fails", async () => {
    const { battle, proof } = playedBattle();
    const forged = { ...battle, dice_commitment: diceCommitment(SEED + 1, SALT), winner_ant_id: "ant-x" };
    server.use(http.get("*/api/battles/:battleId/proof", () => HttpResponse.json(proof)));
    const { user } = renderWithApp(<DiceProof battle={forged} />);
    await user.click(screen.getByRole("button", { name: "Verify this battle" }));
    expect(await screen.findByText("This battle does not match its record!")).toBeTruthy();
    expect(screen.getByText(/✗ differs$/)).toBeTruthy();
    expect(screen.getByText(/✗ differs from the record/)).toBeTruthy();
  });

  it("[FD3] shows nothing while the battle runs, and says a watcher's check was refused", async () => {
    const { battle } = playedBattle();
    const running = renderWithApp(
      <DiceProof battle={{ ...battle, status: "in_progress", seed: null, dice_salt: null }} />,
    );
    expect(running.container.textContent).toBe("");
    running.unmount();
    server.use(
      http.get("*/api/battles/:battleId/proof", () =>
        HttpResponse.json({ detail: "You can only view battles you took part in" }, { status: 403 }),
      ),
    );
    const { user } = renderWithApp(<DiceProof battle={battle} />);
    await user.click(screen.getByRole("button", { name: "Verify this battle" }));
    expect(await screen.findByText("You can only view battles you took part in")).toBeTruthy();
  });
});
