// The notice for an item won in battle: the item's name, the way to the Laboratory, and dismissing it.
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ItemWonNotice } from "../src/app/layout/ItemWonNotice";
import { liveClient } from "../src/lib/live/live-client";
import { useLiveConnection } from "../src/lib/live/use-live";
import { liveServer } from "./support/arena";
import { renderWithApp } from "./support/render";

function Shell() {
  useLiveConnection();
  return <ItemWonNotice />;
}

afterEach(() => liveClient.close());

describe("ItemWonNotice", () => {
  it("names the item a battle gave and links to the Laboratory's Equipment; Dismiss closes it", async () => {
    const live = liveServer();
    const { user } = renderWithApp(<Shell />);
    await waitFor(() => expect(liveClient.status.state).toBe("open"), { timeout: 15_000 });
    expect(screen.queryByRole("status")).not.toBeInTheDocument();

    live.send({ type: "item_won", battle_id: "b-1", equipment_id: "leaf_shield", name: "Leaf Shield" });
    const card = await screen.findByRole("status");
    expect(card).toHaveTextContent("You won Leaf Shield in battle!");
    expect(within(card).getByRole("link", { name: "Equip it in the Laboratory" })).toHaveAttribute(
      "href",
      "/ant-lab?tab=equipment",
    );
    await user.click(within(card).getByRole("button", { name: "Dismiss" }));
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });
});
