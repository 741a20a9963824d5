// The Friends & Social tab and preferences: statuses by who asked, the remove confirm, the server's or fixed texts.
import { DEFAULT_PREFERENCES, type Friend, type UserSearchResult } from "@antbrawl/protocol/social";
import { screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it, vi } from "vitest";
import { FriendsSocialTab, PreferencesForm } from "../src/features/friends/public";
import { renderWithApp } from "./support/render";
import { server } from "./support/server";

const friend: Friend = { id: "user-2", username: "buddy", is_online: true, wins: 7, losses: 3, rank: "Expert" };

function social(options: { friends?: Friend[]; users?: UserSearchResult[] } = {}) {
  const searches: string[] = [];
  server.use(
    http.get("*/api/users/:userId/friends", () => HttpResponse.json({ friends: options.friends ?? [] })),
    http.get("*/api/users/:userId/friends/requests", () =>
      HttpResponse.json({
        friend_requests: [{ friendship_id: "f-9", requester_username: "asker", created_at: "2026-11-20T10:00:00Z" }],
      }),
    ),
    http.get("*/api/users/:userId/search", ({ request }) => {
      searches.push(new URL(request.url).searchParams.get("q") ?? "");
      return HttpResponse.json({ users: options.users ?? [] });
    }),
  );
  return searches;
}

describe("Friends & Social tab", () => {
  it("shows search results with a short id and Add Friend, Request Sent, Pending Request or Friends", async () => {
    const searches = social({
      users: [
        { id: "aaaaaaaa-1111", username: "ann", friendship_status: "none", is_friend_requester: false },
        { id: "bbbbbbbb-2222", username: "ben", friendship_status: "pending", is_friend_requester: true },
        { id: "cccccccc-3333", username: "cid", friendship_status: "pending", is_friend_requester: false },
        { id: "dddddddd-4444", username: "dee", friendship_status: "accepted", is_friend_requester: false },
      ],
    });
    const { user } = renderWithApp(<FriendsSocialTab />);
    expect(await screen.findByText("No friends yet")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Find players"), "   ");
    await user.click(screen.getByRole("button", { name: "Search" }));
    expect(screen.queryByRole("list", { name: "Search results" })).toBeNull();
    await user.clear(screen.getByLabelText("Find players"));
    await user.type(screen.getByLabelText("Find players"), "a");
    await user.click(screen.getByRole("button", { name: "Search" }));
    const results = await screen.findByRole("list", { name: "Search results" });
    const rows = within(results).getAllByRole("listitem");
    expect(rows.map((row) => row.textContent)).toEqual([
      "ann#aaaaaaaaAdd Friend",
      "ben#bbbbbbbbRequest Sent",
      "cid#ccccccccPending Request",
      "dee#ddddddddFriends",
    ]);
    expect(searches).toEqual(["a"]);
  });

  it("shows the server's detail when a request fails, and the fixed text when there is none", async () => {
    social({ users: [{ id: "u-5", username: "shy", friendship_status: "none", is_friend_requester: false }] });
    let answer = () => HttpResponse.json({ detail: "This player is not accepting friend requests" }, { status: 403 });
    server.use(http.post("*/api/users/:userId/friends/request", () => answer()));
    const onNotice = vi.fn();
    const { user } = renderWithApp(<FriendsSocialTab onNotice={onNotice} />);
    await user.type(screen.getByLabelText("Find players"), "sh");
    await user.click(screen.getByRole("button", { name: "Search" }));
    await user.click(await screen.findByRole("button", { name: "Add Friend" }));
    await waitFor(() =>
      expect(onNotice).toHaveBeenCalledWith({ kind: "error", text: "This player is not accepting friend requests" }),
    );
    answer = () => new HttpResponse(null, { status: 500 });
    await user.click(screen.getByRole("button", { name: "Add Friend" }));
    await waitFor(() =>
      expect(onNotice).toHaveBeenCalledWith({ kind: "error", text: "Failed to send friend request" }),
    );
  });

  it("lists friends with W/L and rank; Remove asks first and then calls", async () => {
    social({ friends: [friend] });
    const removed: string[] = [];
    server.use(
      http.delete("*/api/users/:userId/friends/:friendId", ({ params }) => {
        removed.push(String(params.friendId));
        return HttpResponse.json({ success: true, message: "Friend removed" });
      }),
    );
    const { user } = renderWithApp(<FriendsSocialTab />);
    const row = within(await screen.findByRole("list", { name: "Friends" })).getByRole("listitem");
    expect(row).toHaveTextContent("buddyOnline7W / 3LExpert");
    expect(within(row).getByRole("link", { name: "Challenge" })).toHaveAttribute("href", "/battle");
    await user.click(within(row).getByRole("button", { name: "Remove" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove friend" });
    expect(dialog).toHaveTextContent("Are you sure you want to remove this friend?");
    expect(removed).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(removed).toEqual(["user-2"]));
    expect(await screen.findByText("Friend removed")).toBeInTheDocument();
  });

  it("shows the pending request's date with Accept and Decline", async () => {
    social();
    renderWithApp(<FriendsSocialTab />);
    const list = await screen.findByRole("list", { name: "Friend requests" });
    expect(within(list).getByRole("listitem")).toHaveTextContent("asker");
    expect(within(list).getByRole("button", { name: "Accept" })).toBeEnabled();
    expect(within(list).getByRole("button", { name: "Decline" })).toBeEnabled();
  });
});

describe("PreferencesForm", () => {
  it("shows the saved preferences and saves a change as it is made", async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get("*/api/users/:userId/preferences", () => HttpResponse.json(DEFAULT_PREFERENCES)),
      http.put("*/api/users/:userId/preferences", async ({ request }) => {
        const body = (await request.json()) as { privacy: Record<string, boolean> };
        bodies.push(body);
        return HttpResponse.json({
          ...DEFAULT_PREFERENCES,
          privacy: { ...DEFAULT_PREFERENCES.privacy, ...body.privacy },
        });
      }),
    );
    const { user } = renderWithApp(<PreferencesForm />);
    const online = await screen.findByRole("checkbox", { name: /Show online status/ });
    await waitFor(() => expect(online).toBeChecked());
    expect(screen.getByRole("checkbox", { name: /Public battle history/ })).not.toBeChecked();
    expect(screen.getByRole("checkbox", { name: /Friend requests/ })).toBeChecked();
    await user.click(online);
    await waitFor(() => expect(bodies).toEqual([{ privacy: { show_online_status: false } }]));
    expect(online).not.toBeChecked();
    expect(await screen.findByText("Preferences saved")).toBeInTheDocument();
  });
});
