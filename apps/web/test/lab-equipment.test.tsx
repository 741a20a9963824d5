// Equipment Lab and inspector stats in the page: sub-tabs, equip notices with the spec's texts, and bonus segments.
import type { AntEquipment, EquipAnswer, PlayerEquipment } from "@antbrawl/protocol/equipment";
import { STAT_NAMES, type Stats } from "@antbrawl/rules/ant";
import { EQUIPMENT_CATALOG, equipmentById } from "@antbrawl/rules/lab/equipment-catalog";
import { screen, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it, vi } from "vitest";
import { EquipmentTab } from "../src/features/ant-lab/equipment/EquipmentTab";
import { antBattles, ratingSeries } from "../src/features/ant-lab/inspector/rating-series";
import { StatList } from "../src/features/ant-lab/inspector/StatList";
import { antWith, battleBetween, player } from "./support/fixtures";
import { renderWithApp } from "./support/render";
import { server } from "./support/server";

const thorn = equipmentById("thorn_blade");

function serve(owned: PlayerEquipment, equip: () => Response) {
  server.use(
    http.get("*/api/equipment/catalog", () => HttpResponse.json(EQUIPMENT_CATALOG)),
    http.get("*/api/users/:userId/equipment", () => HttpResponse.json(owned)),
    http.get("*/api/users/:userId/balance", () => HttpResponse.json({ balance: 9.5, currency: "ETH" })),
    http.get("*/api/users/:userId/ants/:antId/equipment", () => HttpResponse.json([] satisfies AntEquipment)),
    http.post("*/api/users/:userId/ants/:antId/equip/:equipmentId", equip),
  );
}

const inInventory: PlayerEquipment = [
  {
    equipment: thorn as NonNullable<typeof thorn>,
    durability: 100,
    ant_id: null,
    equipped_at: null,
    acquired_at: "2026-11-24T10:00:00.000Z",
    source: "purchase",
    repair_cost: 0,
  },
];

describe("Equipment Lab", () => {
  it("shows Equipped, Available and Locked, the five rarities, and the spec's equip success text", async () => {
    const ant = antWith({}, 15);
    serve(inInventory, () =>
      HttpResponse.json({
        success: true,
        message: "Equipment equipped successfully!",
        equipment: [],
        unequipped: null,
      } satisfies EquipAnswer),
    );
    const notify = vi.fn();
    const { user } = renderWithApp(
      <EquipmentTab userId={player.id} ant={ant} ants={[ant]} notify={notify} selectAnt={() => undefined} />,
    );
    const tabs = screen.getByRole("tablist", { name: "Equipment" });
    expect(
      within(tabs)
        .getAllByRole("tab")
        .map((tab) => tab.textContent?.trim()),
    ).toEqual(["🛡️ Equipped", "🛒 Available", "🔒 Locked"]);
    for (const rarity of ["common", "uncommon", "rare", "epic", "legendary"]) {
      expect(within(screen.getByRole("region", { name: "Rarity guide" })).getByText(rarity)).toBeInTheDocument();
    }
    await user.click(screen.getByRole("tab", { name: /Available/ }));
    await user.click(await screen.findByRole("button", { name: "Equip Thorn Blade" }));
    await vi.waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ kind: "success", text: "Equipment equipped successfully!" }),
    );
    await user.click(screen.getByRole("tab", { name: /Locked/ }));
    expect(await screen.findByRole("article", { name: "Queen's Fang" })).toHaveTextContent("Needs level 8");
    expect(screen.queryByRole("button", { name: "Equip Queen's Fang" })).toBeNull();
  });

  it("tells 'Failed to equip item: {detail}' with the server's detail", async () => {
    const ant = antWith({}, 15);
    serve(inInventory, () =>
      HttpResponse.json({ detail: "Equipment cannot be changed during a battle" }, { status: 409 }),
    );
    const notify = vi.fn();
    const { user } = renderWithApp(
      <EquipmentTab userId={player.id} ant={ant} ants={[ant]} notify={notify} selectAnt={() => undefined} />,
    );
    await user.click(screen.getByRole("tab", { name: /Available/ }));
    await user.click(await screen.findByRole("button", { name: "Equip Thorn Blade" }));
    await vi.waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        kind: "error",
        text: "Failed to equip item: Equipment cannot be changed during a battle",
      }),
    );
  });
});

describe("inspector stats", () => {
  it("grades the ant's own stat, scales bars to 20 and shows an equipment bonus apart", () => {
    const stats = Object.fromEntries(STAT_NAMES.map((name) => [name, 10])) as Stats;
    stats.strength = 12;
    renderWithApp(
      <StatList title="Combat stats" stats={["strength", "speed"]} values={stats} bonuses={{ strength: 2 }} />,
    );
    const strength = screen.getByRole("progressbar", { name: "Strength" });
    expect(strength).toHaveAttribute("aria-valuetext", "12 + 2 from equipment = 14, grade B");
    expect(strength.closest("li")).toHaveTextContent("12 +2");
    expect(screen.getByRole("progressbar", { name: "Speed" })).toHaveAttribute("aria-valuetext", "10, grade C");
  });

  it("reads an ant's battles oldest first and its rating line from them", () => {
    const battle = battleBetween(60, 0);
    const antId = battle.participants[0]?.ant_id as string;
    const rows = antBattles([battle], antId);
    expect(rows).toHaveLength(1);
    expect(ratingSeries(rows, 1234).map((point) => point.value)).toEqual([
      battle.participants[0]?.elo_before,
      battle.participants[0]?.elo_after,
    ]);
    expect(ratingSeries([], 1234)).toEqual([{ key: "start", value: 1234 }]);
  });
});
