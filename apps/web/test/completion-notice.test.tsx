// The 'Training completion' notice: what ended, the way back to it, and dismissing it.
import { screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { CompletionNotice } from "../src/app/layout/CompletionNotice";
import { liveClient } from "../src/lib/live/live-client";
import { useLiveConnection } from "../src/lib/live/use-live";
import { liveServer } from "./support/arena";
import { renderWithApp } from "./support/render";
import { server } from "./support/server";

function Shell() {
  useLiveConnection();
  return <CompletionNotice />;
}

afterEach(() => liveClient.close());

describe("CompletionNotice", () => {
  it("says what ended and links back to it; Dismiss closes it", async () => {
    const live = liveServer();
    const { user } = renderWithApp(<Shell />);
    await waitFor(() => expect(liveClient.status.state).toBe("open"), { timeout: 15_000 });
    expect(screen.queryByRole("status")).not.toBeInTheDocument();

    live.send({
      type: "training_completed",
      kind: "breeding",
      ref_id: "b-1",
      text: "The eggs of Rex and Ivy are ready to hatch",
    });
    const card = await screen.findByRole("status");
    expect(card).toHaveTextContent("The eggs of Rex and Ivy are ready to hatch.");
    expect(within(card).getByRole("link", { name: "Hatch the eggs" })).toHaveAttribute("href", "/ant-lab?tab=breeding");
    live.send({ type: "training_completed", kind: "training", ref_id: "ant-1", text: "Rex finished training" });
    expect(await screen.findByText(/Rex finished training/)).toBeInTheDocument();
    await user.click(within(screen.getByRole("status")).getByRole("button", { name: "Dismiss" }));
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("closing the card marks the bell's notice of the same ending read, and no other", async () => {
    const marked: unknown[] = [];
    server.use(
      http.post("*/api/users/:userId/notifications/read", async ({ request }) => {
        marked.push(await request.json());
        return HttpResponse.json({ unread_count: 1 });
      }),
    );
    const live = liveServer();
    const { user } = renderWithApp(<Shell />);
    await waitFor(() => expect(liveClient.status.state).toBe("open"), { timeout: 15_000 });
    const notice = (id: string, kind: "friend_request" | "training_finished") => ({
      type: "notification" as const,
      unread_count: 2,
      notification: { id, kind, title: "t", body: "b", link: "/", invitation_id: null, created_at: "", read: false },
    });
    live.send(notice("n-friend", "friend_request"));
    live.send(notice("n-train", "training_finished"));
    live.send({ type: "training_completed", kind: "training", ref_id: "ant-1", text: "Rex finished training" });
    const card = await screen.findByRole("status");
    await user.click(within(card).getByRole("link", { name: "Train again" }));
    await waitFor(() => expect(marked).toEqual([{ ids: ["n-train"] }]));
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });
});
