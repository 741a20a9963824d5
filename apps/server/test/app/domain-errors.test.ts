// Domain errors carry a code and the player's text; the websocket and HTTP translations of them.
import { BATTLE_ERRORS, ERRORS } from "@antbrawl/protocol/errors";
import { describe, expect, it } from "vitest";
import {
  conflict,
  DomainError,
  forbidden,
  invalid,
  notFound,
  unauthenticated,
  unavailable,
} from "../../src/lib/domain-error";
import { toWsError } from "../../src/lib/ws-error";
import { STATUS_OF } from "../../src/plugins/errors";

describe("domain errors", () => {
  it("each helper makes the code it names, with the text as given", () => {
    const made = [invalid("a"), unauthenticated("b"), forbidden("c"), notFound("d"), conflict("e"), unavailable("f")];
    expect(made.map((error) => [error.code, error.detail])).toEqual([
      ["invalid", "a"],
      ["unauthenticated", "b"],
      ["forbidden", "c"],
      ["not_found", "d"],
      ["conflict", "e"],
      ["unavailable", "f"],
    ]);
    expect(made.every((error) => error instanceof DomainError && error instanceof Error)).toBe(true);
  });

  it("HTTP statuses: one per code", () => {
    expect(STATUS_OF).toEqual({
      invalid: 400,
      unauthenticated: 401,
      forbidden: 403,
      not_found: 404,
      conflict: 409,
      unavailable: 503,
    });
  });

  it("toWsError answers the player's text for a domain error", () => {
    expect(toWsError(conflict(BATTLE_ERRORS.alreadyStarted))).toEqual({
      type: "error",
      message: "This battle has already been started",
      code: "conflict",
    });
  });

  it("toWsError hides the text of any other failure", () => {
    expect(toWsError(new Error("relation ants does not exist"))).toEqual({ type: "error", message: ERRORS.internal });
    expect(toWsError("boom")).toEqual({ type: "error", message: "Internal server error" });
  });
});
