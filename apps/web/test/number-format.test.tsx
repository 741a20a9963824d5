// Numbers are rounded one way on screen: no rendered battle log or ant card shows more than two decimals, a stat has
// one decimal, and a percentage is the same whole number (rounded down) on the card and in the condition line.
import type { Ant } from "@antbrawl/protocol/ants";
import type { BattleLogEntryShape } from "@antbrawl/protocol/battles";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { BattleLog } from "../src/features/battle/public-viewer";
import { AntCard } from "../src/features/my-ants/components/AntCard";
import { formatNumber, formatPercent, formatStat, tidyNumbers } from "../src/lib/format/numbers";
import { antWith } from "./support/fixtures";
import { renderWithApp } from "./support/render";

const TOO_PRECISE = /\d\.\d{3,}/;

function entry(turn: number, description: string): BattleLogEntryShape {
  return {
    turn,
    description,
    ant_id: "ant-1",
    target_id: "ant-2",
    damage_dealt: 28.250436898148152,
    critical_hit: false,
    timestamp: "2026-11-27T10:00:00.000Z",
    kind: "attack",
    energy_delta: -3.3333333,
  };
}

describe("shared number formatters", () => {
  it("round to at most two decimals, stats to one, percents down to a whole number", () => {
    expect(formatNumber(28.250436898148152)).toBe("28.25");
    expect(formatNumber(10)).toBe("10");
    expect(formatStat(10.08)).toBe("10.1");
    expect(formatStat(9.06)).toBe("9.1");
    expect(formatPercent(45.9)).toBe("45%");
    expect(formatPercent(100.4)).toBe("100%");
    expect(tidyNumbers("Rex rams Crimson Climber for 28.250436898148152 damage!")).toBe(
      "Rex rams Crimson Climber for 28.25 damage!",
    );
    expect(tidyNumbers("Turn 3: 12.5 damage")).toBe("Turn 3: 12.5 damage");
  });

  it("a rendered battle log shows no number with more than two decimals", () => {
    renderWithApp(
      <BattleLog
        entries={[
          entry(1, "Rex rams Crimson Climber for 28.250436898148152 damage!"),
          entry(2, "Crimson Climber recovers 3.3333333333 energy and bites for 7.000000001 damage"),
        ]}
      />,
    );
    const log = screen.getByRole("log", { name: "Battle log entries" });
    expect(log).toHaveTextContent("for 28.25 damage!");
    expect(log.textContent).not.toMatch(TOO_PRECISE);
  });

  it("an ant card shows stats with one decimal and the same health percent as its condition line", () => {
    const base = antWith();
    const ant: Ant = {
      ...base,
      current_health: 45.7,
      energy: 63.33333333,
      stats: Object.fromEntries(
        Object.keys(base.stats).map((stat, i) => [stat, 10.08 - i * 0.0123456]),
      ) as Ant["stats"],
    };
    const { container } = renderWithApp(<AntCard ant={ant} quality="low" />);
    expect(container.textContent).not.toMatch(TOO_PRECISE);
    expect(container.textContent).not.toMatch(/\d\.\d{2,}/);
    expect(container.textContent).toContain("Health 45%");
    expect(container.textContent).not.toContain("46%");
  });
});
