// The profile's Tournaments section: rows from the history route with their result, wins, prize and link to the
// bracket, the empty state, older pages by cursor, and the Tournaments tab opening the linked bracket.
import type { ProfileStatistics } from "@antbrawl/protocol/profile";
import type { TournamentHistoryEntry } from "@antbrawl/protocol/tournament-history";
import type { TournamentDetail } from "@antbrawl/protocol/tournaments";
import { screen, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { ProfilePage } from "../src/features/profile/public";
import { TournamentsPanel } from "../src/features/tournaments/public";
import { player } from "./support/fixtures";
import { renderWithApp } from "./support/render";
import { server } from "./support/server";

const statistics: ProfileStatistics = {
  battles: { total: 0, wins: 0, losses: 0, win_rate: 0, self_battles: 0 },
  rank: { title: "Novice", elo: 1000, ant_id: null, progress: 0, next: null },
  collection: { total_ants: 0, highest_level: 0, total_experience: 0, ants: [] },
  elo_history: [],
};

function entry(overrides: Partial<TournamentHistoryEntry>): TournamentHistoryEntry {
  return {
    tournament_id: "daily-2026-11-22",
    name: "Daily Bracket 22 Nov",
    format: "bracket",
    status: "finished",
    starts_at: "2026-11-22T20:00:00.000Z",
    ant_id: "ant-1",
    ant_name: "Rex",
    place: 1,
    rounds: 2,
    round_reached: 2,
    matches_played: 2,
    matches_won: 2,
    prize: 1.9,
    entry_fee: 1,
    ...overrides,
  };
}

/** The profile's reads, with the history answering `pages` by cursor (no cursor: the first). */
function serveProfile(pages: Record<string, { tournaments: TournamentHistoryEntry[]; next_cursor: string | null }>) {
  const asked: (string | null)[] = [];
  server.use(
    http.get("*/api/users/:userId/statistics", () => HttpResponse.json(statistics)),
    http.get("*/api/users/:userId/achievements", () => HttpResponse.json([])),
    http.get("*/api/users/:userId/tournaments", ({ request, params }) => {
      expect(params.userId).toBe(player.id);
      const before = new URL(request.url).searchParams.get("before");
      asked.push(before);
      const page = pages[before ?? "first"];
      return page ? HttpResponse.json(page) : HttpResponse.json({ detail: "Invalid cursor" }, { status: 400 });
    }),
  );
  return asked;
}

describe("tournament history on the profile", () => {
  it("lists each tournament with its ant, result, matches won and prize, linking to its bracket", async () => {
    serveProfile({
      first: {
        tournaments: [
          entry({
            tournament_id: "daily-2026-11-23",
            name: "Daily Bracket 23 Nov",
            status: "running",
            starts_at: "2026-11-23T20:00:00.000Z",
            place: null,
            rounds: 3,
            round_reached: 2,
            matches_played: 1,
            matches_won: 1,
            prize: 0,
          }),
          entry({}),
          entry({
            tournament_id: "daily-2026-11-21",
            name: "Daily Bracket 21 Nov",
            place: 3,
            round_reached: 1,
            matches_played: 1,
            matches_won: 0,
            prize: 0.237,
          }),
          entry({
            tournament_id: "daily-2026-11-20",
            name: "Daily Bracket 20 Nov",
            status: "cancelled",
            place: null,
            rounds: null,
            round_reached: null,
            matches_played: 0,
            matches_won: 0,
            prize: 0,
          }),
          entry({
            tournament_id: "arena-2026-11-19",
            name: "Daily Arena 19 Nov",
            format: "arena",
            place: 4,
            rounds: null,
            round_reached: null,
            matches_played: 3,
            matches_won: 1,
            prize: 0,
          }),
        ],
        next_cursor: null,
      },
    });
    renderWithApp(<ProfilePage />, { path: "/profile?tab=statistics" });
    const section = await screen.findByRole("region", { name: "Tournaments" });
    const rows = await within(section).findAllByRole("listitem");
    expect(rows.map((row) => within(row).getByRole("link").textContent)).toEqual([
      "Daily Bracket 23 Nov",
      "Daily Bracket 22 Nov",
      "Daily Bracket 21 Nov",
      "Daily Bracket 20 Nov",
      "Daily Arena 19 Nov",
    ]);
    expect(within(rows[0] as HTMLElement).getByRole("link")).toHaveAttribute(
      "href",
      "/battle?tab=tournaments&tournament=daily-2026-11-23",
    );
    const fact = (row: HTMLElement, label: string) => within(row).getByText(label).nextElementSibling?.textContent;
    const [running, won, third, cancelled, arena] = rows as HTMLElement[];
    expect(running).toHaveTextContent("Still in · the semifinals");
    expect(fact(running as HTMLElement, "Matches won")).toBe("1 of 1");
    expect(fact(running as HTMLElement, "Prize")).toBe("—");
    expect(won).toHaveTextContent("1st place · won the final");
    expect(fact(won as HTMLElement, "Ant")).toBe("Rex");
    expect(fact(won as HTMLElement, "Matches won")).toBe("2 of 2");
    expect(fact(won as HTMLElement, "Prize")).toBe("1.9 ETH");
    expect(won).toHaveTextContent("Bracket");
    expect(third).toHaveTextContent("3rd place · out in the semifinals");
    expect(fact(third as HTMLElement, "Prize")).toBe("0.237 ETH");
    expect(cancelled).toHaveTextContent("Cancelled · fee refunded");
    expect(fact(cancelled as HTMLElement, "Prize")).toBe("—");
    expect(arena).toHaveTextContent("Arena");
    expect(arena).toHaveTextContent("4th place");
    expect(arena).not.toHaveTextContent("round");
    expect(fact(arena as HTMLElement, "Matches won")).toBe("1 of 3");
    expect(fact(arena as HTMLElement, "Prize")).toBe("None");
  });

  it("says so when the player never entered one, with the way to the Tournaments page", async () => {
    serveProfile({ first: { tournaments: [], next_cursor: null } });
    renderWithApp(<ProfilePage />, { path: "/profile?tab=statistics" });
    const section = await screen.findByRole("region", { name: "Tournaments" });
    expect(await within(section).findByText(/No tournaments yet/)).toBeInTheDocument();
    expect(within(section).getByRole("link", { name: "Tournaments" })).toHaveAttribute(
      "href",
      "/battle?tab=tournaments",
    );
  });

  it("shows older tournaments page by page with the cursor", async () => {
    const asked = serveProfile({
      first: { tournaments: [entry({})], next_cursor: "page-2" },
      "page-2": {
        tournaments: [entry({ tournament_id: "daily-2026-11-21", name: "Daily Bracket 21 Nov" })],
        next_cursor: null,
      },
    });
    const { user } = renderWithApp(<ProfilePage />, { path: "/profile?tab=statistics" });
    const section = await screen.findByRole("region", { name: "Tournaments" });
    await user.click(await within(section).findByRole("button", { name: "Show older tournaments" }));
    expect(await within(section).findByRole("link", { name: "Daily Bracket 21 Nov" })).toBeInTheDocument();
    expect(within(section).getAllByRole("listitem")).toHaveLength(2);
    expect(within(section).queryByRole("button", { name: "Show older tournaments" })).toBeNull();
    expect(asked).toEqual([null, "page-2"]);
  });

  it("shows the server's detail when the history cannot be read", async () => {
    serveProfile({});
    renderWithApp(<ProfilePage />, { path: "/profile?tab=statistics" });
    const section = await screen.findByRole("region", { name: "Tournaments" });
    expect(await within(section).findByText("Invalid cursor")).toBeInTheDocument();
    expect(within(section).getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  it("the Tournaments tab opens the bracket a history row links to", async () => {
    const detail: TournamentDetail = {
      tournament: {
        id: "daily-2026-11-01",
        name: "Daily Bracket 1 Nov",
        format: "bracket",
        status: "finished",
        starts_at: "2026-11-01T20:00:00.000Z",
        ends_at: "2026-11-01T20:10:00.000Z",
        entry_fee: 1,
        prize_pool: 2,
        registered: 2,
        max_players: 64,
        round_ms: 300_000,
        my_ant_id: "ant-1",
      },
      rounds: [],
      standings: [],
      winners: [{ place: 1, user_id: player.id, ant_id: "ant-1", ant_name: "Rex", prize: 1.266 }],
    };
    server.use(
      http.get("*/api/tournaments", () => HttpResponse.json({ tournaments: [] })),
      http.get("*/api/tournaments/:id", ({ params }) =>
        params.id === detail.tournament.id
          ? HttpResponse.json(detail)
          : HttpResponse.json({ detail: "Tournament not found" }, { status: 404 }),
      ),
    );
    renderWithApp(<TournamentsPanel userId={player.id} />, {
      path: "/battle?tab=tournaments&tournament=daily-2026-11-01",
    });
    const bracket = await screen.findByRole("region", { name: "Bracket of Daily Bracket 1 Nov" });
    expect(bracket).toHaveTextContent("Rex");
  });
});
