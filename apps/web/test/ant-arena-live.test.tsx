// The Ant Arena against a played live server (MSW websocket): queue, countdown, live turns with tactics, the result.
import type { Ant } from "@antbrawl/protocol/ants";
import { screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { AntArena } from "../src/features/ant-arena/public";
import { liveClient } from "../src/lib/live/live-client";
import { useLiveConnection } from "../src/lib/live/use-live";
import { liveBattle, liveServer, seats } from "./support/arena";
import { antWith, player } from "./support/fixtures";
import { renderWithApp } from "./support/render";
import { server } from "./support/server";

function Arena() {
  useLiveConnection();
  const [shown, setShown] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setShown(!shown)}>
        {shown ? "Elsewhere" : "Back"}
      </button>
      {shown ? <AntArena /> : null}
    </>
  );
}

function colony(ants: Ant[] = [antWith()]) {
  server.use(
    http.get("*/api/users/:userId/ants", () => HttpResponse.json(ants)),
    http.get("*/api/users/:userId/friends", () => HttpResponse.json({ friends: [] })),
    http.get("*/api/users/:userId/friends/requests", () => HttpResponse.json({ friend_requests: [] })),
    http.get("*/api/users/:userId/battle-invitations", () => HttpResponse.json({ battle_invitations: [] })),
    http.get("*/api/arena/live", () => HttpResponse.json({ battles: [] })),
    http.get("*/api/arena/challenges", () => HttpResponse.json({ challenges: [] })),
    http.get("*/api/arena/queue", () =>
      HttpResponse.json({
        searching: true,
        match_type: "quick",
        waited_seconds: 4,
        others_searching: 1,
        estimate_seconds: 19,
        message: "Next possible opponent in about 19 s (1 other player searching)",
      }),
    ),
    http.get("*/api/users/:userId/achievements", () => HttpResponse.json([])),
  );
}

async function openArena(ants?: Ant[]) {
  colony(ants);
  const live = liveServer();
  const view = renderWithApp(<Arena />);
  // The first connect also loads the message validator: give that import time on a busy machine.
  await waitFor(() => expect(liveClient.status.state).toBe("open"), { timeout: 15_000 });
  return { ...view, live };
}

/** The last message the arena sent (the open-challenge list's own watch messages aside). */
const lastSent = (live: { sent: Record<string, unknown>[] }) =>
  live.sent.filter((m) => typeof m.type !== "string" || !m.type.endsWith("watch_challenges")).at(-1);
const messageBox = () => screen.getByRole("log", { name: "Arena message log" });

afterEach(() => liveClient.close());

