// The dashboard holds the colony until the battle history answers, so the first-fight card never pushes it down.
import { screen } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { ColonyHome } from "../src/features/dashboard/components/ColonyHome";
import { antWith, battleBetween } from "./support/fixtures";
import { renderWithApp } from "./support/render";
import { server } from "./support/server";

const chat = http.get("*/api/users/:userId/ants/:antId/chat", () => HttpResponse.json({ messages: [] }));

function historyHeldUntilReleased(battles: unknown[]) {
  let release = () => {};
  const answered = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    chat,
    http.get("*/api/users/:userId/ants", () => HttpResponse.json([antWith(), antWith({}, 15, "ant-2", "Zed")])),
    http.get("*/api/users/:userId/battles", async () => {
      await answered;
      return HttpResponse.json({ battles, total: battles.length, wins: 0, next_cursor: null });
    }),
  );
  return release;
}

describe("dashboard first-fight card", () => {
  it("shows the colony only with the card above it, in one step, once the empty history answers", async () => {
    const release = historyHeldUntilReleased([]);
    renderWithApp(<ColonyHome onAchievements={() => {}} />);
    expect(await screen.findByText("Loading your ants…")).toBeInTheDocument();
    expect(await screen.findByText(/Your colony has 2 ants/)).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Rex" })).not.toBeInTheDocument();

    release();
    const card = await screen.findByRole("heading", { name: "Ready for your first fight?" });
    const summary = screen.getByRole("heading", { name: "Rex" });
    expect(card.compareDocumentPosition(summary) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByText("Loading your ants…")).not.toBeInTheDocument();
  });

  it("shows the colony without the card for a player who has fought", async () => {
    const release = historyHeldUntilReleased([battleBetween(50, 0)]);
    renderWithApp(<ColonyHome onAchievements={() => {}} />);
    release();
    expect(await screen.findByRole("heading", { name: "Rex" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Ready for your first fight?" })).not.toBeInTheDocument();
  });

  it("shows the colony when the battle history fails", async () => {
    server.use(
      chat,
      http.get("*/api/users/:userId/ants", () => HttpResponse.json([antWith()])),
      http.get("*/api/users/:userId/battles", () => HttpResponse.json({ detail: "down" }, { status: 503 })),
    );
    renderWithApp(<ColonyHome onAchievements={() => {}} />);
    expect(await screen.findByRole("heading", { name: "Rex" })).toBeInTheDocument();
  });
});
