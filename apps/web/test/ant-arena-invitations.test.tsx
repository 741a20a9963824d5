// Friendly challenges and battle invitations in the Ant Arena: the spec's calls, texts, badge and live refresh.
import type { Ant } from "@antbrawl/protocol/ants";
import type { Friend } from "@antbrawl/protocol/social";
import { screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import type { BattleInvitation } from "../src/features/ant-arena/api/invitations-api";
import { AntArena } from "../src/features/ant-arena/public";
import { liveClient } from "../src/lib/live/live-client";
import { useLiveConnection } from "../src/lib/live/use-live";
import { liveServer } from "./support/arena";
import { antWith } from "./support/fixtures";
import { renderWithApp } from "./support/render";
import { server } from "./support/server";

function Arena() {
  useLiveConnection();
  return <AntArena />;
}

const buddy: Friend = { id: "user-2", username: "buddy", is_online: true, wins: 3, losses: 1, rank: "Novice" };
const away: Friend = { id: "user-3", username: "away", is_online: false, wins: 0, losses: 0, rank: "Novice" };
const invitation: BattleInvitation = {
  invitation_id: "inv-1",
  inviter_username: "buddy",
  inviter_ant_name: "Brute",
  match_type: "friendly",
  expires_at: "2026-11-24T10:05:00.000Z",
};

interface Setup {
  ants?: Ant[];
  friends?: Friend[];
  invitations?: BattleInvitation[];
}

function social({ ants = [antWith(), antWith({}, 15, "ant-2", "Zed")], friends = [], invitations = [] }: Setup) {
  const calls: { url: string; body: unknown }[] = [];
  const pending = [...invitations];
  server.use(
    http.get("*/api/users/:userId/ants", () => HttpResponse.json(ants)),
    http.get("*/api/users/:userId/friends", () => HttpResponse.json({ friends })),
    http.get("*/api/users/:userId/friends/requests", () => HttpResponse.json({ friend_requests: [] })),
    http.get("*/api/users/:userId/battle-invitations", () => HttpResponse.json({ battle_invitations: pending })),
    http.get("*/api/arena/live", () => HttpResponse.json({ battles: [] })),
    http.get("*/api/arena/challenges", () => HttpResponse.json({ challenges: [] })),
    http.post("*/api/users/:userId/battle-invitations/:invitationId/respond", async ({ request }) => {
      calls.push({ url: new URL(request.url).pathname, body: await request.json() });
      pending.splice(0);
      return HttpResponse.json({ success: true, message: "Battle accepted! Get ready..." });
    }),
  );
  return { calls, pending };
}

async function openArena(setup: Setup = {}) {
  const api = social(setup);
  const live = liveServer();
  const view = renderWithApp(<Arena />);
  await waitFor(() => expect(liveClient.status.state).toBe("open"), { timeout: 15_000 });
  return { ...view, ...api, live };
}

const messageBox = () => screen.getByRole("log", { name: "Arena message log" });

afterEach(() => liveClient.close());

describe("Friendly Match", () => {
  it("asks for friends when there are none", async () => {
    const { user } = await openArena();
    await user.click(screen.getByRole("radio", { name: /Friendly Match/ }));
    expect(await screen.findByText("Add friends to challenge them to battles!")).toBeInTheDocument();
  });

  it("sends the spec's challenge for the selected ant, and shows the server's answer or the fixed text", async () => {
    const bodies: unknown[] = [];
    let answer = () => HttpResponse.json({ success: true, message: "Battle invitation sent to buddy" });
    const { user } = await openArena({ friends: [buddy] });
    server.use(
      http.post("*/api/users/:userId/battle-invitations", async ({ request, params }) => {
        bodies.push({ userId: params.userId, ...((await request.json()) as object) });
        return answer();
      }),
    );
    await user.click(screen.getByRole("radio", { name: /Friendly Match/ }));
    const challenge = await screen.findByRole("button", { name: "Challenge buddy" });
    expect(challenge).toBeDisabled();
    expect(screen.getByText("Please select an ant first")).toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: /Zed/ }));
    await user.click(challenge);
    expect(await within(messageBox()).findByText("Battle invitation sent to buddy")).toBeInTheDocument();
    expect(bodies).toEqual([
      { userId: "user-1", friend_username: "buddy", ant_id: "ant-2", match_type: "friendly", stake_amount: 0 },
    ]);

    answer = () => new HttpResponse(null, { status: 500 });
    await user.click(challenge);
    const failed = await within(messageBox()).findByText("Failed to send battle invitation");
    expect(failed).toHaveAttribute("data-kind", "error");
    answer = () => HttpResponse.json({ detail: "buddy is already in a battle" }, { status: 409 });
    await user.click(challenge);
    expect(await within(messageBox()).findByText("buddy is already in a battle")).toBeInTheDocument();
  });

  it("offers Challenge in the Friends panel on offline friends too, as the Friendly Match list does", async () => {
    const { user } = await openArena({ friends: [buddy, away] });
    await user.click(screen.getByRole("button", { name: /^Friends \(2\)/ }));
    const panel = screen.getByRole("complementary", { name: "Friends panel" });
    const friends = await within(panel).findByRole("list", { name: "Friends" });
    expect(within(friends).getByRole("button", { name: "Challenge buddy" })).toBeDisabled();
    expect(within(friends).getByRole("button", { name: "Challenge away" })).toBeDisabled();
    await user.click(screen.getByRole("radio", { name: /Rex/ }));
    expect(within(friends).getByRole("button", { name: "Challenge buddy" })).toBeEnabled();
    expect(within(friends).getByRole("button", { name: "Challenge away" })).toBeEnabled();
  });
});

