// Ranked integrity in the web app: an edited ant's card says so, and the stat editor says what editing costs.
import type { Ant } from "@antbrawl/protocol/ants";
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { EditStatsModal } from "../src/features/ants/public";
import { AntCard } from "../src/features/my-ants/components/AntCard";
import { antWith } from "./support/fixtures";
import { renderWithApp } from "./support/render";

const edited = (statsEdited: boolean): Ant => ({ ...antWith(), stats_edited: statsEdited });

describe("edited stats", () => {
  it("shows 'Edited stats' on the card of an edited ant only", () => {
    const { unmount } = renderWithApp(<AntCard ant={edited(true)} quality="low" />);
    expect(screen.getByText("Edited stats")).toBeInTheDocument();
    unmount();
    renderWithApp(<AntCard ant={edited(false)} quality="low" />);
    expect(screen.queryByText("Edited stats")).toBeNull();
  });

  it("tells the player in the stat editor that edited ants leave ranked and the leaderboard", () => {
    renderWithApp(<EditStatsModal ant={edited(false)} onClose={vi.fn()} />);
    expect(
      screen.getByText(
        "Ants with edited stats can fight self, quick and friendly battles, but not ranked ones, and leave the leaderboard.",
      ),
    ).toBeInTheDocument();
  });
});
