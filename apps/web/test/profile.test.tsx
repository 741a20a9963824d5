// The profile page: signed-out text, the three tabs and their keyboard, the 5-second banner driven by plugged-in
// sections, the rank bar's real progress, the achievements from real figures and the ELO chart's text alternative.
import type { ProfileStatistics } from "@antbrawl/protocol/profile";
import { act, screen, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type Notify, ProfilePage } from "../src/features/profile/public";
import { player } from "./support/fixtures";
import { renderWithApp } from "./support/render";
import { server } from "./support/server";

function statisticsWith(overrides: Partial<ProfileStatistics> = {}): ProfileStatistics {
  return {
    battles: { total: 12, wins: 10, losses: 2, win_rate: 83.3, self_battles: 1 },
    rank: {
      title: "Intermediate",
      elo: 1250,
      ant_id: "ant-1",
      progress: 0.25,
      next: { title: "Advanced", min_elo: 1400, points_needed: 150 },
    },
    collection: {
      total_ants: 2,
      highest_level: 3,
      total_experience: 260,
      ants: [
        { id: "ant-1", name: "Rex", color: "#DC143C", level: 3, total_experience: 210, elo_rating: 1250 },
        { id: "ant-2", name: "Goldie", color: "#DAA520", level: 1, total_experience: 50, elo_rating: 1000 },
      ],
    },
    elo_history: [
      {
        ant_id: "ant-1",
        ant_name: "Rex",
        color: "#DC143C",
        truncated: false,
        points: [
          { at: "2026-01-01T00:00:00.000Z", elo: 1000 },
          { at: "2026-01-02T00:00:00.000Z", elo: 1270 },
          { at: "2026-01-03T00:00:00.000Z", elo: 1250 },
        ],
      },
      {
        ant_id: "ant-2",
        ant_name: "Goldie",
        color: "#DAA520",
        truncated: false,
        points: [{ at: "2026-01-01T00:00:00.000Z", elo: 1000 }],
      },
    ],
    ...overrides,
  };
}

/** The player's achievement list as GET /achievements answers it (the profile's four come from it). */
function achievementList(progress: Record<string, number>) {
  const goals: [string, string, number][] = [
    ["first_battle", "First Battle", 1],
    ["champion", "Champion", 10],
    ["social_butterfly", "Social Butterfly", 5],
    ["ant_master", "Ant Master", 3],
    ["colony_founder", "Colony Founder", 1],
  ];
  return goals.map(([id, name, goal]) => ({
    achievement_id: id,
    name,
    description: id === "colony_founder" ? "Create your first ant" : `${name} goal`,
    icon: "*",
    type: "special",
    rarity: "common",
    unlocked: (progress[id] ?? 0) >= goal,
    unlocked_at: null,
    current_progress: Math.min(progress[id] ?? 0, goal),
    required_progress: goal,
    experience_reward: 25,
  }));
}

function serveStatistics(
  statistics = statisticsWith(),
  progress: Record<string, number> = { first_battle: 13, champion: 10, social_butterfly: 5, ant_master: 2 },
) {
  server.use(
    http.get("*/api/users/:userId/statistics", () => HttpResponse.json(statistics)),
    http.get("*/api/users/:userId/achievements", () => HttpResponse.json(achievementList(progress))),
    http.get("*/api/users/:userId/tournaments", () => HttpResponse.json({ tournaments: [], next_cursor: null })),
  );
}

