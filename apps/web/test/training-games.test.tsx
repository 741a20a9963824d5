// The Training Games tab: statuses on the picker, a refused start as a dismissible notice, one save per play, results.
import { screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { completionFailureText } from "../src/features/training-games/errors";
import { pendingSaveOf, rememberPendingSave } from "../src/features/training-games/pending-save";
import { TrainingGamesTab } from "../src/features/training-games/public";
import { antWith, player } from "./support/fixtures";
import { renderWithApp } from "./support/render";
import { server } from "./support/server";

const open = { can_play: true, next_available: null, reason: null, today: null };
const played = {
  can_play: false,
  next_available: "2026-11-25T00:00:00.000Z",
  reason: "You've already played Boulder Push today! Come back tomorrow.",
  today: { score: 845, grade: "S" },
};
const result = {
  success: true,
  play_id: "play-1",
  game: "memory",
  score: 25,
  points: 0,
  time_bonus: 25,
  ticks_played: 300,
  ended_by: "early",
  grade: "D",
  performance_rating: "D",
  summary: { patterns_completed: 0, mistakes: 0, best_level: 1 },
  experience_gained: 10,
  energy_consumed: 20,
  stat_improvements: { intelligence: 0.02, focus: 0.02 },
  next_play_available: "2026-11-25T00:00:00.000Z",
  message: "Pattern Memory complete! Score 25 (grade D). Rex gained 10 XP.",
};

const startAnswer = {
  play_id: "play-1",
  game: "memory",
  seed: 7,
  tick_ms: 50,
  duration_ticks: 600,
  started_at: "2026-11-24T10:00:00.000Z",
  complete_by: "2026-11-24T10:00:40.000Z",
};

function statusHandler() {
  return http.get("*/api/users/:userId/ants/:antId/training-games", () =>
    HttpResponse.json({ games_status: { strength: played, speed: open, precision: open, memory: open } }),
  );
}

describe("Training Games tab", () => {
  it("sends again the save a reload cut off, once, and shows the day's score from after it", async () => {
    const ant = antWith();
    const saves: unknown[] = [];
    let saved = false;
    server.use(
      http.get("*/api/users/:userId/ants/:antId/training-games", () =>
        HttpResponse.json({
          games_status: { strength: open, speed: saved ? played : open, precision: open, memory: open },
        }),
      ),
      http.post("*/api/users/:userId/ants/:antId/training-games/speed/complete", async ({ request }) => {
        saves.push(await request.json());
        saved = true;
        return HttpResponse.json({ detail: "This play has already been completed." }, { status: 409 });
      }),
    );
    const body = { play_id: "play-9", inputs: [{ tick: 3, kind: "left" }], end_tick: 40 };
    rememberPendingSave({ userId: "someone-else", antId: ant.id, game: "speed", body });
    expect(pendingSaveOf(player.id)).toBeNull();
    rememberPendingSave({ userId: player.id, antId: ant.id, game: "speed", body });
    renderWithApp(<TrainingGamesTab userId={player.id} ant={ant} />);
    expect(await screen.findByText(/Today: 845 points/)).toBeVisible();
    expect(saves).toEqual([body]);
    await waitFor(() => expect(pendingSaveOf(player.id)).toBeNull());
  });

  it("asks for an ant when none is selected", () => {
    renderWithApp(<TrainingGamesTab userId={player.id} ant={null} />);
    expect(screen.getByText("Please select an ant first!")).toBeInTheDocument();
  });

  it("shows each game's status: today's result and the reason a game cannot be played", async () => {
    server.use(statusHandler());
    renderWithApp(<TrainingGamesTab userId={player.id} ant={antWith()} />);
    expect(await screen.findByText("You've already played Boulder Push today! Come back tomorrow.")).toBeVisible();
    expect(screen.getByRole("button", { name: "Play Boulder Push" })).toBeDisabled();
    expect(screen.getByText(/Today: 845 points/)).toBeVisible();
    for (const name of ["Tunnel Sprint", "Target Practice", "Pattern Memory"]) {
      expect(screen.getByRole("button", { name: `Play ${name}` })).toBeEnabled();
    }
  });

  it("shows a refused start as a notice the player can dismiss", async () => {
    server.use(
      statusHandler(),
      http.post("*/api/users/:userId/ants/:antId/training-games/speed/start", () =>
        HttpResponse.json({ detail: "Your ant needs at least 20% energy to play training games!" }, { status: 409 }),
      ),
    );
    const { user } = renderWithApp(<TrainingGamesTab userId={player.id} ant={antWith()} />);
    await user.click(await screen.findByRole("button", { name: "Play Tunnel Sprint" }));
    const alert = await screen.findByRole("alert");
    expect(await within(alert).findByText("Your ant needs at least 20% energy to play training games!")).toBeVisible();
    await user.click(within(alert).getByRole("button", { name: "Dismiss notice" }));
    expect(within(screen.getByRole("alert")).queryByText(/energy/)).toBeNull();
  });

  it("plays, saves once with the recorded inputs and shows the server's result", async () => {
    const bodies: unknown[] = [];
    server.use(
      statusHandler(),
      http.post("*/api/users/:userId/ants/:antId/training-games/memory/start", () => HttpResponse.json(startAnswer)),
      http.post("*/api/users/:userId/ants/:antId/training-games/memory/complete", async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(result);
      }),
    );
    const { user } = renderWithApp(<TrainingGamesTab userId={player.id} ant={antWith()} />);
    await user.click(await screen.findByRole("button", { name: "Play Pattern Memory" }));
    expect(await screen.findByRole("img", { name: "Pattern Memory field" })).toBeInTheDocument();
    expect(screen.getByText(/Time left/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "End Game Early" }));
    const results = await screen.findByRole("region", { name: "Pattern Memory results" });
    expect(within(results).getByText(result.message)).toBeVisible();
    expect(within(results).getByText("+10 XP")).toBeVisible();
    expect(within(results).getByText("intelligence +0.02")).toBeVisible();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ play_id: "play-1", inputs: [] });
    expect(bodies[0]).not.toHaveProperty("score");
    await user.click(within(results).getByRole("button", { name: "Back to Training Games" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Play Pattern Memory" })).toBeInTheDocument());
  });

  it("saves what was played when the player leaves mid-game", async () => {
    const bodies: unknown[] = [];
    server.use(
      statusHandler(),
      http.post("*/api/users/:userId/ants/:antId/training-games/speed/start", () =>
        HttpResponse.json({ ...startAnswer, game: "speed" }),
      ),
      http.post("*/api/users/:userId/ants/:antId/training-games/speed/complete", async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ ...result, game: "speed" });
      }),
    );
    const { user, unmount } = renderWithApp(<TrainingGamesTab userId={player.id} ant={antWith()} />);
    await user.click(await screen.findByRole("button", { name: "Play Tunnel Sprint" }));
    await user.click(await screen.findByRole("button", { name: "Move left" }));
    unmount();
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ play_id: "play-1", inputs: [{ kind: "lane", dir: -1 }] });
  });

  it("names a failed save in the spec's words", () => {
    expect(completionFailureText({ status: 500, data: { detail: "Internal server error" } })).toBe(
      "Training failed: Internal server error (Status: 500)",
    );
    expect(completionFailureText({ status: "FETCH_ERROR", error: "TypeError: Failed to fetch" })).toBe(
      "Training failed: No response from server. Please check your connection and try again.",
    );
    expect(
      completionFailureText({
        status: 404,
        data: { detail: "Game session lost. Please refresh the page and try again." },
      }),
    ).toBe("Game session lost. Please refresh the page and try again.");
    expect(completionFailureText({})).toBe("Training failed: Unknown error occurred");
  });
});
