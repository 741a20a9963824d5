// The Training Arena page: signed-out text, the saved user, quick training's result and failure, skills and schedule.
import { screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { TrainingArenaPage } from "../src/features/training/public";
import { antWith, player } from "./support/fixtures";
import { renderWithApp } from "./support/render";
import { server } from "./support/server";

const ant = { ...antWith(), energy: 80, total_experience: 120 };
const advice = {
  ant_id: ant.id,
  ready: true,
  reason: "Ready for training",
  effectiveness: 1,
  sessions_today: 0,
  sessions_left: 5,
  recommended_type: "physical",
  weakest_stats: ["speed", "armor", "focus"],
  tips: [],
  training_until: null,
};
const skills = {
  ant_id: ant.id,
  levels: {},
  points_available: 2,
  points_spent: 0,
  primary_style: "aggressive",
  reset_cost: 0.5,
};

function baseHandlers() {
  server.use(
    http.get("*/api/users/:userId/ants", () => HttpResponse.json([ant])),
    http.get("*/api/users/:userId/ants/:antId/training-advice", () => HttpResponse.json(advice)),
    http.get("*/api/users/:userId/ants/:antId/skills", () => HttpResponse.json(skills)),
  );
}

afterEach(() => localStorage.clear());

describe("Training Arena page", () => {
  it("asks a visitor without a saved user to create an account", () => {
    renderWithApp(<TrainingArenaPage />, { user: null });
    expect(screen.getByText("Please create an account to access the Training Arena.")).toBeVisible();
    expect(screen.getByRole("link", { name: "Go to the Dashboard to create your colony" })).toBeVisible();
  });

  it("reloads the saved user (antbrawler_user) by id and loads its ants", async () => {
    localStorage.setItem("antbrawler_user", JSON.stringify({ id: player.id, username: player.username }));
    baseHandlers();
    server.use(http.get("*/api/users/:userId", () => HttpResponse.json(player)));
    renderWithApp(<TrainingArenaPage />, { user: null });
    expect(await screen.findByRole("heading", { name: "Training Arena" })).toBeVisible();
    expect(await screen.findByRole("radio", { name: /Rex/ })).toBeChecked();
  });

  it("shows the result panel after Start Training, and '0/5' before", async () => {
    baseHandlers();
    server.use(
      http.post("*/api/users/:userId/ants/:antId/train", ({ request }) => {
        expect(new URL(request.url).searchParams.get("training_type")).toBe("physical");
        return HttpResponse.json({
          success: true,
          message: "Rex completed Physical training: +15 XP",
          experience_gained: 15,
          energy_consumed: 25,
          stats_improved: { strength: 0.1, endurance: 0.09 },
          effectiveness: 1,
          training_until: "2026-11-24T12:30:00.000Z",
          sessions_today: 1,
          ant: { ...ant, energy: 55, is_training: true, training_sessions_today: 1 },
        });
      }),
    );
    const { user } = renderWithApp(<TrainingArenaPage />);
    expect(await screen.findByText("0/5")).toBeVisible();
    await user.click(await screen.findByRole("button", { name: "Start Training" }));
    const result = await screen.findByRole("region", { name: "Training result" });
    // The session runs until training_until: its gains are shown, not yet 'Training Complete!'.
    expect(within(result).getByRole("heading", { name: "Training under way" })).toBeVisible();
    expect(within(result).queryByText("Training Complete!")).toBeNull();
    expect(
      within(result).getByText(
        "Rex is training; these gains are already counted and the ant is free when the session ends.",
      ),
    ).toBeVisible();
    expect(within(result).getByText("Strength +0.1")).toBeVisible();
    expect(await screen.findByText("1/5")).toBeVisible();
  });

  it("says 'Training Complete!' once the session has ended, without a reload", async () => {
    let until = "";
    const training = () => until !== "" && Date.now() < Date.parse(until);
    baseHandlers();
    server.use(
      http.get("*/api/users/:userId/ants", () => HttpResponse.json([{ ...ant, is_training: training() }])),
      http.get("*/api/users/:userId/ants/:antId/training-advice", () =>
        HttpResponse.json({ ...advice, training_until: training() ? until : null }),
      ),
      http.post("*/api/users/:userId/ants/:antId/train", () => {
        until = new Date(Date.now() + 300).toISOString();
        return HttpResponse.json({
          success: true,
          message: "Rex completed Physical training: +15 XP",
          experience_gained: 15,
          energy_consumed: 25,
          stats_improved: { strength: 0.1 },
          effectiveness: 1,
          training_until: until,
          sessions_today: 1,
          ant: { ...ant, energy: 55, is_training: true, training_sessions_today: 1 },
        });
      }),
    );
    const { user } = renderWithApp(<TrainingArenaPage />);
    await user.click(await screen.findByRole("button", { name: "Start Training" }));
    const result = await screen.findByRole("region", { name: "Training result" });
    expect(within(result).getByRole("heading", { name: "Training under way" })).toBeVisible();
    expect(within(result).queryByRole("heading", { name: "Training Complete!" })).toBeNull();
    expect(
      await within(result).findByRole("heading", { name: "Training Complete!" }, { timeout: 4_000 }),
    ).toBeVisible();
    expect(within(result).getByText("Rex completed Physical training: +15 XP")).toBeVisible();
    expect(within(result).queryByRole("heading", { name: "Training under way" })).toBeNull();
  });

  it("shows a refused session as 'Training failed: ' + the server's detail, dismissible", async () => {
    baseHandlers();
    server.use(
      http.post("*/api/users/:userId/ants/:antId/train", () =>
        HttpResponse.json({ detail: "Training limit reached today" }, { status: 409 }),
      ),
    );
    const { user } = renderWithApp(<TrainingArenaPage />);
    await user.click(await screen.findByRole("button", { name: "Start Training" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Training failed: Training limit reached today");
    await user.click(within(alert).getByRole("button", { name: "Dismiss" }));
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
  });

  it("[TR1] offers all five types; one above the ant's level shows its effectiveness before the click and trains", async () => {
    baseHandlers();
    let asked = "";
    server.use(
      http.post("*/api/users/:userId/ants/:antId/train", ({ request }) => {
        asked = new URL(request.url).searchParams.get("training_type") ?? "";
        return HttpResponse.json({ detail: "stop here" }, { status: 409 });
      }),
    );
    const { user } = renderWithApp(<TrainingArenaPage />);
    const types = await screen.findByRole("group", { name: /^Training type for/ });
    expect(
      within(types)
        .getAllByRole("radio")
        .map((r) => (r as HTMLInputElement).value),
    ).toEqual(["physical", "agility", "combat", "mental", "specialized"]);
    expect(within(types).getByText("Below level 5: ×0.4 effectiveness")).toBeVisible();
    await user.click(within(types).getByRole("radio", { name: /Combat/ }));
    await user.click(screen.getByRole("button", { name: "Start Training" }));
    await waitFor(() => expect(asked).toBe("combat"));
  });

  it("says 'Training failed: Failed to train ant' (spec 000's default) when the failure has no detail", async () => {
    baseHandlers();
    server.use(
      http.post("*/api/users/:userId/ants/:antId/train", () => new HttpResponse("upstream down", { status: 502 })),
    );
    const { user } = renderWithApp(<TrainingArenaPage />);
    await user.click(await screen.findByRole("button", { name: "Start Training" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Training failed: Failed to train ant");
  });

  it("learns a skill and auto-allocates through the server (no 'coming soon')", async () => {
    baseHandlers();
    let calls: string[] = [];
    server.use(
      http.post("*/api/users/:userId/ants/:antId/skills/:skillId", ({ params }) => {
        calls = [...calls, String(params.skillId)];
        return HttpResponse.json({
          ...skills,
          levels: { power_strike: 1 },
          points_available: 1,
          points_spent: 1,
          message:
            params.skillId === "auto-allocate" ? "Spent 1 points on 1 skill levels" : "Power Strike is now level 1",
        });
      }),
    );
    const { user } = renderWithApp(<TrainingArenaPage />);
    await user.click(await screen.findByRole("tab", { name: /Skill Tree/ }));
    await user.click(await screen.findByRole("button", { name: "Learn Power Strike" }));
    expect(await screen.findByText("Power Strike is now level 1")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Auto-allocate" }));
    expect(await screen.findByText("Spent 1 points on 1 skill levels")).toBeVisible();
    expect(calls).toEqual(["power_strike", "auto-allocate"]);
    expect(screen.queryByText("Auto-allocation feature coming soon!")).toBeNull();
    expect(screen.getByRole("button", { name: "Learn Precise Aim" })).toBeDisabled();
  });

  it("saves the weekly plan to the server and shows the days it applied or skipped", async () => {
    baseHandlers();
    const plan = {
      monday: null,
      tuesday: null,
      wednesday: null,
      thursday: null,
      friday: null,
      saturday: null,
      sunday: null,
    };
    let saved: unknown = null;
    server.use(
      http.get("*/api/users/:userId/ants/:antId/schedule", () =>
        HttpResponse.json({
          ant_id: ant.id,
          plan,
          saved: false,
          history: [
            {
              date: "2026-11-23",
              weekday: "Monday",
              activity: "strength",
              status: "skipped",
              energy: 0,
              gains: {},
              reason: "Too tired",
            },
          ],
        }),
      ),
      http.put("*/api/users/:userId/ants/:antId/schedule", async ({ request }) => {
        saved = await request.json();
        return HttpResponse.json({ ant_id: ant.id, plan, saved: true, history: [], message: "Schedule saved for Rex" });
      }),
    );
    const { user } = renderWithApp(<TrainingArenaPage />);
    await user.click(await screen.findByRole("tab", { name: /Training Schedule/ }));
    expect(await screen.findByText("skipped: Too tired")).toBeVisible();
    await user.selectOptions(screen.getByLabelText("Monday"), "strength");
    await user.click(screen.getByRole("button", { name: "Save Schedule" }));
    expect(await screen.findByText("Schedule saved for Rex")).toBeVisible();
    expect(saved).toEqual({ plan: { ...plan, monday: "strength" } });
  });
});
