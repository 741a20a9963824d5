// Colony Statistics: the user menu's entry opens a real view with totals, totals per ant, care given and a chart.
import { screen, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { UserMenu } from "../src/app/layout/UserMenu";
import { ColonyStatsPage } from "../src/features/colony-stats/public";
import { antWith } from "./support/fixtures";
import { renderWithApp } from "./support/render";
import { server } from "./support/server";

const days = Array.from({ length: 14 }, (_, i) => ({
  day: `2026-11-${String(11 + i).padStart(2, "0")}`,
  battles: i === 13 ? 3 : 0,
  wins: i === 13 ? 1 : 0,
}));

function serve() {
  const rex = { ...antWith(), battle_history: { wins: 2, losses: 1, elo_rating: 1016.4, win_streak: 1 } };
  server.use(
    http.get("*/api/users/:userId/ants", () => HttpResponse.json([rex, antWith({}, 15, "ant-2", "Zed")])),
    http.get("*/api/users/:userId/colony-statistics", () =>
      HttpResponse.json({
        care: { total: 7, feed: 3, water: 2, rest: 1, exercise: 0, clean: 1 },
        trainings: 4,
        chats: 9,
        battles_fought: 5,
        days,
      }),
    ),
  );
}

describe("Colony Statistics", () => {
  it("opens from the user menu and shows totals, each ant's record, care given and battles over time", async () => {
    serve();
    const { user } = renderWithApp(
      <>
        <UserMenu />
        <Routes>
          <Route path="/colony-stats" element={<ColonyStatsPage />} />
          <Route path="*" element={<p>Home</p>} />
        </Routes>
      </>,
    );
    await user.click(screen.getAllByRole("button")[0] as HTMLElement);
    await user.click(screen.getByRole("menuitem", { name: "Colony Statistics" }));
    expect(await screen.findByRole("heading", { name: "Colony Statistics" })).toBeInTheDocument();
    const rex = screen.getByRole("row", { name: /Rex/ });
    expect(
      within(rex)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["1", "2", "1", "66%", "0", "1016"]);
    expect(screen.getByText("Care given", { selector: "dt" }).nextSibling).toHaveTextContent("7");
    expect(screen.getByRole("img", { name: "Battles per day over the last 14 days: 3 in all" })).toBeInTheDocument();
  });
});
