// The first-hour guide on the dashboard: its steps with what is done, 'Show me' marks a visit, the skip hides it.
import { screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { GuideCard } from "../src/features/guide/public";
import { player } from "./support/fixtures";
import { renderWithApp } from "./support/render";
import { server } from "./support/server";

const IDS = ["care", "readiness", "arena", "lab", "training", "tournaments"] as const;
const guide = (done: readonly string[], extra: { show?: boolean; skipped?: boolean } = {}) => ({
  show: true,
  skipped: false,
  ...extra,
  steps: IDS.map((id) => ({ id, done: done.includes(id) })),
});

describe("the first-hour guide", () => {
  it("lists the six steps, marks the done ones, and 'Show me' on a screen step records the visit", async () => {
    const visits: unknown[] = [];
    server.use(
      http.get("*/api/users/:userId/guide", () => HttpResponse.json(guide(["care"]))),
      http.post("*/api/users/:userId/guide/visits", async ({ request }) => {
        visits.push(await request.json());
        return HttpResponse.json(guide(["care", "lab"]));
      }),
    );
    const { user } = renderWithApp(<GuideCard userId={player.id} />);
    const card = await screen.findByRole("region", { name: "Your first hour" });
    expect(within(card).getByText("1 of 6 done — each step shows you a part of the game.")).toBeVisible();
    const steps = within(card).getAllByRole("listitem");
    expect(steps).toHaveLength(6);
    expect(steps[0]).toHaveTextContent("Care gets a hurt ant ready (done)");
    expect(steps[1]).toHaveTextContent(/Not Ready says why and when.*writes why under its name/);
    expect(steps[1]).toHaveAttribute("aria-current", "step");
    expect(steps[2]).toHaveTextContent(/^3Fight other players liveShow me$/);
    expect(within(card).getByRole("link", { name: "Show me: The Ant Lab" })).toHaveAttribute("href", "/ant-lab");
    await user.click(within(card).getByRole("link", { name: "Show me: The Ant Lab" }));
    await waitFor(() => expect(visits).toEqual([{ step: "lab" }]));
    expect(await within(card).findByText("2 of 6 done — each step shows you a part of the game.")).toBeVisible();
  });

  it("a step done by doing it records no visit; the skip hides the guide", async () => {
    let visits = 0;
    server.use(
      http.get("*/api/users/:userId/guide", () => HttpResponse.json(guide([]))),
      http.post("*/api/users/:userId/guide/visits", () => {
        visits += 1;
        return HttpResponse.json(guide([]));
      }),
      http.post("*/api/users/:userId/guide/skip", () => HttpResponse.json(guide([], { show: false, skipped: true }))),
    );
    const { user } = renderWithApp(<GuideCard userId={player.id} />);
    const card = await screen.findByRole("region", { name: "Your first hour" });
    await user.click(within(card).getByRole("link", { name: "Show me: Train your ants" }));
    await user.click(screen.getByRole("button", { name: "Skip the guide" }));
    await waitFor(() => expect(screen.queryByRole("region", { name: "Your first hour" })).toBeNull());
    expect(visits).toBe(0);
  });

  it("shows nothing before the first battle", async () => {
    let asked = false;
    server.use(
      http.get("*/api/users/:userId/guide", () => {
        asked = true;
        return HttpResponse.json(guide([], { show: false }));
      }),
    );
    renderWithApp(<GuideCard userId={player.id} />);
    await waitFor(() => expect(asked).toBe(true));
    expect(screen.queryByRole("region", { name: "Your first hour" })).toBeNull();
  });
});
