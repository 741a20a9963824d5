// Two people fight live in the Ant Arena against the real server: a Quick Match with a reload mid-battle, and a friendly challenge.
import type { Page } from "@playwright/test";
import { type ArenaPlayer, arriveInArena } from "../fixtures/arena-player";
import { readyForScreenshot } from "../fixtures/battle";
import { expect, test } from "../fixtures/player";
import { captureBothWidths } from "../fixtures/screens";
import { liveOn } from "../fixtures/tabs";

const arenaOf = (page: Page) => page.getByRole("tabpanel", { name: "Ant Arena" });
const pickerOf = (page: Page) => arenaOf(page).getByRole("group", { name: /^Your tactic for turn \d+$/ });
const completeOf = (page: Page) => arenaOf(page).getByText("Battle Complete!", { exact: true });

/** A full-page screenshot at both widths from the top of the page (the battle view scrolls itself into view). */
async function shoot(page: Page, name: string) {
  await readyForScreenshot(page);
  await captureBothWidths(page, name);
}

/**
 * At 390×844 during a live turn: all four tactic buttons lie wholly inside the viewport and above the bottom bar, and
 * the turn's timer is visible, with no scrolling.
 */
async function expectTacticsInReach(page: Page) {
  const picker = pickerOf(page);
  await expect(picker.getByRole("button", { name: /^Balanced/ })).toBeEnabled({ timeout: 20_000 });
  // One snapshot of the layout (a 2-second test turn leaves no time for a check per button).
  const layout = await page.evaluate(() => {
    const box = (element: Element | null) => {
      const r = element?.getBoundingClientRect();
      return r ? { top: r.top, bottom: r.bottom, left: r.left, right: r.right } : null;
    };
    const legend = [...document.querySelectorAll("fieldset.arena-tactics legend")][0];
    const buttons = [...(legend?.parentElement?.querySelectorAll("button") ?? [])].map((button) => ({
      name: button.querySelector("strong")?.textContent ?? "",
      ...box(button),
    }));
    return {
      width: window.innerWidth,
      height: window.innerHeight,
      bar: box(document.querySelector('nav[aria-label="Main menu"]')),
      header: box(document.querySelector(".top-bar")),
      timer: box(document.querySelector('[role="timer"][aria-label="Time left in this turn"]')),
      buttons,
    };
  });
  const limit = layout.bar && layout.bar.top < layout.height ? layout.bar.top : layout.height;
  expect(layout.buttons.map((b) => b.name)).toEqual(["Balanced", "Press", "Guard", "Feint"]);
  for (const button of layout.buttons) {
    expect(button.top, `${button.name} below the top`).toBeGreaterThanOrEqual(0);
    expect(button.bottom, `${button.name} above the bottom bar`).toBeLessThanOrEqual(limit);
    expect(button.left, `${button.name} inside the width`).toBeGreaterThanOrEqual(0);
    expect(button.right, `${button.name} inside the width`).toBeLessThanOrEqual(layout.width);
  }
  expect(layout.timer, "the turn timer").not.toBeNull();
  expect(layout.timer?.top ?? -1, "the timer below the page header").toBeGreaterThanOrEqual(layout.header?.bottom ?? 0);
  expect(layout.timer?.bottom ?? Number.POSITIVE_INFINITY, "the timer above the bottom bar").toBeLessThanOrEqual(limit);
}

/** Both players' health bars, on each player's screen. */
async function expectBattleOnScreen(players: readonly ArenaPlayer[]) {
  for (const viewer of players) {
    for (const fighter of players) {
      await expect(arenaOf(viewer.page).getByRole("meter", { name: `${fighter.ant.name} health` })).toBeVisible({
        timeout: 20_000,
      });
    }
  }
}

/** The turn the player is asked about now, or "end" once the battle is over on their screen. */
async function nextTurn(page: Page, after: number): Promise<number | "end"> {
  let seen: number | "end" = after;
  await expect
    .poll(
      async () => {
        if (await completeOf(page).isVisible()) seen = "end";
        else {
          const legend = await pickerOf(page)
            .locator("legend")
            .textContent({ timeout: 500 })
            .catch(() => null);
          const turn = Number(legend?.match(/(\d+)$/)?.[1] ?? 0);
          if (turn > after) seen = turn;
        }
        return seen !== after;
      },
      { timeout: 30_000, message: `a turn after ${after} or the end of the battle` },
    )
    .toBe(true);
  return seen;
}

type Tactic = "Balanced" | "Press" | "Guard" | "Feint";

interface Plan {
  /** The tactic to click on a turn (`chosen`: how many the player clicked so far), or null to let the clock run out. */
  tactic(turn: number, chosen: number): Tactic | null;
  /** Something to do on each turn the player sees, before choosing. */
  before?(turn: number): Promise<void>;
}

/** The server's answer to a pick that reached it after its turn ended. */
const LATE_PICK = /^Too late for turn \d+: turn \d+ has begun\.$/;