describe("Watching a friend", () => {
  it("offers Watch on a friend in a live battle and asks the server to spectate it", async () => {
    const fighting: Friend = { ...buddy, live_battle_id: "battle-9" };
    const { user, live } = await openArena({ friends: [fighting, away] });
    await user.click(screen.getByRole("button", { name: /^Friends \(2\)/ }));
    const panel = screen.getByRole("complementary", { name: "Friends panel" });
    const friends = await within(panel).findByRole("list", { name: "Friends" });
    expect(within(friends).queryByRole("button", { name: "Challenge buddy" })).toBeNull();
    await user.click(within(friends).getByRole("button", { name: "Watch buddy's battle" }));
    await waitFor(() => expect(live.sent).toContainEqual({ type: "spectate_battle", battle_id: "battle-9" }));
  });
});

describe("Friends panel in the arena", () => {
  it("shows a failed social call in place and as an error in the arena's message box", async () => {
    const { user } = await openArena();
    server.use(
      http.get("*/api/users/:userId/search", () =>
        HttpResponse.json({
          users: [{ id: "user-5", username: "shy", friendship_status: "none", is_friend_requester: false }],
        }),
      ),
      http.post("*/api/users/:userId/friends/request", () =>
        HttpResponse.json({ detail: "This player is not accepting friend requests" }, { status: 403 }),
      ),
    );
    await user.click(screen.getByRole("button", { name: /^Friends/ }));
    const panel = screen.getByRole("complementary", { name: "Friends panel" });
    await user.type(within(panel).getByLabelText("Find players"), "sh");
    await user.click(within(panel).getByRole("button", { name: "Search" }));
    await user.click(await within(panel).findByRole("button", { name: "Add Friend" }));
    const text = "This player is not accepting friend requests";
    expect(await within(messageBox()).findByText(text)).toHaveAttribute("data-kind", "error");
    expect(within(panel).getByText(text)).toBeInTheDocument();
  });
});

