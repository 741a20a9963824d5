// Open challenges in the Ant Arena (W34–W37): the empty state, the rows, Take challenge with the selected ready ant,
// the refetch on `challenges_changed`, a refusal in place, and the taker landing in the battle's countdown.
import type { OpenChallenge } from "@antbrawl/protocol/challenges";
import { screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { waitedText } from "../src/features/ant-arena/components/OpenChallenges";
import { AntArena } from "../src/features/ant-arena/public";
import { liveClient } from "../src/lib/live/live-client";
import { useLiveConnection } from "../src/lib/live/use-live";
import { liveBattle, liveServer } from "./support/arena";
import { antWith } from "./support/fixtures";
import { renderWithApp } from "./support/render";
import { server } from "./support/server";

function Arena() {
  useLiveConnection();
  return <AntArena />;
}

const goliath: OpenChallenge = {
  ticket_id: "7f1c2a52-5b38-4d5e-9a43-0c6a9e4f1b21",
  ant_name: "Goliath",
  ant_level: 4,
  rating: 1240,
  username: "mira",
  waited_seconds: 83,
};

async function openArena(
  lists: OpenChallenge[][],
  take: () => Response = () => HttpResponse.json({ battle_id: "b-1" }, { status: 201 }),
) {
  const taken: { path: string; body: unknown }[] = [];
  let fetches = 0;
  server.use(
    http.get("*/api/users/:userId/ants", () =>
      HttpResponse.json([antWith(), { ...antWith({}, 15, "ant-2", "Weakling"), current_health: 20 }]),
    ),
    http.get("*/api/users/:userId/friends", () => HttpResponse.json({ friends: [] })),
    http.get("*/api/users/:userId/friends/requests", () => HttpResponse.json({ friend_requests: [] })),
    http.get("*/api/users/:userId/battle-invitations", () => HttpResponse.json({ battle_invitations: [] })),
    http.get("*/api/arena/live", () => HttpResponse.json({ battles: [] })),
    http.get("*/api/arena/challenges", () => {
      const challenges = lists[Math.min(fetches, lists.length - 1)] ?? [];
      fetches += 1;
      return HttpResponse.json({ challenges });
    }),
    http.post("*/api/arena/challenges/:ticketId/take", async ({ request, params }) => {
      taken.push({ path: String(params.ticketId), body: await request.json() });
      return take();
    }),
  );
  const live = liveServer();
  const view = renderWithApp(<Arena />);
  await waitFor(() => expect(liveClient.status.state).toBe("open"), { timeout: 15_000 });
  const section = await screen.findByRole("region", { name: "Open challenges" });
  return { ...view, live, taken, section, fetches: () => fetches };
}

afterEach(() => liveClient.close());

describe("Open challenges", () => {
  it("says so when no one is waiting, and refetches when the server says the list changed", async () => {
    const { live, section } = await openArena([[], [goliath]]);
    expect(
      await within(section).findByText(
        "No open challenges right now. Press Find Match and other players will see yours here.",
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(live.sent).toContainEqual({ type: "watch_challenges" }));
    live.send({ type: "challenges_changed" });
    expect(await within(section).findByText("Goliath")).toBeInTheDocument();
    expect(within(section).getByText("Level 4 · Rating 1240")).toBeInTheDocument();
    expect(within(section).getByText("mira")).toBeInTheDocument();
    expect(within(section).getByText("Waiting 1 min 23 s")).toBeInTheDocument();
  });

  it("takes a challenge with the selected ready ant and lands in the battle's countdown", async () => {
    const { user, live, taken, section } = await openArena([[goliath]]);
    const button = await within(section).findByRole("button", { name: "Take challenge: Goliath of mira" });
    expect(button).toBeDisabled();
    expect(within(section).getByText("Select a ready ant to take a challenge.")).toBeInTheDocument();
    await user.click(await screen.findByRole("radio", { name: /Weakling/ }));
    expect(button).toBeDisabled();
    await user.click(screen.getByRole("radio", { name: /Rex/ }));
    expect(within(section).getByText("Take a challenge to fight with Rex now.")).toBeInTheDocument();
    await user.click(button);
    await waitFor(() => expect(taken).toEqual([{ path: goliath.ticket_id, body: { ant_id: "ant-1" } }]));

    live.send({
      type: "battle_found",
      battle: liveBattle({ id: "b-1", phase: "countdown", current_turn: 0, battle_type: "quick_match" }),
    });
    expect(await screen.findByText("Battle Found!")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Open challenges" })).toBeNull();
    await waitFor(() => expect(live.sent).toContainEqual({ type: "unwatch_challenges" }));
  });

  it("shows the server's refusal under the list and fetches the list again", async () => {
    const { user, section, fetches } = await openArena([[goliath], []], () =>
      HttpResponse.json({ detail: "This challenge is no longer open" }, { status: 404 }),
    );
    await user.click(await screen.findByRole("radio", { name: /Rex/ }));
    await user.click(await within(section).findByRole("button", { name: "Take challenge: Goliath of mira" }));
    expect(await within(section).findByRole("alert")).toHaveTextContent("This challenge is no longer open");
    await waitFor(() => expect(fetches()).toBeGreaterThanOrEqual(2));
    expect(await within(section).findByText(/No open challenges right now/)).toBeInTheDocument();
    expect(screen.queryByText("Battle Found!")).toBeNull();
  });

  it("words waiting times in seconds and minutes", () => {
    expect([45, 60, 200].map(waitedText)).toEqual(["45 s", "1 min", "3 min 20 s"]);
  });
});