/**
 * Clicks a tactic and answers what became of it: `taken` (waiting for the opponent, or already the tactic in force on
 * the player's seat), `late` (the server refused it: a new 'Too late for turn …' line ends the message log; the pick
 * may go out for a later turn than the test read, after a slow screenshot), `end` (the battle is over), or `missed`
 * (the turn moved on before the click).
 */
async function pick(page: Page, tactic: Tactic): Promise<"taken" | "late" | "end" | "missed"> {
  const arena = arenaOf(page);
  const log = arena.getByRole("log", { name: "Arena message log" });
  const logBefore = await log.textContent();
  const clicked = await pickerOf(page)
    .getByRole("button", { name: new RegExp(`^${tactic}`) })
    .click({ timeout: 5_000 })
    .then(() => true)
    .catch(() => false);
  if (!clicked) return "missed";
  const shown = arena.getByText(`You chose ${tactic}: waiting for opponent...`).or(arena.getByText(`You · ${tactic}`));
  let outcome: "taken" | "late" | "end" | null = null;
  await expect
    .poll(
      async () => {
        if (await shown.first().isVisible()) outcome = "taken";
        else if (await completeOf(page).isVisible()) outcome = "end";
        else if ((await log.textContent()) !== logBefore) {
          const last = await log.getByRole("listitem").last().textContent();
          if (LATE_PICK.test(last ?? "")) outcome = "late";
        }
        return outcome;
      },
      { message: `${tactic} shown as chosen, refused as late, or the battle over` },
    )
    .not.toBeNull();
  return outcome ?? "missed";
}

/** Plays turns as the player until their screen says 'Battle Complete!'; answers how many picks the server took. */
async function playOut(player: ArenaPlayer, plan: Plan): Promise<number> {
  let turn = 0;
  let chosen = 0;
  for (;;) {
    const next = await nextTurn(player.page, turn);
    if (next === "end") return chosen;
    turn = next;
    await plan.before?.(turn);
    const tactic = plan.tactic(turn, chosen);
    if (!tactic) continue;
    if ((await pick(player.page, tactic)) === "taken") chosen += 1;
  }
}

/** Both players see 'Battle Complete!' with one 'You won!' and one 'Better luck', and the same winner's name. */
async function expectOneWinner(players: readonly ArenaPlayer[]) {
  const winners: string[] = [];
  let won = 0;
  for (const { page } of players) {
    await expect(completeOf(page)).toBeVisible({ timeout: 30_000 });
    const arena = arenaOf(page);
    const result = arena.getByText(/^(Congratulations! You won!|Good fight! Better luck next time!)$/);
    await expect(result).toBeVisible();
    if ((await result.textContent()) === "Congratulations! You won!") won += 1;
    winners.push((await arena.getByText(/^Winner: /).textContent()) ?? "");
  }
  expect(won, "exactly one player won").toBe(1);
  expect(winners[0]).toMatch(/^Winner: .+/);
  expect(winners[1]).toBe(winners[0]);
  const winnerAnt = winners[0]?.replace("Winner: ", "");
  expect(players.map((p) => p.ant.name)).toContain(winnerAnt);
}

/** Return to Arena brings the menu back with the player's fighter (Ready or, wounded by the fight, Not Ready). */
async function returnToArena(player: ArenaPlayer) {
  const arena = arenaOf(player.page);
  await arena.getByRole("button", { name: "Return to Arena" }).click();
  await expect(arena.getByRole("radio", { name: /Quick Match/ })).toBeVisible();
  await expect(
    arena.getByRole("radio", { name: new RegExp(`^${player.ant.name} Level \\d+ (Ready|Not Ready)$`) }),
  ).toBeVisible();
  await expect(arena.getByText("Battle Complete!", { exact: true })).toBeHidden();
}