describe("battle invitations", () => {
  it("shows a badge, lists the invitation and accepts it with the ant picked, going to the countdown", async () => {
    const { user, calls } = await openArena({ invitations: [invitation] });
    expect(await screen.findByRole("status", { name: "1 pending battle invitations" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: /^Invites/ }));
    const list = await screen.findByRole("list", { name: "Battle invitations" });
    const row = within(list).getByRole("listitem");
    expect(row).toHaveTextContent("buddy");
    expect(row).toHaveTextContent("friendly");
    expect(row).toHaveTextContent("with Brute");
    await user.click(within(row).getByRole("button", { name: "Accept Battle" }));
    const picker = within(row).getByRole("group", { name: "Which ant fights buddy?" });
    expect(within(picker).getByRole("radio", { name: /Rex/ })).toBeChecked();
    await user.click(within(picker).getByRole("button", { name: "Fight with Rex" }));
    expect(await screen.findByText("Battle Found!")).toBeInTheDocument();
    expect(calls).toEqual([
      {
        url: "/api/users/user-1/battle-invitations/inv-1/respond",
        body: { invitation_id: "inv-1", ant_id: "ant-1", accept: true },
      },
    ]);
    expect(within(messageBox()).getByText("Battle accepted! Get ready...")).toBeInTheDocument();
  });

  it("lists ready ants first and greys the others with their reason; accepts only with a ready ant", async () => {
    const hurt = { ...antWith({}, 15, "ant-1", "Rex"), current_health: 20 };
    const { user, calls } = await openArena({
      ants: [hurt, antWith({}, 15, "ant-2", "Zed")],
      invitations: [invitation],
    });
    await user.click(screen.getByRole("button", { name: /^Invites/ }));
    const list = await screen.findByRole("list", { name: "Battle invitations" });
    await user.click(within(list).getByRole("button", { name: "Accept Battle" }));
    const picker = within(list).getByRole("group", { name: "Which ant fights buddy?" });
    const radios = within(picker).getAllByRole("radio");
    expect(radios.map((radio) => radio.getAttribute("value"))).toEqual(["ant-2", "ant-1"]);
    expect(radios[1]).toBeDisabled();
    expect(picker).toHaveTextContent("Health too low (need 50%+)");
    expect(within(picker).getByRole("button", { name: /Care now/ })).toBeInTheDocument();
    await user.click(within(picker).getByRole("button", { name: "Fight with Zed" }));
    await waitFor(() =>
      expect(calls.map((c) => c.body)).toEqual([{ invitation_id: "inv-1", ant_id: "ant-2", accept: true }]),
    );
  });

  it("declines without an ant and stays in the menu", async () => {
    const { user, calls } = await openArena({ invitations: [invitation] });
    await user.click(await screen.findByRole("button", { name: /^Friends/ }));
    await user.click(await screen.findByRole("button", { name: "Decline" }));
    await waitFor(() =>
      expect(calls.map((c) => c.body)).toEqual([{ invitation_id: "inv-1", ant_id: null, accept: false }]),
    );
    expect(await screen.findByText("No battle invitations")).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: /Quick Match/ })).toBeInTheDocument();
  });

  it("refreshes the invitations on battle_invitation_received and says who challenged", async () => {
    const { live, pending } = await openArena();
    await screen.findByRole("radio", { name: /Rex/ });
    expect(screen.queryByRole("status", { name: /pending battle invitations/ })).toBeNull();
    pending.push(invitation);
    live.send({ type: "battle_invitation_received", inviter_username: "buddy" });
    expect(await within(messageBox()).findByText("buddy challenged you to a battle!")).toHaveAttribute(
      "data-kind",
      "invitation",
    );
    expect(await screen.findByRole("status", { name: "1 pending battle invitations" })).toBeInTheDocument();
    live.send({ type: "battle_invitation_accepted", accepter_username: "buddy" });
    expect(await within(messageBox()).findByText("buddy accepted your battle invitation!")).toBeInTheDocument();
  });
});
