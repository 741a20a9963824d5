// The dashboard holds the colony until the battle history answers, so the first-fight card never pushes it down.
import { screen } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { ColonyHome } from "../src/features/dashboard/components/ColonyHome";
import { antWith, battleBetween } from "./support/fixtures";
import { renderWithApp } from "./support/render";
import { server } from "./support/server";

const chat = http.get("*/api/users/:userId/ants/:antId/chat", () => HttpResponse.json({ messages: [] }));
const noGuide = http.get("*/api/users/:userId/guide", () =>
  HttpResponse.json({ show: false, skipped: true, steps: [] }),
);

function historyHeldUntilReleased(battles: unknown[]) {
  let release = () => {};
  const answered = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    chat,
    noGuide,
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

  it("after the first fight, holds the colony until the first-hour guide answers, then shows the guide above it", async () => {
    const release = historyHeldUntilReleased([battleBetween(50, 0)]);
    let answer = () => {};
    const guideAnswered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const steps = ["care", "readiness", "arena", "lab", "training", "tournaments"].map((id) => ({ id, done: false }));
    server.use(
      http.get("*/api/users/:userId/guide", async () => {
        await guideAnswered;
        return HttpResponse.json({ show: true, skipped: false, steps });
      }),
    );
    renderWithApp(<ColonyHome onAchievements={() => {}} />);
    release();
    expect(await screen.findByText("Loading your ants…")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Rex" })).not.toBeInTheDocument();
    answer();
    const guide = await screen.findByRole("heading", { name: "Your first hour" });
    const summary = screen.getByRole("heading", { name: "Rex" });
    expect(guide.compareDocumentPosition(summary) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("shows the colony when the battle history fails", async () => {
    server.use(
      chat,
      noGuide,
      http.get("*/api/users/:userId/ants", () => HttpResponse.json([antWith()])),
      http.get("*/api/users/:userId/battles", () => HttpResponse.json({ detail: "down" }, { status: 503 })),
    );
    renderWithApp(<ColonyHome onAchievements={() => {}} />);
    expect(await screen.findByRole("heading", { name: "Rex" })).toBeInTheDocument();
  });
});
