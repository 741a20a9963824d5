// The notification centre in Chromium: the bell counts a friend request sent from another browser, the panel lists
// it, an invitation's Accept opens the arena's ant picker, "Mark all read" clears the count; screenshots, two widths.
import type { Browser, Page, TestInfo } from "@playwright/test";
import { createAnt, type Session, sessionOf } from "../fixtures/battle";
import { uniqueAntName } from "../fixtures/colony";
import { expect, signUpThroughUi, test, uniqueUsername } from "../fixtures/player";
import { captureBothWidths } from "../fixtures/screens";
import { liveOn } from "../fixtures/tabs";

async function arrive(browser: Browser, testInfo: TestInfo, prefix: string) {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const page = await context.newPage();
  const name = uniqueUsername(prefix);
  await signUpThroughUi(page, name);
  const session = await sessionOf(page);
  // The friendly battle below unlocks achievements as it ends: their notices would race the counts checked here.
  const quiet = await page.request.put(`/api/users/${session.userId}/preferences`, {
    headers: { authorization: `Bearer ${session.token}` },
    data: { notifications: { achievements: false } },
  });
  expect(quiet.ok()).toBeTruthy();
  await expect(liveOn(page)).toBeVisible();
  return { name, context, page, session };
}

const post = async (page: Page, session: Session, path: string, data: object) => {
  const response = await page.request.post(`/api/users/${session.userId}${path}`, {
    headers: { authorization: `Bearer ${session.token}` },
    data,
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  return response.json();
};

const bell = (page: Page) => page.getByRole("button", { name: /^Notifications/ });
const panel = (page: Page) => page.getByRole("dialog", { name: "Notifications" });

test("the bell counts live notices; an invitation is accepted from the panel; mark all read", async ({
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const alice = await arrive(browser, testInfo, "Bell");
  const bob = await arrive(browser, testInfo, "Rung");
  await expect(bell(bob.page)).toHaveAccessibleName("Notifications");

  await post(alice.page, alice.session, "/friends/request", { username: bob.name });
  await expect(bell(bob.page)).toHaveAccessibleName("Notifications, 1 unread");
  await bell(bob.page).click();
  await expect(panel(bob.page).getByText(`${alice.name} wants to be your friend`)).toBeVisible();
  await captureBothWidths(bob.page, "notifications-panel");

  const requests = await (
    await bob.page.request.get(`/api/users/${bob.session.userId}/friends/requests`, {
      headers: { authorization: `Bearer ${bob.session.token}` },
    })
  ).json();
  await post(bob.page, bob.session, `/friends/requests/${requests.friend_requests[0].friendship_id}/respond`, {
    accept: true,
  });
  await expect(bell(alice.page)).toHaveAccessibleName("Notifications, 1 unread");

  const aliceAnt = await createAnt(alice.page.request, alice.session, uniqueAntName("Bell"));
  const bobAnt = await createAnt(bob.page.request, bob.session, uniqueAntName("Rung"));
  await post(alice.page, alice.session, "/battle-invitations", {
    friend_username: bob.name,
    ant_id: aliceAnt.id,
    match_type: "friendly",
    stake_amount: 0,
  });
  await expect(bell(bob.page)).toHaveAccessibleName("Notifications, 2 unread");
  const invitation = panel(bob.page).getByRole("listitem").filter({ hasText: "challenges you to a friendly battle" });
  await invitation.getByRole("button", { name: "Accept" }).click();
  // Accepting asks which ant fights: the Ant Arena opens at that invitation's picker.
  const picker = bob.page.getByRole("group", { name: `Which ant fights ${alice.name}?` });
  await expect(picker).toBeVisible();
  await expect(bob.page).toHaveURL(/\/battle\?tab=arena$/);
  await picker.getByRole("button", { name: `Fight with ${bobAnt.name}` }).click();
  await expect(bell(alice.page)).toHaveAccessibleName("Notifications, 2 unread");
  await expect(bell(bob.page)).toHaveAccessibleName("Notifications, 1 unread");

  await bell(alice.page).click();
  await expect(
    panel(alice.page).getByText(`${bob.name} accepted your battle invitation: the fight begins`),
  ).toBeVisible();
  await panel(alice.page).getByRole("button", { name: "Mark all read" }).click();
  await expect(bell(alice.page)).toHaveAccessibleName("Notifications");
  await alice.context.close();
  await bob.context.close();
});