/** A plugged-in section that reports through the page's banner, as the account and friends features will. */
function Reporter({ notify, label }: { notify: Notify; label: string }) {
  return (
    <div>
      <button type="button" onClick={() => notify({ kind: "success", text: `${label} saved` })}>
        {label} ok
      </button>
      <button type="button" onClick={() => notify({ kind: "error", text: `${label} failed` })}>
        {label} fail
      </button>
    </div>
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe("profile page", () => {
  it("asks a signed-out visitor to sign in", () => {
    renderWithApp(<ProfilePage />, { user: null });
    expect(screen.getByText("Access Restricted - Please sign in to access your profile settings.")).toBeInTheDocument();
  });

  it("shows the welcome and the counts of Ants, Friends and Rank", async () => {
    serveStatistics();
    renderWithApp(<ProfilePage friendCount={4} />);
    expect(screen.getByRole("heading", { level: 1, name: "Welcome, Tester!" })).toBeInTheDocument();
    expect(await screen.findByText("Intermediate")).toBeInTheDocument();
    const value = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    expect(value("Ants")).toBe("2");
    expect(value("Friends")).toBe("4");
    expect(value("Rank")).toBe("Intermediate");
  });

  it("has three tabs that switch by click and by arrow keys, with the plugged-in sections inside", async () => {
    serveStatistics();
    const { user } = renderWithApp(
      <ProfilePage
        accountSections={(notify) => <Reporter notify={notify} label="Username" />}
        friendsTab={() => <p>Friends go here</p>}
      />,
    );
    const tabs = within(screen.getByRole("tablist", { name: "Profile sections" })).getAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual(["⚙️ Account Settings", "👥 Friends & Social", "📊 Statistics"]);
    const account = screen.getByRole("tab", { name: "Account Settings" });
    expect(account).toHaveAttribute("aria-selected", "true");
    const panel = screen.getByRole("tabpanel", { name: "Account Settings" });
    expect(within(panel).getByText(player.id)).toBeInTheDocument();
    expect(within(panel).getByText(player.email)).toBeInTheDocument();
    expect(within(panel).getByText("Account created").nextElementSibling?.textContent).toMatch(/2026/);
    expect(within(panel).getByRole("button", { name: "Username ok" })).toBeInTheDocument();

    await user.click(screen.getByRole("tab", { name: "Friends & Social" }));
    expect(screen.getByRole("tabpanel", { name: "Friends & Social" })).toHaveTextContent("Friends go here");

    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Statistics" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: "Statistics" })).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(account).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{End}");
    expect(screen.getByRole("tab", { name: "Statistics" })).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{Home}{ArrowLeft}");
    expect(screen.getByRole("tab", { name: "Statistics" })).toHaveAttribute("aria-selected", "true");
  });

  it("says Unknown for a missing creation date and shows a note while the friends tab is not plugged in", async () => {
    serveStatistics();
    const { user } = renderWithApp(<ProfilePage />, { user: { ...player, created_at: "" } });
    expect(screen.getByText("Account created").nextElementSibling?.textContent).toBe("Unknown");
    await user.click(screen.getByRole("tab", { name: "Friends & Social" }));
    expect(screen.getByRole("tabpanel", { name: "Friends & Social" })).toHaveTextContent("open here soon");
  });

  it("shows a section's notice in the banner and clears it after 5 seconds; a newer notice restarts the time", async () => {
    serveStatistics();
    renderWithApp(<ProfilePage accountSections={(notify) => <Reporter notify={notify} label="Password" />} />);
    const press = (name: string) => act(async () => screen.getByRole("button", { name }).click());
    vi.useFakeTimers();
    await press("Password ok");
    expect(screen.getByRole("status")).toHaveTextContent("Password saved");
    act(() => vi.advanceTimersByTime(4000));
    await press("Password fail");
    expect(screen.getByRole("alert")).toHaveTextContent("Password failed");
    expect(screen.getByRole("status")).not.toHaveTextContent("Password saved");
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByRole("alert")).toHaveTextContent("Password failed");
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole("alert")).toBeEmptyDOMElement();

    await press("Password ok");
    await press("Dismiss notice");
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("shows the battle figures, the rank bar's real progress and the collection", async () => {
    serveStatistics();
    const { user } = renderWithApp(<ProfilePage />);
    await user.click(screen.getByRole("tab", { name: "Statistics" }));
    const panel = screen.getByRole("tabpanel", { name: "Statistics" });
    const bar = await within(panel).findByRole("progressbar", { name: "Progress to the next rank" });
    expect(bar).toHaveAttribute("aria-valuenow", "25");
    expect(bar).toHaveAttribute("aria-valuetext", "25% of the way to Advanced (1400)");
    expect(within(panel).getByText("150 points to Advanced · 25%")).toBeInTheDocument();
    const figure = (label: string) => within(panel).getByText(label).nextElementSibling?.textContent;
    expect(figure("Total Battles")).toBe("12");
    expect(figure("Wins")).toBe("10");
    expect(figure("Losses")).toBe("2");
    expect(figure("Win Rate")).toBe("83.3%");
    expect(figure("Total Ants")).toBe("2");
    expect(figure("Highest Level")).toBe("3");
    expect(figure("Total Experience")).toBe("260 XP");
    const ants = within(panel).getByRole("list", { name: "Your ants" });
    expect(
      within(ants)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["RexLevel 3 · 210 XP", "GoldieLevel 1 · 50 XP"]);
    expect(within(panel).getByText("Started at 1000, now 1250, best 1270, 2 ranked battles.")).toBeInTheDocument();
    expect(within(panel).getByText("No ranked battles yet: rating 1000.")).toBeInTheDocument();
  });

  it("fills the rank bar at Grandmaster, which has no next tier", async () => {
    serveStatistics(
      statisticsWith({ rank: { title: "Grandmaster", elo: 2100, ant_id: "ant-1", progress: 1, next: null } }),
    );
    const { user } = renderWithApp(<ProfilePage />);
    await user.click(screen.getByRole("tab", { name: "Statistics" }));
    const bar = await screen.findByRole("progressbar", { name: "Progress to the next rank" });
    expect(bar).toHaveAttribute("aria-valuenow", "100");
    expect(bar).toHaveAttribute("aria-valuetext", "Top tier reached");
  });

  it("shows the four achievements with the progress the Achievements screen reads", async () => {
    serveStatistics();
    const { user } = renderWithApp(<ProfilePage friendCount={4} />);
    await user.click(screen.getByRole("tab", { name: "Statistics" }));
    expect(await screen.findByRole("listitem", { name: "First Battle: Earned" })).toBeInTheDocument();
    expect(screen.getByRole("listitem", { name: "Champion: Earned" })).toHaveTextContent("10 / 10");
    expect(screen.getByRole("listitem", { name: "Social Butterfly: Earned" })).toHaveTextContent("5 / 5");
    const master = screen.getByRole("listitem", { name: "Ant Master: Not earned yet" });
    expect(master).toHaveTextContent("2 / 3");
    expect(within(master).getByRole("progressbar")).toHaveAttribute("aria-valuenow", "2");
  });

  it("earns nothing for a new player", async () => {
    serveStatistics(
      statisticsWith({
        battles: { total: 0, wins: 0, losses: 0, win_rate: 0, self_battles: 0 },
        collection: { total_ants: 0, highest_level: 0, total_experience: 0, ants: [] },
        elo_history: [],
      }),
      {},
    );
    const { user } = renderWithApp(<ProfilePage />);
    await user.click(screen.getByRole("tab", { name: "Statistics" }));
    for (const name of ["First Battle", "Champion", "Social Butterfly", "Ant Master"]) {
      expect(await screen.findByRole("listitem", { name: `${name}: Not earned yet` })).toBeInTheDocument();
    }
    expect(screen.getByRole("listitem", { name: "Social Butterfly: Not earned yet" })).toHaveTextContent("0 / 5");
  });

  it("counts self battles toward First Battle only", async () => {
    serveStatistics(statisticsWith({ battles: { total: 0, wins: 0, losses: 0, win_rate: 0, self_battles: 2 } }), {
      first_battle: 2,
    });
    const { user } = renderWithApp(<ProfilePage />);
    await user.click(screen.getByRole("tab", { name: "Statistics" }));
    expect(await screen.findByRole("listitem", { name: "First Battle: Earned" })).toBeInTheDocument();
    expect(screen.getByRole("listitem", { name: "Champion: Not earned yet" })).toHaveTextContent("0 / 10");
    expect(screen.getByText(/Your 2 self battles are not counted/)).toBeInTheDocument();
  });
});
