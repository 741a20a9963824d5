// /my-ants?ant={id}, where a need notice links: the ant is fetched afresh and its Needs open; a failed fetch says so.
import { screen, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { MyAntsPage } from "../src/features/my-ants/public";
import { antWith } from "./support/fixtures";
import { renderWithApp } from "./support/render";
import { server } from "./support/server";

const rex = antWith({ food: 2 }, 15, "ant-1", "Rex");
const mia = antWith({}, 15, "ant-2", "Mia");

function colony(single: (antId: string) => Response) {
  server.use(
    http.get("*/api/users/:userId/ants", () => HttpResponse.json([rex, mia])),
    http.get("*/api/users/:userId/ants/:antId", ({ params }) => single(String(params.antId))),
  );
}

describe("My Ants opened on one ant", () => {
  it("fetches that ant and opens its Needs; closing them leaves the grid", async () => {
    let fetched = "";
    colony((antId) => {
      fetched = antId;
      return HttpResponse.json({ ...rex, needs: { ...rex.needs, food: 14 } });
    });
    const { user } = renderWithApp(<MyAntsPage />, { path: "/my-ants?ant=ant-1" });
    const needs = await screen.findByRole("dialog", { name: "Rex Needs" });
    expect(fetched).toBe("ant-1");
    expect(screen.queryByRole("dialog", { name: "Mia Needs" })).toBeNull();
    await user.click(within(needs).getByRole("button", { name: /close/i }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("article", { name: "Rex" })).toBeTruthy();
  });

  it("says 'Failed to get ant' when the ant cannot be fetched, and the server's reason when it gives one", async () => {
    colony(() => new HttpResponse(null, { status: 500 }));
    const first = renderWithApp(<MyAntsPage />, { path: "/my-ants?ant=ant-1" });
    expect((await screen.findByRole("alert")).textContent).toContain("Failed to get ant");
    expect(screen.queryByRole("dialog")).toBeNull();
    first.unmount();

    colony(() => HttpResponse.json({ detail: "Ant not found" }, { status: 404 }));
    const { user } = renderWithApp(<MyAntsPage />, { path: "/my-ants?ant=gone" });
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Ant not found");
    await user.click(within(alert).getByRole("button", { name: "Dismiss" }));
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
