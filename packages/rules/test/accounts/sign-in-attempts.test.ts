// Sign-in attempt limits ([AU1]–[AU5]): counted before the password is compared, given back only by a right one.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  AttemptWindows,
  attemptCounters,
  SIGN_IN_LIMITS,
  TRUSTED_DEVICE_DAYS,
} from "../../src/accounts/sign-in-attempts";

const stranger = { account: "alice", address: "203.0.113.7" };

describe("sign-in attempts", () => {
  it("[AU1] 5 per account, 20 per address, 5 per trusted device, in 15-minute windows; devices trusted 90 days", () => {
    expect(SIGN_IN_LIMITS).toEqual({ perAccount: 5, perAddress: 20, perDevice: 5, windowMs: 900_000 });
    expect(TRUSTED_DEVICE_DAYS).toBe(90);
  });

  it("[AU2] an attempt without a trusted device takes the account's and the address's counters", () => {
    expect(attemptCounters(stranger)).toEqual([
      { key: "a:alice", limit: 5 },
      { key: "ip:203.0.113.7", limit: 20 },
    ]);
  });

  it("[AU3] a burst of 100 attempts at once gets exactly 5 compared, whatever order they give back in", () => {
    const windows = new AttemptWindows();
    const answers = Array.from({ length: 100 }, () => windows.take(attemptCounters(stranger), 0));
    expect(answers.filter((a) => a.allowed)).toHaveLength(5);
    expect(answers.slice(0, 5).every((a) => a.allowed)).toBe(true);
    expect(answers[5]).toEqual({ allowed: false, retryAfterMs: 900_000 });
  });

  it("[AU3] the address counter refuses a spray over many accounts after 20", () => {
    const windows = new AttemptWindows();
    const allowed = Array.from({ length: 30 }, (_, i) =>
      windows.take(attemptCounters({ account: `player${i}`, address: "198.51.100.1" }), 0),
    ).filter((a) => a.allowed);
    expect(allowed).toHaveLength(20);
  });

  it("[AU3] a window ends 15 minutes after its first attempt, and the next one starts empty", () => {
    const windows = new AttemptWindows();
    for (let i = 0; i < 6; i++) windows.take(attemptCounters(stranger), 1000);
    expect(windows.take(attemptCounters(stranger), 1000 + 899_999)).toEqual({ allowed: false, retryAfterMs: 1 });
    expect(windows.take(attemptCounters(stranger), 1000 + 900_000)).toEqual({ allowed: true });
    expect(windows.count("a:alice", 1000 + 900_000)).toBe(1);
  });

  it("[AU4] a trusted device's attempts take only the device's counter, so a stranger's burst cannot lock it out", () => {
    const windows = new AttemptWindows();
    for (let i = 0; i < 100; i++) windows.take(attemptCounters(stranger), 0);
    const owner = attemptCounters({ ...stranger, device: "dev1" });
    expect(owner).toEqual([{ key: "d:dev1", limit: 5 }]);
    expect(windows.take(owner, 0)).toEqual({ allowed: true });
    expect(windows.take(attemptCounters(stranger), 0).allowed).toBe(false);
  });

  it("[AU5] a right password gives its attempt back, so a player who signs in often is never limited", () => {
    const windows = new AttemptWindows();
    for (let i = 0; i < 50; i++) {
      expect(windows.take(attemptCounters(stranger), i).allowed).toBe(true);
      windows.giveBack(attemptCounters(stranger), i);
    }
    expect(windows.count("a:alice", 50)).toBe(0);
  });

  it("[AU5] a success inside the window never reopens a window a burst used up", () => {
    const windows = new AttemptWindows();
    const counters = attemptCounters(stranger);
    for (let i = 0; i < 100; i++) windows.take(counters, 0);
    for (let i = 0; i < 10; i++) windows.giveBack(counters, 0);
    expect(windows.count("a:alice", 0)).toBe(100);
    expect(windows.take(counters, 0).allowed).toBe(false);
  });

  it("[AU3][AU5] however takes and give-backs interleave, no more than 5 wrong passwords are ever compared", () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { maxLength: 200 }), (rightOnes) => {
        const windows = new AttemptWindows();
        const counters = attemptCounters(stranger);
        let wrongCompared = 0;
        for (const right of rightOnes) {
          if (!windows.take(counters, 0).allowed) continue;
          if (right) windows.giveBack(counters, 0);
          else wrongCompared += 1;
        }
        return wrongCompared <= SIGN_IN_LIMITS.perAccount;
      }),
    );
  });
});
