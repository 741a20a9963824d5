// A live battle the socket brought before the arena's code loaded: a store made later starts on it, not on the menu.
import { waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ArenaStore } from "../src/features/ant-arena/arena-store";
import { liveClient } from "../src/lib/live/live-client";
import { useLiveConnection } from "../src/lib/live/use-live";
import { liveBattle, liveServer } from "./support/arena";
import { player } from "./support/fixtures";
import { renderWithApp } from "./support/render";

function Live() {
  useLiveConnection();
  return null;
}

afterEach(() => liveClient.close());

describe("an arena store made after the socket opened", () => {
  it("starts on the battle the connection already brought, and on the menu once that battle ended", async () => {
    const live = liveServer();
    renderWithApp(<Live />);
    await waitFor(() => expect(liveClient.status.state).toBe("open"), { timeout: 15_000 });
    const battle = liveBattle({ id: "late-1", phase: "fighting" });
    live.send({ type: "rejoined_battle", battle });
    live.send({ type: "battle_update", battle: { ...battle, current_turn: 2 } });
    await waitFor(() => expect(liveClient.battlesInPlay()).toHaveLength(1));

    const late = new ArenaStore();
    late.bind(player.id);
    expect(late.current.state).toMatchObject({ screen: "battle", battle: { id: "late-1", current_turn: 2 } });
    expect(late.seatedBattle()).toEqual({ id: "late-1", battleType: "ranked" });

    live.send({ type: "battle_ended", battle: { ...battle, phase: "finished" }, winner: null });
    await waitFor(() => expect(liveClient.battlesInPlay()).toEqual([]));
    const after = new ArenaStore();
    after.bind(player.id);
    expect(after.current.state.screen).toBe("menu");
    expect(after.seatedBattle()).toBeNull();
  });
});
