// The colony's modals: Create New Ant (blank name, dice, colour, create call), the capacity notice, Edit Stats.
import type { Ant } from "@antbrawl/protocol/ants";
import { ANT_COLORS, STAT_MAX, STAT_MIN } from "@antbrawl/rules/ant";
import { DEFAULT_ANT_COLOR } from "@antbrawl/rules/colony/appearance";
import { act, screen, waitFor } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CreateAntButton, EditStatsModal } from "../src/features/ants/public";
import { antWith } from "./support/fixtures";
import { renderWithApp } from "./support/render";
import { server } from "./support/server";

const CAPACITY_TITLE = "Colony at Maximum Capacity!";

function colonyOf(ants: Ant[]) {
  server.use(http.get("*/api/users/:userId/ants", () => HttpResponse.json(ants)));
}

afterEach(() => vi.useRealTimers());

describe("Create New Ant modal", () => {
  it("keeps Create disabled while the name is blank and enables it after the dice roll a name", async () => {
    colonyOf([]);
    const { user } = renderWithApp(<CreateAntButton />);
    await user.click(await screen.findByRole("button", { name: "Create New Ant" }));
    const dialog = await screen.findByRole("dialog", { name: "Create New Ant" });
    expect(dialog).toBeInTheDocument();
    const create = screen.getByRole("button", { name: "Create" });
    expect(create).toBeDisabled();

    await user.type(screen.getByLabelText("Ant name"), "   ");
    expect(create).toBeDisabled();

    await user.click(screen.getByRole("button", { name: "Random name" }));
    expect((screen.getByLabelText("Ant name") as HTMLInputElement).value.trim()).not.toBe("");
    expect(create).toBeEnabled();
  });

  it("sends the typed name and the chosen colour, then closes", async () => {
    const bodies: unknown[] = [];
    colonyOf([]);
    server.use(
      http.post("*/api/users/:userId/ants", async ({ request }) => {
        const body = (await request.json()) as { name: string; appearance: { color: string } };
        bodies.push(body);
        return HttpResponse.json({
          ...antWith(),
          name: body.name,
          appearance: { ...antWith().appearance, ...body.appearance },
        });
      }),
    );
    const { user } = renderWithApp(<CreateAntButton />);
    await user.click(await screen.findByRole("button", { name: "Create New Ant" }));
    const other = ANT_COLORS.find((choice) => choice.hex !== DEFAULT_ANT_COLOR)!;
    expect(
      screen.getByRole("radio", { name: new RegExp(ANT_COLORS.find((c) => c.hex === DEFAULT_ANT_COLOR)!.name) }),
    ).toBeChecked();

    await user.type(screen.getByLabelText("Ant name"), "  Brave Mandible ");
    await user.click(screen.getByRole("radio", { name: new RegExp(other.name) }));
    expect(screen.getByRole("radio", { name: new RegExp(other.name) })).toBeChecked();
    await user.click(screen.getByRole("button", { name: "Create" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(bodies).toEqual([{ name: "Brave Mandible", appearance: { color: other.hex, pattern: "solid", size: 1 } }]);
  });
});

describe("capacity modal", () => {
  const full = [antWith({}, 15, "a1", "One"), antWith({}, 15, "a2", "Two"), antWith({}, 15, "a3", "Three")];

  it("opens instead of the create modal when the colony is full and closes by itself after 4 s", async () => {
    colonyOf(full);
    const { user } = renderWithApp(<CreateAntButton />);
    const button = await screen.findByRole("button", { name: "Colony Full" });
    vi.useFakeTimers();
    await act(async () => button.click());
    expect(screen.getByRole("dialog", { name: CAPACITY_TITLE })).toBeInTheDocument();
    expect(screen.getByText(/a maximum of 3 ants/)).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(3999));
    expect(screen.getByRole("dialog", { name: CAPACITY_TITLE })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole("dialog", { name: CAPACITY_TITLE })).toBeNull();
    void user;
  });

  it("closes on 'Got it!'", async () => {
    colonyOf(full);
    const { user } = renderWithApp(<CreateAntButton />);
    await user.click(await screen.findByRole("button", { name: "Colony Full" }));
    await user.click(screen.getByRole("button", { name: "Got it!" }));
    expect(screen.queryByRole("dialog", { name: CAPACITY_TITLE })).toBeNull();
  });
});

describe("Edit Stats modal", () => {
  it("clamps typed values to 1..20, turns non-numbers into 1 and saves the clamped stats", async () => {
    const sent: Record<string, number>[] = [];
    const ant = antWith();
    server.use(
      http.post("*/api/users/:userId/ants/:antId/update-stats", async ({ request }) => {
        sent.push(((await request.json()) as { stats: Record<string, number> }).stats);
        return HttpResponse.json(ant);
      }),
    );
    const onClose = vi.fn();
    const { user } = renderWithApp(<EditStatsModal ant={ant} onClose={onClose} />);
    const strength = screen.getByRole("spinbutton", { name: "Strength" });
    const speed = screen.getByRole("spinbutton", { name: "Speed" });
    const armor = screen.getByRole("spinbutton", { name: "Armor" });

    await user.clear(strength);
    await user.type(strength, "99");
    await user.tab();
    expect(strength).toHaveValue(STAT_MAX);
    await user.clear(speed);
    await user.type(speed, "-4");
    await user.tab();
    expect(speed).toHaveValue(STAT_MIN);
    await user.clear(armor);
    await user.tab();
    expect(armor).toHaveValue(STAT_MIN);

    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent[0]).toMatchObject({ strength: STAT_MAX, speed: STAT_MIN, armor: STAT_MIN });
  });
});
