// Live now in the Ant Arena: loading, empty and listed states, Watch opens the read-only view with its watcher count.
import type { LiveNowBattle } from "@antbrawl/protocol/live-now";
import { screen, waitFor, within } from "@testing-library/react";
import { delay, HttpResponse, http } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { AntArena } from "../src/features/ant-arena/public";
import { liveClient } from "../src/lib/live/live-client";
import { useLiveConnection } from "../src/lib/live/use-live";
import { liveBattle, liveServer, opponent } from "./support/arena";
import { antWith, player } from "./support/fixtures";
import { renderWithApp } from "./support/render";
import { server } from "./support/server";

function Arena() {
  useLiveConnection();
  return <AntArena />;
}

const listed: LiveNowBattle = {
  battle_id: "live-7",
  phase: "fighting",
  turn: 4,
  watchers: 2,
  started_at: "2026-11-22T08:00:00.000Z",
  sides: [
    { ant_name: "Goliath", username: "mira", rating: 1240 },
    { ant_name: "Tiny", username: "oskar", rating: 1185 },
  ],
};

function colony(battles: () => Promise<LiveNowBattle[]>) {
  server.use(
    http.get("*/api/users/:userId/ants", () => HttpResponse.json([antWith()])),
    http.get("*/api/users/:userId/friends", () => HttpResponse.json({ friends: [] })),
    http.get("*/api/users/:userId/friends/requests", () => HttpResponse.json({ friend_requests: [] })),
    http.get("*/api/users/:userId/battle-invitations", () => HttpResponse.json({ battle_invitations: [] })),
    http.get("*/api/arena/live", async () => HttpResponse.json({ battles: await battles() })),
    http.get("*/api/arena/challenges", () => HttpResponse.json({ challenges: [] })),
  );
}

afterEach(() => liveClient.close());

describe("Live now", () => {
  it("says it is loading, then that no battle is being fought", async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    colony(async () => {
      await answered;
      return [];
    });
    renderWithApp(<Arena />);
    const section = await screen.findByRole("region", { name: "Live now" });
    expect(within(section).getByText("Loading live battles…")).toBeInTheDocument();
    answer();
    expect(
      await within(section).findByText("No ranked or tournament battles are being fought right now. Check back soon!"),
    ).toBeInTheDocument();
  });

  it("lists both sides with owners and ratings; Watch asks to spectate and shows the battle read-only", async () => {
    const mine: LiveNowBattle = {
      ...listed,
      battle_id: "live-8",
      sides: [
        listed.sides[0] as LiveNowBattle["sides"][0],
        { ant_name: "Rex", username: player.username, rating: 1000 },
      ],
    };
    colony(async () => {
      await delay(1);
      return [listed, mine];
    });
    const live = liveServer();
    const { user } = renderWithApp(<Arena />);
    await waitFor(() => expect(liveClient.status.state).toBe("open"), { timeout: 15_000 });
    const section = await screen.findByRole("region", { name: "Live now" });
    const rows = await within(section).findAllByRole("listitem");
    expect(rows[0]).toHaveTextContent("Goliath");
    expect(rows[0]).toHaveTextContent("mira · 1240");
    expect(rows[0]).toHaveTextContent("Tiny");
    expect(rows[0]).toHaveTextContent("oskar · 1185");
    expect(rows[0]).toHaveTextContent("Turn 4 · 2 watching");
    expect(within(rows[1] as HTMLElement).getByText("Your battle")).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).queryByRole("button", { name: /Watch/ })).toBeNull();

    await user.click(within(section).getByRole("button", { name: "Watch Goliath vs Tiny" }));
    await waitFor(() => expect(live.sent).toContainEqual({ type: "spectate_battle", battle_id: "live-7" }));
    const base = liveBattle({ id: "live-7", spectators: 3 });
    const watched = {
      ...base,
      participants: base.participants.map((p, i) => ({ ...p, user_id: i === 0 ? "user-5" : opponent.id })),
    };
    live.send({ type: "rejoined_battle", battle: watched });
    expect(await screen.findByText("You are watching this battle.")).toBeInTheDocument();
    expect(screen.getByText("Now watching Rex vs Brute.")).toBeInTheDocument();
    expect(screen.getByText("3 watching")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Live now" })).toBeNull();
    live.send({ type: "battle_watchers", battle_id: "live-7", count: 4, names: ["a", "b", "c", "d"] });
    expect(await screen.findByText("4 watching")).toHaveAttribute("title", "a, b, c, d");
    live.send({ type: "battle_watchers", battle_id: "other", count: 9, names: [] });
    await user.click(screen.getByRole("button", { name: "Stop Watching" }));
    await waitFor(() => expect(live.sent).toContainEqual({ type: "stop_spectating" }));
    expect(await screen.findByRole("region", { name: "Live now" })).toBeInTheDocument();
  });
});