test("two players pair through Quick Match, fight live, one reloads and rejoins, and both see the same winner", async ({
  browser,
}, testInfo) => {
  // Engine v3 fights may run to the 50-turn cap (2 s turns): room for that on a loaded machine.
  test.setTimeout(300_000);
  const alice = await arriveInArena(browser, testInfo, "Alice", "#DC143C");
  const bob = await arriveInArena(browser, testInfo, "Bob", "#228B22");

  for (const [index, player] of [alice, bob].entries()) {
    const arena = arenaOf(player.page);
    await arena.getByRole("radio", { name: /Quick Match/ }).check();
    await arena.getByRole("radio", { name: new RegExp(player.ant.name) }).check();
    await arena.getByRole("button", { name: "Find Match" }).click();
    // The second player is paired at once (50 ms after the join): its search shows in the message log.
    await expect(arena.getByRole("log", { name: "Arena message log" })).toContainText(
      "Looking for a worthy challenger...",
    );
    if (index === 0) {
      await expect(arena.getByText("Searching for Opponent")).toBeVisible();
      await expect(arena.getByText(/ · searching for \d+ s$/)).toBeVisible();
      await shoot(alice.page, "ant-arena-live-queue");
    }
  }

  for (const { page } of [alice, bob]) {
    await expect(arenaOf(page).getByText("Battle Found!", { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(arenaOf(page).getByText("Get Ready!", { exact: true })).toBeVisible();
    const versus = arenaOf(page).getByText(/ vs /);
    await expect(versus).toContainText(alice.ant.name);
    await expect(versus).toContainText(bob.ant.name);
  }
  // No screenshot here: on a busy machine it outlasts the countdown, and the battle could end before Bob is back.
  await expectBattleOnScreen([alice, bob]);

  // Bob reloads at once; Alice lets the clock run until he is back, then both pick (a few turns on the clock).
  let rejoined = false;
  let shot = false;
  const [aliceChose, bobChose] = await Promise.all([
    playOut(alice, {
      tactic: (turn, chosen) =>
        rejoined && turn % 4 !== 0 ? ((["Guard", "Press", "Feint", "Balanced"] as const)[chosen % 4] ?? null) : null,
      before: async () => {
        if (shot || !rejoined || (await completeOf(alice.page).isVisible())) return;
        shot = true;
        await shoot(alice.page, "ant-arena-live-battle");
      },
    }),
    playOut(bob, {
      tactic: (turn) => (!rejoined || turn % 3 === 0 ? null : turn % 2 === 0 ? "Guard" : "Press"),
      before: async () => {
        if (rejoined) return;
        await bob.page.reload();
        await expect(liveOn(bob.page)).toBeVisible();
        await expectBattleOnScreen([bob, alice]);
        await expect(pickerOf(bob.page)).toBeVisible();
        rejoined = true;
      },
    }),
  ]);
  expect(rejoined, "Bob reloaded mid-battle and was back in it").toBe(true);
  expect(aliceChose + bobChose, "tactics were chosen by clicking").toBeGreaterThan(0);

  await expectOneWinner([alice, bob]);
  await shoot(alice.page, "ant-arena-live-finished");
  await returnToArena(alice);
  await returnToArena(bob);
  await alice.context.close();
  await bob.context.close();
});

/** Makes two players friends through the API: each asks the other, the second request accepts the first. */
async function befriend(a: ArenaPlayer, b: ArenaPlayer) {
  for (const [from, to, message] of [
    [a, b, `Friend request sent to ${b.name}`],
    [b, a, `You and ${a.name} are now friends`],
  ] as const) {
    const response = await from.page.request.post(`/api/users/${from.session.userId}/friends/request`, {
      headers: { authorization: `Bearer ${from.session.token}` },
      data: { username: to.name },
    });
    expect(response.ok(), await response.text()).toBeTruthy();
    expect(await response.json()).toMatchObject({ success: true, message });
  }
}

test("a friend challenges an online friend, who accepts the invitation, and both fight to the end", async ({
  browser,
}, testInfo) => {
  // Engine v3 fights may run to the 50-turn cap (2 s turns): room for that on a loaded machine.
  test.setTimeout(300_000);
  const carol = await arriveInArena(browser, testInfo, "Carol", "#DAA520");
  const dave = await arriveInArena(browser, testInfo, "Dave", "#2F2F2F");
  await befriend(carol, dave);
  for (const player of [carol, dave]) {
    await player.page.reload();
    await expect(liveOn(player.page)).toBeVisible();
  }

  const carolArena = arenaOf(carol.page);
  await carolArena.getByRole("radio", { name: /Friendly Match/ }).check();
  await carolArena.getByRole("radio", { name: new RegExp(carol.ant.name) }).check();
  const challenges = carolArena.getByRole("region", { name: "Challenge a friend" });
  const daveRow = challenges.getByRole("listitem").filter({ hasText: dave.name });
  await expect(daveRow.getByText("Online")).toBeVisible();
  await daveRow.getByRole("button", { name: `Challenge ${dave.name}` }).click();

  // Dave plays on a phone: when the battle comes on screen its tactics scroll into view below the page header.
  await dave.page.setViewportSize({ width: 390, height: 844 });
  const daveArena = arenaOf(dave.page);
  await daveArena.getByRole("button", { name: /^Invites/ }).click();
  const invitation = daveArena
    .getByRole("list", { name: "Battle invitations" })
    .getByRole("listitem")
    .filter({ hasText: carol.name });
  await expect(invitation).toContainText(`with ${carol.ant.name}`);
  await invitation.getByRole("button", { name: "Accept Battle" }).click();
  await invitation.getByRole("button", { name: `Fight with ${dave.ant.name}` }).click();

  for (const { page } of [carol, dave])
    await expect(arenaOf(page).getByText("Get Ready!", { exact: true })).toBeVisible();
  await shoot(carol.page, "ant-arena-live-countdown");
  await expectBattleOnScreen([carol, dave]);
  await expect(pickerOf(dave.page)).toBeInViewport();
  await expectTacticsInReach(dave.page);
  await dave.page.screenshot({ path: testInfo.outputPath("ant-arena-live-phone-turn.png") });
  await Promise.all([
    playOut(carol, { tactic: (turn) => (turn % 3 === 0 ? null : "Feint") }),
    playOut(dave, { tactic: (turn) => (turn % 2 === 0 ? "Balanced" : "Guard") }),
  ]);
  await expectOneWinner([carol, dave]);
  await returnToArena(dave);
  await carol.context.close();
  await dave.context.close();
});
