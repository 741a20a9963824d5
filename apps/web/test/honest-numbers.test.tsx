// One story for condition and health, and care messages that never quote a need the bar no longer shows.
import type { Ant, CareAnswer } from "@antbrawl/protocol/ants";
import { NEED_MAX } from "@antbrawl/rules/ant";
import { EXCELLENT_CONDITION_MESSAGE } from "@antbrawl/rules/colony/condition";
import { screen, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { AchievementCard } from "../src/features/achievements/components/AchievementCard";
import { antCondition, useColony } from "../src/features/ants/public";
import { NeedsPanel } from "../src/features/care/public";
import { antWith } from "./support/fixtures";
import { renderWithApp } from "./support/render";
import { server } from "./support/server";

const hurt = (health: number, needs: Parameters<typeof antWith>[0] = {}): Ant => ({
  ...antWith(needs, 15),
  current_health: health,
});

function ColonyNeeds() {
  const { selected } = useColony();
  return selected ? <NeedsPanel ant={selected} variant="compact" /> : null;
}

describe("condition and health tell one story", () => {
  it("keeps 'Excellent condition' for a healthy ant with good needs", () => {
    expect(antCondition(hurt(100)).message).toBe(EXCELLENT_CONDITION_MESSAGE);
    expect(antCondition(hurt(55)).message).toBe(EXCELLENT_CONDITION_MESSAGE);
  });

  it("[C7] names critical health instead of 'Excellent condition'", () => {
    const condition = antCondition(hurt(0));
    expect(condition).toMatchObject({ level: "critical", message: "Badly hurt: health 0%" });
  });

  it("[C7] names poor health as a warning, after the needs it already names", () => {
    expect(antCondition(hurt(40)).level).toBe("warning");
    expect(antCondition(hurt(40, { food: 6 })).message).toBe("Low: Food · Hurt: health 40%");
    expect(antCondition(hurt(12, { food: 2 }))).toMatchObject({
      level: "critical",
      message: "Critical: Food needed! · Badly hurt: health 12%",
    });
  });

  it("shows the health state in the needs panel's condition line", () => {
    renderWithApp(<NeedsPanel ant={hurt(0)} variant="compact" />);
    expect(screen.getByText("Badly hurt: health 0%")).toBeInTheDocument();
    expect(screen.queryByText(EXCELLENT_CONDITION_MESSAGE)).toBeNull();
  });
});

describe("care messages", () => {
  it("give the need's value as the bar shows it, not the server's 20/20", async () => {
    const before = antWith({ food: 17 }, 15);
    const after: Ant = {
      ...before,
      needs: { ...before.needs, food: { current: 19.5, max: NEED_MAX, status: "excellent" } },
    };
    server.use(
      http.get("*/api/users/:userId/ants", () => HttpResponse.json([before])),
      http.post("*/api/users/:userId/ants/:antId/feed", () =>
        HttpResponse.json({
          success: true,
          message: "Fed Rex: Food is now 20/20",
          care: { action: "feed", need: "food", amount: 5, value: 19.99, max: NEED_MAX },
          ant: after,
        } satisfies CareAnswer),
      ),
    );
    const { user } = renderWithApp(<ColonyNeeds />);
    const food = (await screen.findByRole("progressbar", { name: "Food" })).closest("li") as HTMLElement;
    await user.click(within(food).getByRole("button"));
    expect(await screen.findByText(`19/${NEED_MAX}`)).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent(`Fed Rex: Food is now 19/${NEED_MAX}`);
  });
});

describe("achievement cards", () => {
  it("promise no experience the server does not grant, and sit under the view's h1 as h2", () => {
    renderWithApp(
      <ul>
        <AchievementCard
          achievement={{
            achievement_id: "first_battle",
            name: "First Battle",
            description: "Fight your first battle",
            icon: "⚔️",
            type: "battle",
            rarity: "common",
            unlocked: false,
            unlocked_at: null,
            current_progress: 0,
            required_progress: 1,
            experience_reward: 50,
          }}
        />
      </ul>,
    );
    expect(screen.getByRole("heading", { level: 2, name: "First Battle" })).toBeInTheDocument();
    expect(screen.queryByText(/XP/)).toBeNull();
  });
});
