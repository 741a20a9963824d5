// The Fair dice panel of a finished Arena Combat (FD4, AC3): the reveal, and 'Verify this battle' recomputing the
// commitment and replaying the fight from its record; a record that was changed afterwards does not check out.
import type { ArenaCombatReplay } from "@antbrawl/protocol/arena-combat";
import { screen, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { FightDiceProof } from "../src/features/arena-combat/components/FightDiceProof";
import { renderWithApp } from "./support/render";
import { server } from "./support/server";
import { FIGHT_SALT, fightInput, fightRecord } from "./support/topdown";

const commands = [
  { tick: 75, antId: "red", text: "throw" },
  { tick: 140, antId: "gold", text: "retreat" },
];
const honest = fightRecord(fightInput(77), commands);

/** Shows the panel for `shown`, answers `served` when Verify reads the record again, and clicks Verify. */
async function verify(served: ArenaCombatReplay, shown: ArenaCombatReplay = honest) {
  server.use(http.get("*/api/users/:userId/arena-combat/:battleId", () => HttpResponse.json(served)));
  const { user } = renderWithApp(<FightDiceProof userId="user-1" fight={shown} />);
  const panel = screen.getByRole("region", { name: "Fair dice" });
  await user.click(within(panel).getByRole("button", { name: "Verify this battle" }));
  return within(panel).findByText(/^This battle (checks out\.|does not match its record!)$/);
}

describe("the Fair dice panel of a fight", () => {
  it("[FD4][AC3] shows the commitment, the seed and the salt, and a true record checks out", async () => {
    const verdict = await verify(honest);
    const panel = screen.getByRole("region", { name: "Fair dice" });
    expect(panel).toHaveTextContent(honest.dice_commitment ?? "missing");
    expect(panel).toHaveTextContent(String(honest.seed));
    expect(panel).toHaveTextContent(FIGHT_SALT);
    expect(verdict).toHaveTextContent("This battle checks out.");
    expect(panel).toHaveTextContent("✓ matches the one published at the start");
    expect(panel).toHaveTextContent("Replay from the seed and salt with 2 commands");
    expect(panel).toHaveTextContent("✓ same winner, length and health as the record");
  });

  it("[FD4] a record whose result was changed afterwards does not match", async () => {
    const result = honest.result as NonNullable<ArenaCombatReplay["result"]>;
    const loser = result.sides.find((side) => !side.won)?.ant_id ?? "";
    const verdict = await verify({ ...honest, result: { ...result, winner_ant_id: loser } });
    expect(verdict).toHaveTextContent("This battle does not match its record!");
    expect(screen.getByText("✗ differs from the record")).toBeInTheDocument();
  });

  it("[FD4] a command slipped into the log afterwards does not match", async () => {
    const verdict = await verify({
      ...honest,
      commands: [...honest.commands, { tick: 90, ant_id: "gold", text: "bite" }],
    });
    expect(verdict).toHaveTextContent("This battle does not match its record!");
  });

  it("[FD4] a seed other than the committed one does not match", async () => {
    const verdict = await verify({ ...honest, seed: (honest.seed ?? 0) + 1 });
    expect(verdict).toHaveTextContent("This battle does not match its record!");
    expect(screen.getByText("✗ differs")).toBeInTheDocument();
  });

  it("says nothing about dice for a fight fought before commitments", () => {
    renderWithApp(<FightDiceProof userId="user-1" fight={fightRecord(fightInput(77, null))} />);
    expect(screen.queryByRole("region", { name: "Fair dice" })).toBeNull();
  });
});
