// The Ant Arena's practice offer (W30): shown only when the queue status offers it; the button posts the searching ant.
import type { QueueStatus } from "@antbrawl/protocol/queue-status";
import { screen, waitFor } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { AntArena } from "../src/features/ant-arena/public";
import { liveClient } from "../src/lib/live/live-client";
import { useLiveConnection } from "../src/lib/live/use-live";
import { liveBattle, liveServer, seats } from "./support/arena";
import { antWith } from "./support/fixtures";
import { renderWithApp } from "./support/render";
import { server } from "./support/server";

const OFFER = "No challenger yet. Practice against a house ant while you wait?";

function Arena() {
  useLiveConnection();
  return <AntArena />;
}

function searching(practiceOffer: boolean): QueueStatus {
  return {
    searching: true,
    match_type: "quick",
    waited_seconds: practiceOffer ? 21 : 4,
    others_searching: 0,
    estimate_seconds: null,
    message: "No one else is searching for a quick match right now",
    practice_offer: practiceOffer,
    ant_id: "ant-1",
  };
}

async function searchingArena(status: QueueStatus, practice: () => Response) {
  const posted: unknown[] = [];
  server.use(
    http.get("*/api/users/:userId/ants", () => HttpResponse.json([antWith()])),
    http.get("*/api/users/:userId/friends", () => HttpResponse.json({ friends: [] })),
    http.get("*/api/users/:userId/friends/requests", () => HttpResponse.json({ friend_requests: [] })),
    http.get("*/api/users/:userId/battle-invitations", () => HttpResponse.json({ battle_invitations: [] })),
    http.get("*/api/users/:userId/achievements", () => HttpResponse.json([])),
    http.get("*/api/arena/live", () => HttpResponse.json({ battles: [] })),
    http.get("*/api/arena/challenges", () => HttpResponse.json({ challenges: [] })),
    http.get("*/api/arena/queue", () => HttpResponse.json(status)),
    http.post("*/api/arena/practice", async ({ request }) => {
      posted.push(await request.json());
      return practice();
    }),
  );
  const live = liveServer();
  const view = renderWithApp(<Arena />);
  await waitFor(() => expect(liveClient.status.state).toBe("open"), { timeout: 15_000 });
  live.send({ type: "queue_joined", message: "" });
  expect(await screen.findByText("Searching for Opponent")).toBeInTheDocument();
  return { ...view, live, posted };
}

afterEach(() => liveClient.close());

describe("Ant Arena practice against a house ant", () => {
  it("offers no practice while the queue status does not", async () => {
    await searchingArena(searching(false), () => HttpResponse.json({ battle_id: "p-1" }, { status: 201 }));
    expect(await screen.findByText(/No one else is searching for a quick match right now/)).toBeInTheDocument();
    expect(screen.queryByText(OFFER)).toBeNull();
    expect(screen.queryByRole("button", { name: "Practice vs House Ant" })).toBeNull();
  });

  it("offers practice when the status says so; the button posts the searching ant and the battle comes live", async () => {
    const { user, live, posted } = await searchingArena(searching(true), () =>
      HttpResponse.json({ battle_id: "p-1" }, { status: 201 }),
    );
    expect(await screen.findByText(OFFER)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Practice vs House Ant" }));
    await waitFor(() => expect(posted).toEqual([{ ant_id: "ant-1" }]));

    const [rex, other] = seats(liveBattle());
    const house = {
      ...other,
      user_id: "house",
      username: "house",
      ant_id: "house:practice:p-1",
      ant_name: "House ant",
    };
    const practice = liveBattle({ id: "p-1", battle_type: "practice", stake_amount: 0, participants: [rex, house] });
    live.send({ type: "battle_found", battle: { ...practice, phase: "countdown", current_turn: 0 } });
    expect(await screen.findByText("Battle Found!")).toBeInTheDocument();
    expect(screen.getByText("Practice")).toBeInTheDocument();
    live.send({ type: "battle_started", battle: practice });
    expect(await screen.findByRole("group", { name: "Your tactic for turn 1" })).toBeInTheDocument();
    expect(screen.getByText(/^House ant ·/)).toBeInTheDocument();
    expect(screen.getByText("Practice")).toBeInTheDocument();
    // The house ant is not a player: its seat says no connection state, the player's seat does.
    expect(screen.getAllByText(/^(Connected|Disconnected)$/)).toHaveLength(1);
  });

  it("shows the server's detail when the practice cannot start", async () => {
    const { user } = await searchingArena(searching(true), () =>
      HttpResponse.json({ detail: "Health too low (need 50%+)" }, { status: 409 }),
    );
    await user.click(await screen.findByRole("button", { name: "Practice vs House Ant" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Health too low (need 50%+)");
  });
});
