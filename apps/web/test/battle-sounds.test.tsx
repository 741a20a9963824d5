// A battle on screen sounds a hit for newly shown damage and the player's result once it shows; never at mount.
import { renderHook } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";

const played: string[] = [];
vi.mock("../src/lib/sound/sound", () => ({ play: (effect: string) => played.push(effect) }));
const { useBattleSounds } = await import("../src/features/battle/public-viewer");

const log = [{ damage_dealt: 0 }, { damage_dealt: 12 }, { damage_dealt: 0 }, { damage_dealt: 7 }];

describe("battle sounds", () => {
  beforeEach(() => {
    played.length = 0;
  });

  it("a hit when a newly shown line dealt damage, nothing for a miss or at mount", () => {
    const { rerender } = renderHook(({ shown }) => useBattleSounds(log, shown, null), { initialProps: { shown: 2 } });
    expect(played).toEqual([]);
    rerender({ shown: 3 });
    expect(played).toEqual([]);
    rerender({ shown: 4 });
    expect(played).toEqual(["hit"]);
  });

  it("victory or defeat once, when the result comes while watching; a result already shown at mount is silent", () => {
    const won = renderHook(({ outcome }) => useBattleSounds(log, 4, outcome), {
      initialProps: { outcome: null as "won" | "lost" | null },
    });
    won.rerender({ outcome: "won" });
    won.rerender({ outcome: "won" });
    expect(played).toEqual(["victory"]);
    renderHook(() => useBattleSounds(log, 4, "lost"));
    expect(played).toEqual(["victory"]);
    const lost = renderHook(({ outcome }) => useBattleSounds(log, 4, outcome), {
      initialProps: { outcome: null as "won" | "lost" | null },
    });
    lost.rerender({ outcome: "lost" });
    expect(played).toEqual(["victory", "defeat"]);
  });
});
