// A reload during a server battle: the Live Battle tab shows the remembered battle, never an empty 'Waiting'.
import { screen } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { LiveBattleTab } from "../src/features/battle/components/live/LiveBattleTab";
import { rememberBattle } from "../src/features/battle/hooks/live-battle-memory";
import { useLiveBattle } from "../src/features/battle/hooks/use-live-battle";
import { battleBetween, player } from "./support/fixtures";
import { renderWithApp } from "./support/render";
import { server } from "./support/server";

function LiveTab({ userId }: { userId: string }) {
  const live = useLiveBattle(userId);
  return <LiveBattleTab userId={userId} live={live} ants={[]} antsLoading={false} onBackToHistory={() => {}} />;
}

describe("reloading the Live Battle tab", () => {
  afterEach(() => sessionStorage.clear());

  it("shows the battle that was on screen before the reload", async () => {
    server.use(
      http.get("*/api/battles/:battleId", ({ params }) =>
        HttpResponse.json({ ...battleBetween(80, 0), id: params.battleId }),
      ),
      http.get("*/api/users/:userId/balance", () => HttpResponse.json({ balance: 10, currency: "ETH" })),
    );
    rememberBattle(player.id, "battle-7");
    renderWithApp(<LiveTab userId={player.id} />);
    expect(await screen.findByRole("img", { name: /^Alpha versus Beta/ })).toBeInTheDocument();
    expect(screen.getByRole("status")).not.toHaveTextContent("Waiting");
  });

  it("starts from 'Waiting' when nothing was on screen, or the battle was another player's", () => {
    server.use(http.get("*/api/users/:userId/balance", () => HttpResponse.json({ balance: 10, currency: "ETH" })));
    rememberBattle("someone-else", "battle-7");
    renderWithApp(<LiveTab userId={player.id} />);
    expect(screen.getByRole("status")).toHaveTextContent("Waiting");
    expect(screen.getByRole("region", { name: "Find a Battle" })).toBeInTheDocument();
  });
});
