// The Ant Arena's sub-states in Chromium at phone and desktop width, the live server's arena messages played by the test.
import type { LiveBattle } from "@antbrawl/protocol/ws-server";
import { expect, type Page, type WebSocketRoute } from "@playwright/test";
import { createAnt, sessionOf } from "../fixtures/battle";
import { checkPage } from "../fixtures/page-checks";
import { signUpThroughUi, test } from "../fixtures/player";
import { VIEWPORTS } from "../fixtures/screens";

/** The arena's client messages stay with the test; everything else goes to the real server. */
const ARENA_MESSAGES = new Set(["join_matchmaking", "leave_matchmaking", "choose_tactic", "stop_spectating"]);

async function playArenaServer(page: Page) {
  const sent: Record<string, unknown>[] = [];
  let socket: WebSocketRoute | null = null;
  await page.routeWebSocket(/\/api\/ws\//, (route) => {
    socket = route;
    const server = route.connectToServer();
    route.onMessage((data) => {
      const message = JSON.parse(String(data)) as Record<string, unknown>;
      if (ARENA_MESSAGES.has(String(message.type))) sent.push(message);
      else server.send(data);
    });
  });
  return {
    sent,
    send(message: Record<string, unknown>) {
      if (!socket) throw new Error("the page has no live socket yet");
      socket.send(JSON.stringify(message));
    },
  };
}

/** Checks overflow and axe and saves a screenshot at both widths. */
async function checkBothWidths(page: Page, name: string) {
  for (const [label, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    await checkPage(page, `ant-arena-${name}-${label}`);
  }
}

test("every Ant Arena sub-state fits a phone and a desktop and passes axe", async ({ page, username }) => {
  test.setTimeout(240_000);
  const live = await playArenaServer(page);
  await page.route("**/api/users/*/battle-invitations", (route) =>
    route.fulfill({
      json: {
        battle_invitations: [
          {
            invitation_id: "inv-1",
            inviter_username: "Longnamed_Challenger",
            inviter_ant_name: "Brute",
            match_type: "friendly",
          },
        ],
      },
    }),
  );
  await signUpThroughUi(page, username);
  const session = await sessionOf(page);
  const rex = await createAnt(page.request, session, "Rex the Remarkably Long-Named", "#DC143C");
  await createAnt(page.request, session, "Goldie", "#DAA520");
  await page.goto("/battle");
  await expect(page.getByRole("status", { name: "Live updates on" })).toBeVisible();
  const arena = page.getByRole("tabpanel", { name: "Ant Arena" });

  await arena.getByRole("radio", { name: /Rex the/ }).check();
  await checkBothWidths(page, "menu");
  await arena.getByRole("button", { name: /^Invites/ }).click();
  await expect(arena.getByRole("list", { name: "Battle invitations" })).toContainText("Longnamed_Challenger");
  await checkBothWidths(page, "friends-invitations");
  await arena.getByRole("button", { name: /^Friends/ }).click();

  await arena.getByRole("button", { name: "Find Match" }).click();
  await expect.poll(() => live.sent.at(-1)).toMatchObject({ type: "join_matchmaking", stake_amount: 0 });
  live.send({ type: "queue_joined", message: "Looking for a worthy challenger..." });
  await expect(arena.getByText("Searching for Opponent")).toBeVisible();
  await checkBothWidths(page, "queue");

  const base = {
    id: "live-e2e",
    battle_type: "quick_match",
    status: "in_progress",
    arena_type: "basic",
    battle_speed: "normal",
    stake_amount: 0,
    winner_id: null,
    winner_ant_id: null,
    battle_summary: null,
    seed: null,
    dice_commitment: null,
    dice_salt: null,
    created_at: new Date().toISOString(),
    completed_at: null,
    spectators: 0,
    turn_seconds: 10,
  };
  const seat = (userId: string, antId: string, name: string, color: string, health: number) => ({
    user_id: userId,
    username: userId === session.userId ? username : "rival",
    ant_id: antId,
    ant_name: name,
    starting_health: 100,
    current_health: health,
    starting_energy: 100,
    energy: 80,
    stats: rex.stats,
    appearance: { ...rex.appearance, color },
    level: 1,
    elo_before: 1200,
    elo_after: 1200,
    experience_gained: 0,
    connected: true,
    tactic: null,
  });
  const battle = (extra: Partial<LiveBattle>) => ({
    ...base,
    participants: [
      seat(session.userId, rex.id, rex.name, "#DC143C", 100),
      seat("rival-id", "rival-ant", "Brute", "#2F2F2F", 100),
    ],
    current_turn: 0,
    battle_log: [],
    phase: "countdown",
    turn_ends_at: null,
    ...extra,
  });
  live.send({ type: "battle_found", battle: battle({}) });
  live.send({ type: "countdown_update", message: "Battle starts in 3..." });
  await expect(arena.getByText("Get Ready!")).toBeVisible();
  await checkBothWidths(page, "countdown");

  live.send({
    type: "battle_update",
    battle: battle({
      phase: "fighting",
      current_turn: 2,
      turn_ends_at: new Date(Date.now() + 60_000).toISOString(),
      participants: [
        seat(session.userId, rex.id, rex.name, "#DC143C", 100),
        { ...seat("rival-id", "rival-ant", "Brute", "#2F2F2F", 82), connected: false, tactic: "press" },
      ],
      battle_log: [
        {
          turn: 1,
          description: `${rex.name} counters Brute for 18!`,
          ant_id: rex.id,
          target_id: "rival-ant",
          damage_dealt: 18,
          critical_hit: true,
          timestamp: new Date().toISOString(),
          kind: "counter",
          energy_delta: -2,
        },
      ],
    }),
  });
  const tactics = arena.getByRole("group", { name: "Your tactic for turn 2" });
  await expect(tactics).toBeVisible();
  // Engine v3 (SPEC B31–B33): each of the four buttons says when it pays, read from what the arena shows.
  await expect(tactics.getByRole("button")).toHaveCount(4);
  await expect(tactics.getByRole("button", { name: /^Press/ })).toContainText("Best when their energy is below 50.");
  await expect(tactics.getByRole("button", { name: /^Guard/ })).toContainText("Best when your energy runs low.");
  await expect(tactics.getByRole("button", { name: /^Feint/ })).toContainText("Best when they keep guarding.");
  await tactics.getByRole("button", { name: /^Guard/ }).click();
  await expect
    .poll(() => live.sent.at(-1))
    .toEqual({ type: "choose_tactic", battle_id: "live-e2e", turn: 2, tactic: "guard" });
  await checkBothWidths(page, "battle");

  live.send({
    type: "battle_ended",
    battle: battle({ phase: "finished", status: "completed", winner_id: session.userId, winner_ant_id: rex.id }),
    winner: rex.name,
  });
  await expect(arena.getByText("Congratulations! You won!")).toBeVisible();
  await checkBothWidths(page, "finished");
  live.send({ type: "item_won", battle_id: "live-e2e", equipment_id: "leaf_shield", name: "Leaf Shield" });
  const reward = page.getByRole("status").filter({ hasText: "You won Leaf Shield in battle!" });
  await expect(reward).toBeVisible();
  await checkBothWidths(page, "item-won");
  await reward.getByRole("button", { name: "Dismiss" }).click();
  await expect(reward).toHaveCount(0);
  await arena.getByRole("button", { name: "Return to Arena" }).click();
  await expect(arena.getByRole("radio", { name: /Quick Match/ })).toBeChecked();
});