describe("Ant Arena live", () => {
  it("queues a quick match with stake 0, shows the search and cancels it", async () => {
    const { user, live } = await openArena();
    expect(screen.queryByRole("button", { name: "Find Match" })).toBeNull();
    await user.click(await screen.findByRole("radio", { name: /Rex/ }));
    await user.click(screen.getByRole("button", { name: "Find Match" }));
    await waitFor(() =>
      expect(lastSent(live)).toEqual({
        type: "join_matchmaking",
        ant_id: "ant-1",
        match_type: "quick",
        stake_amount: 0,
      }),
    );
    expect(screen.getByRole("button", { name: "Finding..." })).toBeDisabled();
    live.send({ type: "error", message: "Rex is already in a queue" });
    expect(await screen.findByRole("button", { name: "Find Match" })).toBeEnabled();
    await user.click(screen.getByRole("button", { name: "Find Match" }));
    await waitFor(() => expect(live.sent.filter((m) => m.type === "join_matchmaking")).toHaveLength(2));
    live.send({ type: "queue_joined", message: "" });
    expect(await screen.findByText("Searching for Opponent")).toBeInTheDocument();
    expect(screen.getByText("Looking for a worthy challenger...", { selector: "p" })).toBeInTheDocument();
    expect(
      await screen.findByText("Next possible opponent in about 19 s (1 other player searching) · searching for 4 s"),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Cancel Search" }));
    await waitFor(() => expect(lastSent(live)).toEqual({ type: "leave_matchmaking" }));
    expect(screen.getByRole("button", { name: "Find Match" })).toBeInTheDocument();
  });

  it("plays a ranked battle: stake 0.1, countdown, tactics for the current turn, the win and Return to Arena", async () => {
    const { user, live } = await openArena();
    await user.click(screen.getByRole("radio", { name: /Ranked Match/ }));
    await user.click(await screen.findByRole("radio", { name: /Rex/ }));
    await user.click(screen.getByRole("button", { name: "Find Match" }));
    await waitFor(() => expect(lastSent(live)).toMatchObject({ match_type: "ranked", stake_amount: 0.1 }));
    live.send({ type: "queue_joined", message: "Searching ranked opponents near 1200..." });
    expect(await screen.findByText("Searching ranked opponents near 1200...", { selector: "p" })).toBeInTheDocument();

    live.send({ type: "battle_found", battle: liveBattle({ phase: "countdown", current_turn: 0 }) });
    expect(await screen.findByText("Battle Found!")).toBeInTheDocument();
    expect(screen.getByText("Get Ready!")).toBeInTheDocument();
    live.send({ type: "countdown_update", message: "Battle starts in 3..." });
    expect(await screen.findByText("Battle starts in 3...", { selector: "p" })).toBeInTheDocument();

    live.send({ type: "battle_started", battle: liveBattle() });
    expect(await screen.findByRole("group", { name: "Your tactic for turn 1" })).toBeInTheDocument();
    expect(screen.getByRole("img", { name: /^Rex versus Brute/ })).toBeInTheDocument();
    expect(screen.getByRole("meter", { name: "Brute health" })).toHaveAttribute("value", "100");
    await user.click(screen.getByRole("button", { name: /^Guard/ }));
    await waitFor(() =>
      expect(lastSent(live)).toEqual({ type: "choose_tactic", battle_id: "live-1", turn: 1, tactic: "guard" }),
    );
    expect(screen.getByRole("button", { name: /^Guard/ })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByText("You chose Guard: waiting for opponent...")).toBeInTheDocument();

    const [rex, brute] = seats(liveBattle());
    const turnTwo = liveBattle({
      current_turn: 2,
      participants: [
        { ...rex, tactic: "guard" },
        { ...brute, current_health: 82, connected: false, tactic: "press" },
      ],
      battle_log: [
        {
          turn: 1,
          description: "Rex guards and counters Brute for 18!",
          ant_id: "ant-1",
          target_id: "ant-9",
          damage_dealt: 18,
          critical_hit: false,
          timestamp: "2026-11-24T06:00:00.000Z",
          kind: "counter",
          energy_delta: -2,
        },
      ],
    });
    live.send({ type: "battle_update", battle: turnTwo });
    expect(await screen.findByRole("group", { name: "Your tactic for turn 2" })).toBeInTheDocument();
    expect(screen.getByRole("meter", { name: "Brute health" })).toHaveAttribute("value", "82");
    expect(screen.getByText("Disconnected")).toBeInTheDocument();
    expect(screen.getByText("Rex guards and counters Brute for 18!")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /^Guard/ })).toHaveAttribute("aria-pressed", "false");
    await user.click(screen.getByRole("button", { name: /^Feint/ }));
    await waitFor(() => expect(lastSent(live)).toMatchObject({ type: "choose_tactic", turn: 2, tactic: "feint" }));

    live.send({
      type: "battle_ended",
      battle: liveBattle({ phase: "finished", status: "completed", winner_id: player.id, winner_ant_id: "ant-1" }),
      winner: "Rex",
    });
    expect(await screen.findByText("Battle Complete!")).toBeInTheDocument();
    expect(screen.getByText("Victory!")).toBeInTheDocument();
    expect(screen.getByText("Congratulations! You won!")).toBeInTheDocument();
    expect(within(messageBox()).getByText("Rex wins the battle!")).toBeInTheDocument();
    const summary = screen.getByRole("region", { name: "Battle summary" });
    expect(summary).toHaveTextContent(/Rating[+-]\d+ ELO/);
    expect(summary).toHaveTextContent(/Experience\+\d+ XP for Rex/);
    expect(summary).toHaveTextContent("Stake0.1 ETH staked");
    expect(summary).toHaveTextContent("Achievementsnone unlocked this time");
    expect(within(summary).getByRole("button", { name: "Rematch" })).toBeInTheDocument();
    expect(within(summary).getByRole("link", { name: "Watch the replay" })).toHaveAttribute(
      "href",
      expect.stringMatching(/^\/battle\?tab=live&battle=/),
    );
    await user.click(screen.getByRole("button", { name: "Return to Arena" }));
    expect(screen.getByRole("radio", { name: /Quick Match/ })).toBeInTheDocument();
  });

  it("keeps the queue while the player looks elsewhere, and shows the battle found meanwhile", async () => {
    const { user, live } = await openArena();
    live.send({ type: "queue_joined", message: "In the quick queue" });
    expect(await screen.findByText("Searching for Opponent")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Elsewhere" }));
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(screen.getByText("Searching for Opponent")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Elsewhere" }));
    const arrived = new Promise<void>((resolve) => liveClient.subscribe("battle_found", () => resolve()));
    live.send({ type: "battle_found", battle: liveBattle({ phase: "countdown", current_turn: 0 }) });
    await arrived;
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(await screen.findByText("Battle Found!")).toBeInTheDocument();
    expect(screen.getByText("Rex", { selector: ".arena-versus strong" })).toBeInTheDocument();
  });

  it("comes back to a running battle on rejoined_battle and shows the loss when it ends", async () => {
    const { live } = await openArena();
    live.send({ type: "rejoined_battle", battle: liveBattle({ current_turn: 4 }) });
    expect(await screen.findByRole("group", { name: "Your tactic for turn 4" })).toBeInTheDocument();
    live.send({
      type: "battle_ended",
      battle: liveBattle({ phase: "finished", status: "completed", winner_id: "user-2", winner_ant_id: "ant-9" }),
      winner: "Brute",
    });
    expect(await screen.findByText("Good fight! Better luck next time!")).toBeInTheDocument();
    expect(screen.getByText("Defeat!")).toBeInTheDocument();
  });

  it("shows a friend's battle read only to a spectator, who can stop watching", async () => {
    const { user, live } = await openArena();
    const [mine, theirs] = seats(liveBattle());
    const friendsBattle = liveBattle({
      spectators: 1,
      participants: [{ ...mine, user_id: "user-3", ant_name: "Pal" }, theirs],
    });
    live.send({ type: "rejoined_battle", battle: friendsBattle });
    expect(await screen.findByText("You are watching this battle.")).toBeInTheDocument();
    expect(screen.getByText("1 watching")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Guard/ })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Stop Watching" }));
    await waitFor(() => expect(lastSent(live)).toEqual({ type: "stop_spectating" }));
    expect(screen.getByRole("radio", { name: /Quick Match/ })).toBeInTheDocument();
  });

  it("puts server errors in the message box, showing the last 5 of them", async () => {
    const { live } = await openArena();
    for (let n = 1; n <= 7; n++) live.send({ type: "error", message: `Problem ${n}` });
    await waitFor(() => expect(within(messageBox()).getByText("Problem 7")).toBeInTheDocument());
    const shown = within(messageBox()).getAllByRole("listitem");
    expect(shown.map((item) => item.textContent)).toEqual([
      "Problem 3",
      "Problem 4",
      "Problem 5",
      "Problem 6",
      "Problem 7",
    ]);
    expect(shown.every((item) => item.dataset.kind === "error")).toBe(true);
  });

  it("dims an ant that is not ready, says why and when in text with the fix, and offers no Find Match for it", async () => {
    const tired = { ...antWith({}, 15, "ant-2", "Sleepy"), energy: 20 };
    const { user } = await openArena([tired, antWith()]);
    const sleepy = await screen.findByRole("radio", { name: /Sleepy/ });
    expect(sleepy).toBeDisabled();
    const card = sleepy.closest(".arena-fighter") as HTMLElement;
    expect(card).toHaveClass("is-not-ready");
    expect(sleepy.closest("label")).toHaveTextContent("Not Ready");
    expect(card).toHaveTextContent(
      /Energy too low \(need 30%\+\) — (ready right after a round of care|ready in about)/,
    );
    const rests: string[] = [];
    server.use(
      http.post("*/api/users/:userId/ants/:antId/rest", ({ params }) => {
        rests.push(String(params.antId));
        return HttpResponse.json({ detail: "Energy is already full" }, { status: 409 });
      }),
    );
    await user.click(within(card).getByRole("button", { name: /Care now: rest · free/ }));
    expect(await within(card).findByRole("alert")).toHaveTextContent("Energy is already full");
    expect(within(card).getByRole("status")).toHaveTextContent("");
    expect(rests).toEqual(["ant-2"]);
    server.use(http.post("*/api/users/:userId/ants/:antId/rest", () => HttpResponse.json({})));
    await user.click(within(card).getByRole("button", { name: /Care now: rest · free/ }));
    expect(await within(card).findByRole("status")).toHaveTextContent("Cared for Sleepy: rest.");
    expect(screen.getByRole("radio", { name: /Rex/ }).closest("label")).toHaveTextContent("Ready");
    await user.click(screen.getByRole("radio", { name: /Rex/ }));
    expect(screen.getByRole("button", { name: "Find Match" })).toBeInTheDocument();
  });

  it("asks for an ant first when the colony is empty, and for an account when signed out", async () => {
    await openArena([]);
    expect(await screen.findByText("You need to create an ant first!")).toBeInTheDocument();
  });
});

describe("Ant Arena signed out", () => {
  it("asks the visitor to create an account", () => {
    renderWithApp(<AntArena />, { user: null });
    expect(screen.getByText("Please create an account to access the Ant Arena.")).toBeInTheDocument();
  });
});
