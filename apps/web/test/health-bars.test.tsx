// The battle viewer's health bars: green above 60 %, yellow above 30 %, red otherwise, and filled to the health.
import { HEALTH_MAX } from "@antbrawl/rules/ant";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { BattleViewer } from "../src/features/battle/components/viewer/BattleViewer";
import { battleBetween } from "./support/fixtures";
import { renderWithApp } from "./support/render";

const finished = { phase: "completed" as const, played: 0, skip() {}, restart() {} };

function healthBar(name: string): HTMLMeterElement {
  return screen.getByRole("meter", { name: `${name} health` }) as HTMLMeterElement;
}

describe("battle viewer health bars", () => {
  it.each([
    [HEALTH_MAX, "green"],
    [HEALTH_MAX * 0.61, "green"],
    [HEALTH_MAX * 0.6, "yellow"],
    [HEALTH_MAX * 0.31, "yellow"],
    [HEALTH_MAX * 0.3, "red"],
    [0, "red"],
  ])("health %d is drawn %s", (health, colour) => {
    renderWithApp(<BattleViewer battle={battleBetween(health, HEALTH_MAX)} replay={finished} victory={false} />);
    const bar = healthBar("Alpha");
    expect(bar).toHaveAttribute("data-colour", colour);
    expect(bar).toHaveClass(`gauge-${colour}`);
  });

  it("fills each bar to its fighter's health out of the maximum", () => {
    renderWithApp(<BattleViewer battle={battleBetween(72, 18)} replay={finished} victory={false} />);
    for (const [name, health] of [
      ["Alpha", 72],
      ["Beta", 18],
    ] as const) {
      const bar = healthBar(name);
      expect(Number(bar.getAttribute("value")) / Number(bar.getAttribute("max"))).toBeCloseTo(health / HEALTH_MAX);
      expect(bar.parentElement).toHaveTextContent(String(health));
    }
  });
});
