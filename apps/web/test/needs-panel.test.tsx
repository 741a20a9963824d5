// The needs panel: values and status words, the care button at 20, the critical warning, and a Feed round trip.
import type { Ant, CareAnswer } from "@antbrawl/protocol/ants";
import { NEED_MAX } from "@antbrawl/rules/ant";
import { CRITICAL_NEED_WARNING, needStatus } from "@antbrawl/rules/colony/needs";
import { screen, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { useColony } from "../src/features/ants/public";
import { NeedsPanel } from "../src/features/care/public";
import { antWith } from "./support/fixtures";
import { renderWithApp } from "./support/render";
import { server } from "./support/server";

function rowOf(label: string): HTMLElement {
  return screen.getByRole("progressbar", { name: label }).closest("li") as HTMLElement;
}

/** The selected ant of the cached colony list, as the dashboard shows it. */
function ColonyNeeds() {
  const { selected } = useColony();
  return selected ? <NeedsPanel ant={selected} variant="compact" /> : null;
}

describe("needs panel", () => {
  it("shows each need's value out of 20 with its status word", () => {
    renderWithApp(<NeedsPanel ant={antWith({ food: 12.4, water: 3 }, 18)} variant="compact" />);
    const food = rowOf("Food");
    expect(within(food).getByText(`12/${NEED_MAX}`)).toBeInTheDocument();
    expect(within(food).getByText(needStatus(12.4))).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Food" })).toHaveAttribute("aria-valuenow", "12");
    expect(within(rowOf("Water")).getByText(needStatus(3))).toBeInTheDocument();
  });

  it("disables a need's care button at 20 and keeps the others enabled", () => {
    renderWithApp(<NeedsPanel ant={antWith({ food: NEED_MAX }, 10)} variant="compact" />);
    expect(within(rowOf("Food")).getByRole("button")).toBeDisabled();
    expect(within(rowOf("Water")).getByRole("button")).toBeEnabled();
  });

  it("warns under a critical need only", () => {
    renderWithApp(<NeedsPanel ant={antWith({ rest: 2 }, 15)} variant="compact" />);
    expect(within(rowOf("Rest")).getByText(CRITICAL_NEED_WARNING)).toBeInTheDocument();
    expect(within(rowOf("Food")).queryByText(CRITICAL_NEED_WARNING)).toBeNull();
  });

  it("feeds through the API and shows the ant the server returned", async () => {
    const before = antWith({ food: 4 }, 15);
    const after: Ant = { ...before, needs: { ...before.needs, food: { current: 9, max: NEED_MAX, status: "okay" } } };
    const calls: string[] = [];
    server.use(
      http.get("*/api/users/:userId/ants", () => HttpResponse.json([before])),
      http.post("*/api/users/:userId/ants/:antId/feed", ({ request, params }) => {
        calls.push(`${params.antId} ${new URL(request.url).search} ${request.headers.get("authorization")}`);
        const care = { action: "feed", need: "food", amount: 5, value: 9, max: NEED_MAX } as const;
        return HttpResponse.json({
          success: true,
          message: "Rex enjoyed the meal!",
          care,
          ant: after,
        } satisfies CareAnswer);
      }),
    );
    const { user } = renderWithApp(<ColonyNeeds />);
    expect(await screen.findByText(`4/${NEED_MAX}`)).toBeInTheDocument();

    await user.click(within(rowOf("Food")).getByRole("button"));

    expect(await screen.findByText(`9/${NEED_MAX}`)).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent(`Fed Rex: Food is now 9/${NEED_MAX}`);
    expect(calls).toEqual(["ant-1 ?food_amount=5 Bearer test-token"]);
  });
});
