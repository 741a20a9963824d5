// Sound (issue 28): care plays its effect, and the top bar's mute silences every effect until it is turned back on.
import { createAntThroughUi, needValue, uniqueAntName } from "../fixtures/colony";
import { expect, signUpThroughUi, test } from "../fixtures/player";

declare global {
  interface Window {
    /** What the page's audio did, in order: 'start' for each sound started, and the test's own marks. */
    soundLog: string[];
  }
}

test("care plays a sound, the mute button silences the next care, and turning it on brings sound back", async ({
  page,
  username,
}) => {
  // Every effect starts an AudioBufferSourceNode (its file) or OscillatorNodes (its notes): count the starts.
  await page.addInitScript(() => {
    window.soundLog = [];
    for (const node of [AudioBufferSourceNode, OscillatorNode]) {
      const proto = node.prototype as unknown as { start: (...args: unknown[]) => void };
      const start = proto.start;
      proto.start = function (this: unknown, ...args: unknown[]) {
        window.soundLog.push("start");
        return start.apply(this, args);
      };
    }
  });
  const log = () => page.evaluate(() => window.soundLog.join(" "));
  const mark = (what: string) => page.evaluate((text) => window.soundLog.push(text), what);

  await signUpThroughUi(page, username);
  await createAntThroughUi(page, uniqueAntName("Hum"));
  const sound = page.getByRole("button", { name: "Sound" });
  await expect(sound).toHaveAttribute("aria-pressed", "true");

  const food = await needValue(page, "Food");
  await page.getByRole("button", { name: "Feed (5)" }).click();
  await expect.poll(() => needValue(page, "Food")).toBeGreaterThan(food);
  await expect.poll(log).toContain("start");

  await sound.click();
  await expect(sound).toHaveAttribute("aria-pressed", "false");
  await mark("[silent]");
  const water = await needValue(page, "Water");
  await page.getByRole("button", { name: "Give Water (8)" }).click();
  await expect.poll(() => needValue(page, "Water")).toBeGreaterThan(water);
  await expect(page.getByRole("status").filter({ hasText: /water/i })).toBeVisible();
  await mark("[sound]");
  await sound.click();
  await expect(sound).toHaveAttribute("aria-pressed", "true");

  const exercise = await needValue(page, "Exercise");
  await page.getByRole("button", { name: "Exercise (6)" }).click();
  await expect.poll(() => needValue(page, "Exercise")).toBeGreaterThan(exercise);
  await expect.poll(async () => (await log()).split("[sound]")[1] ?? "").toContain("start");
  const muted = (await log()).split("[silent]")[1]?.split("[sound]")[0];
  expect(muted).toBeDefined();
  expect(muted, "nothing sounds while muted").not.toContain("start");
});
