// An arena tournament in the Tournaments tab: its window, the live standings table (place, games, points, streak),
// the player's row, and the way into the next game or the wait for it.
import type { TournamentDetail, TournamentSummary } from "@antbrawl/protocol/tournaments";
import { screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { useState } from "react";
import { useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { TournamentsPanel } from "../src/features/tournaments/public";
import { liveClient } from "../src/lib/live/live-client";
import { useLiveConnection } from "../src/lib/live/use-live";
import { liveBattle, liveServer } from "./support/arena";
import { player } from "./support/fixtures";
import { renderWithApp } from "./support/render";
import { server } from "./support/server";

const summary: TournamentSummary = {
  id: "arena-2026-11-22",
  name: "Daily Arena 22 Nov",
  format: "arena",
  status: "running",
  starts_at: "2026-11-22T21:00:00.000Z",
  ends_at: new Date(Date.now() + 12 * 60_000).toISOString(),
  entry_fee: 1,
  prize_pool: 3,
  registered: 3,
  max_players: 500,
  round_ms: 1_800_000,
  my_ant_id: "ant-1",
};

function arena(overrides: Partial<TournamentDetail> = {}): TournamentDetail {
  return {
    tournament: summary,
    rounds: [],
    standings: [
      {
        user_id: "u-2",
        username: "bob",
        ant_id: "ant-2",
        ant_name: "Bruiser",
        house: false,
        points: 8,
        place: 1,
        games: 3,
        streak: 3,
      },
      {
        user_id: player.id,
        username: player.username,
        ant_id: "ant-1",
        ant_name: "Rex",
        house: false,
        points: 2,
        place: 2,
        games: 2,
        streak: 1,
      },
      {
        user_id: "u-3",
        username: "cleo",
        ant_id: "ant-3",
        ant_name: "Nibbles",
        house: false,
        points: 0,
        place: 3,
        games: 1,
        streak: 0,
      },
    ],
    winners: [],
    my_battle_id: "battle-9",
    ...overrides,
  };
}

/** One wave whose one game is being fought. */
const GAME_IN_PLAY: TournamentDetail["rounds"] = [
  {
    number: 1,
    plays_at: summary.starts_at,
    matches: [
      {
        id: "m-1",
        slot: 0,
        battle_id: "arena-game-7",
        sides: [
          { user_id: "u-2", username: "bob", ant_id: "ant-2", ant_name: "Bruiser", house: false, seed: null },
          { user_id: "u-3", username: "cleo", ant_id: "ant-3", ant_name: "Nibbles", house: false, seed: null },
        ],
        winner_user_id: null,
        winner_side: null,
        ended_by: null,
      },
    ],
  },
];

function serve(detail: TournamentDetail) {
  server.use(
    http.get("*/api/tournaments", () => HttpResponse.json({ tournaments: [detail.tournament] })),
    http.get("*/api/tournaments/:id", () => HttpResponse.json(detail)),
  );
}

function Live() {
  useLiveConnection();
  return null;
}

afterEach(() => liveClient.close());

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

describe("arena tournament standings", () => {
  it("shows the window and the standings live: places, games, points, the streak mark and the player's row", async () => {
    serve(arena());
    renderWithApp(<TournamentsPanel userId={player.id} />, { path: "/battle?tab=tournaments" });
    const board = await screen.findByRole("region", { name: "Arena of Daily Arena 22 Nov" });
    expect(board).toHaveTextContent(/Ends in 1[12] min/);
    const table = within(board).getByRole("table", { name: "Standings" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole("cell")
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ["1st", "3", "8 🔥 on a streak"],
      ["2nd", "2", "2"],
      ["3rd", "1", "0"],
    ]);
    expect(rows.map((row) => within(row).getByRole("rowheader").textContent)).toEqual([
      "Bruiserbob",
      `Rex (you)${player.username}`,
      "Nibblescleo",
    ]);
    expect(rows[1]).toHaveAttribute("aria-current", "true");
    expect(rows[0]).not.toHaveAttribute("aria-current");
  });

  it("takes the player to the live battle view when a game is on", async () => {
    serve(arena());
    const { user } = renderWithApp(
      <>
        <TournamentsPanel userId={player.id} />
        <Where />
      </>,
      { path: "/battle?tab=tournaments" },
    );
    const board = await screen.findByRole("region", { name: "Arena of Daily Arena 22 Nov" });
    expect(within(board).getByRole("status")).toHaveTextContent("Your game is on.");
    await user.click(within(board).getByRole("button", { name: "Play your game" }));
    expect(screen.getByTestId("where")).toHaveTextContent(/^\/battle$/);
  });

  it("says the player waits for the next game between games, and shows the paid places once finished", async () => {
    serve(arena({ my_battle_id: null }));
    const first = renderWithApp(<TournamentsPanel userId={player.id} />, { path: "/battle?tab=tournaments" });
    const board = await screen.findByRole("region", { name: "Arena of Daily Arena 22 Nov" });
    expect(within(board).getByRole("status")).toHaveTextContent("Waiting for your next game");
    expect(within(board).queryByRole("button", { name: "Play your game" })).toBeNull();
    first.unmount();

    serve(
      arena({
        tournament: { ...summary, status: "finished" },
        my_battle_id: null,
        winners: [
          { place: 1, user_id: "u-2", ant_id: "ant-2", ant_name: "Bruiser", prize: 1.628 },
          { place: 2, user_id: player.id, ant_id: "ant-1", ant_name: "Rex", prize: 0.814 },
          { place: 3, user_id: "u-3", ant_id: "ant-3", ant_name: "Nibbles", prize: 0.408 },
        ],
      }),
    );
    renderWithApp(<TournamentsPanel userId={player.id} />, { path: "/battle?tab=tournaments" });
    const done = await screen.findByRole("region", { name: "Arena of Daily Arena 22 Nov" });
    expect(done).toHaveTextContent("Finished");
    expect(within(done).queryByRole("status")).toBeNull();
    const winners = within(within(done).getByRole("list", { name: "Winners" })).getAllByRole("listitem");
    expect(winners.map((item) => item.textContent)).toEqual([
      "1st Bruiser — 1.628 ETH",
      "2nd Rex — 0.814 ETH",
      "3rd Nibbles — 0.408 ETH",
    ]);
  });

  it("takes the player to the live battle view when the arena pairs them (battle_found on the socket)", async () => {
    serve(arena({ my_battle_id: null }));
    const live = liveServer();
    renderWithApp(
      <>
        <Live />
        <TournamentsPanel userId={player.id} />
        <Where />
      </>,
      { path: "/battle?tab=tournaments" },
    );
    await screen.findByRole("region", { name: "Arena of Daily Arena 22 Nov" });
    await waitFor(() => expect(liveClient.status.state).toBe("open"), { timeout: 15_000 });
    expect(screen.getByTestId("where")).toHaveTextContent("/battle?tab=tournaments");
    live.send({ type: "battle_found", battle: liveBattle({ phase: "countdown", current_turn: 0 }) });
    await waitFor(() => expect(screen.getByTestId("where")).toHaveTextContent(/^\/battle$/));
  });

  it("offers a player outside the arena Watch on each game in play, which asks to spectate and opens the live view", async () => {
    const spectatorView = arena({
      tournament: { ...summary, my_ant_id: null },
      my_battle_id: null,
      rounds: GAME_IN_PLAY,
    });
    serve(spectatorView);
    const live = liveServer();
    const view = renderWithApp(
      <>
        <Live />
        <TournamentsPanel userId={player.id} />
        <Where />
      </>,
      { path: "/battle?tab=tournaments" },
    );
    const games = await screen.findByRole("region", { name: "Games in play" });
    await waitFor(() => expect(liveClient.status.state).toBe("open"), { timeout: 15_000 });
    await view.user.click(within(games).getByRole("button", { name: "Watch Bruiser vs Nibbles" }));
    await waitFor(() => expect(live.sent).toContainEqual({ type: "spectate_battle", battle_id: "arena-game-7" }));
    expect(screen.getByTestId("where")).toHaveTextContent(/^\/battle$/);
  });

  it("shows a player in the arena no Watch on others' games", async () => {
    serve(arena({ my_battle_id: null, rounds: GAME_IN_PLAY }));
    renderWithApp(<TournamentsPanel userId={player.id} />, { path: "/battle?tab=tournaments" });
    await screen.findByRole("region", { name: "Arena of Daily Arena 22 Nov" });
    expect(screen.queryByRole("region", { name: "Games in play" })).toBeNull();
  });

  it("takes the player to a tournament game the socket brought before the tab loaded, once", async () => {
    serve(arena({ my_battle_id: null }));
    const live = liveServer();
    function Later() {
      const [shown, setShown] = useState(0);
      return (
        <>
          <button type="button" onClick={() => setShown((n) => n + 1)}>
            Open tournaments
          </button>
          {shown > 0 ? <TournamentsPanel key={shown} userId={player.id} /> : null}
        </>
      );
    }
    const view = renderWithApp(
      <>
        <Live />
        <Later />
        <Where />
      </>,
      { path: "/battle?tab=tournaments" },
    );
    await waitFor(() => expect(liveClient.status.state).toBe("open"), { timeout: 15_000 });
    const game = liveBattle({ id: "arena-game-1", battle_type: "tournament", phase: "fighting" });
    live.send({ type: "rejoined_battle", battle: game });
    await waitFor(() => expect(liveClient.battlesInPlay()).toHaveLength(1));
    expect(screen.getByTestId("where")).toHaveTextContent("/battle?tab=tournaments");
    await view.user.click(screen.getByRole("button", { name: "Open tournaments" }));
    await waitFor(() => expect(screen.getByTestId("where")).toHaveTextContent(/^\/battle$/));
  });
});
