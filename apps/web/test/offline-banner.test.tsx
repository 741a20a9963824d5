// The offline banner: navigator.onLine and failed API calls raise it, an answer or the browser's 'online' clears it.
import { act, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { OfflineBanner } from "../src/app/layout/OfflineBanner";
import { lastSeenAnts, rememberAnts } from "../src/features/ants/api/last-seen-ants";
import { reportCallAnswered, reportCallFailed } from "../src/lib/network/online-status";

const COLONY_TEXT = "You are offline — showing your colony as last seen.";
let online = true;

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <OfflineBanner />
    </MemoryRouter>,
  );
}

function browserGoes(state: "online" | "offline") {
  online = state === "online";
  act(() => {
    window.dispatchEvent(new Event(state));
  });
}

beforeEach(() => {
  online = true;
  Object.defineProperty(navigator, "onLine", { configurable: true, get: () => online });
});

afterEach(() => {
  act(() => reportCallAnswered());
  localStorage.clear();
});

describe("OfflineBanner", () => {
  it("shows on the colony views while the browser is offline and goes when it is back", () => {
    renderAt("/my-ants");
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    browserGoes("offline");
    expect(screen.getByRole("status")).toHaveTextContent(COLONY_TEXT);
    browserGoes("online");
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("says the page will catch up on a page other than the colony views", () => {
    online = false;
    renderAt("/battle");
    expect(screen.getByRole("status")).toHaveTextContent(
      "You are offline — this page will catch up when you reconnect.",
    );
  });

  it("shows after a call fails with no answer while the browser still says online, until a call is answered", () => {
    renderAt("/");
    act(() => reportCallFailed(new TypeError("Failed to fetch")));
    expect(screen.getByRole("status")).toHaveTextContent(COLONY_TEXT);
    act(() => reportCallAnswered());
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("ignores an aborted call, and the browser's 'online' clears a failed one", () => {
    renderAt("/");
    act(() => reportCallFailed("AbortError: The operation was aborted."));
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    act(() => reportCallFailed(new TypeError("Failed to fetch")));
    expect(screen.getByRole("status")).toBeInTheDocument();
    browserGoes("online");
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });
});

describe("last seen ants", () => {
  it("keeps the latest list for its player only", () => {
    const ants = [{ id: "a-1", name: "Rex" }] as never;
    rememberAnts("u-1", ants);
    expect(lastSeenAnts("u-1")).toEqual(ants);
    expect(lastSeenAnts("u-2")).toBeNull();
    localStorage.setItem("antbrawl:last-seen-ants", "{not json");
    expect(lastSeenAnts("u-1")).toBeNull();
  });
});
