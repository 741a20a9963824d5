// Breeding Lab and Medical Center in the page: the eligibility check, the spec's notices, Hatch once ready, the tips.
import type { BreedingOperation, CompleteBreedingAnswer } from "@antbrawl/protocol/lab-breeding";
import type { Diagnosis, TreatAnswer } from "@antbrawl/protocol/lab-medical";
import { act, screen } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it, vi } from "vitest";
import { BreedingTab } from "../src/features/ant-lab/components/breeding/BreedingTab";
import { LabNotice } from "../src/features/ant-lab/components/LabNotice";
import { MedicalTab } from "../src/features/ant-lab/components/medical/MedicalTab";
import { AntLabPage } from "../src/features/ant-lab/public";
import { antWith, player } from "./support/fixtures";
import { renderWithApp } from "./support/render";
import { server } from "./support/server";

const eligibility = () => document.querySelector(".breeding-eligibility")?.textContent;
const level5 = (id: string, name: string) => ({ ...antWith({}, 15, id, name), level: 5, total_experience: 400 });

function operation(patch: Partial<BreedingOperation> = {}): BreedingOperation {
  return {
    id: "op-1",
    parent1_id: "a",
    parent2_id: "b",
    parent1_name: "Ada",
    parent2_name: "Bo",
    offspring_count: 1,
    status: "incubating",
    started_at: "2026-11-24T10:00:00.000Z",
    expected_birth: "2026-11-24T10:05:00.000Z",
    hatch_in_ms: 0,
    completed_at: null,
    success: null,
    offspring: [],
    genetic_preview: { generation: 2, expected_traits: { genetic: ["Hardy Stock"] } },
    ...patch,
  };
}

describe("Ant Laboratory", () => {
  it("tells a signed-out visitor to create an account", () => {
    renderWithApp(<AntLabPage />, { user: null });
    expect(screen.getByText("Please create an account to access the Ant Laboratory.")).toBeTruthy();
  });

  it("shows a notice until the player dismisses it", async () => {
    const onDismiss = vi.fn();
    const { user } = renderWithApp(
      <LabNotice notice={{ kind: "error", text: "Treatment failed: nope" }} onDismiss={onDismiss} />,
    );
    expect(screen.getByRole("alert").textContent).toContain("Treatment failed: nope");
    await user.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(onDismiss).toHaveBeenCalled();
  });
});

describe("Breeding Lab", () => {
  it("[GN1] checks the pair as the server does and starts breeding with the spec's notice", async () => {
    const [ada, bo] = [level5("a", "Ada"), { ...level5("b", "Bo"), level: 4 }];
    let body: unknown = null;
    server.use(
      http.get("*/api/users/:userId/breeding/status", () => HttpResponse.json([])),
      http.post("*/api/users/:userId/breeding/start", async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(
          {
            success: true,
            message: "Breeding started successfully! Check back in 5 minutes for results.",
            breeding: operation(),
          },
          { status: 201 },
        );
      }),
    );
    const notify = vi.fn();
    const { user, unmount } = renderWithApp(
      <BreedingTab userId={player.id} ant={ada} ants={[ada, bo]} notify={notify} selectAnt={() => undefined} />,
    );
    expect(eligibility()).toBe("Please select both parents");
    await user.selectOptions(screen.getByLabelText("Parent 2"), "a");
    expect(eligibility()).toBe("Cannot breed ant with itself");
    await user.selectOptions(screen.getByLabelText("Parent 2"), "b");
    expect(eligibility()).toBe("Both ants must be level 5 or higher");
    expect((screen.getByRole("button", { name: "Start Breeding" }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/One breeding operation per ant at a time\./)).toBeTruthy();

    unmount();
    const ready = level5("b", "Bo");
    const again = renderWithApp(
      <BreedingTab userId={player.id} ant={ada} ants={[ada, ready]} notify={notify} selectAnt={() => undefined} />,
    );
    await again.user.selectOptions(screen.getByLabelText("Parent 2"), "b");
    expect(eligibility()).toBe("These ants can breed.");
    await again.user.click(screen.getByRole("button", { name: "Start Breeding" }));
    await vi.waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        kind: "success",
        text: "Breeding started successfully! Check back in 5 minutes for results.",
      }),
    );
    expect(body).toEqual({ parent1_id: "a", parent2_id: "b", breeding_fee: 0 });
  });

  it("shows the server's refusal as 'Failed to start breeding: {detail}'", async () => {
    const [ada, bo] = [level5("a", "Ada"), level5("b", "Bo")];
    server.use(
      http.get("*/api/users/:userId/breeding/status", () => HttpResponse.json([])),
      http.post("*/api/users/:userId/breeding/start", () =>
        HttpResponse.json({ detail: "Bo is already in a breeding operation" }, { status: 409 }),
      ),
    );
    const notify = vi.fn();
    const { user } = renderWithApp(
      <BreedingTab userId={player.id} ant={ada} ants={[ada, bo]} notify={notify} selectAnt={() => undefined} />,
    );
    await user.selectOptions(screen.getByLabelText("Parent 2"), "b");
    await user.click(screen.getByRole("button", { name: "Start Breeding" }));
    await vi.waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        kind: "error",
        text: "Failed to start breeding: Bo is already in a breeding operation",
      }),
    );
  });

  it("[GN11][GN12] shows Hatch once the eggs are ready, the room a clutch needs, and the spec's completion text", async () => {
    const ada = level5("a", "Ada");
    const answer: CompleteBreedingAnswer = {
      success: true,
      message: "Breeding complete! 1 offspring created: Brave Scout",
      offspring: [{ ...antWith({}, 15, "c", "Brave Scout") }],
      breeding: operation({ status: "completed", success: true, offspring: [{ id: "c", name: "Brave Scout" }] }),
    };
    server.use(
      http.get("*/api/users/:userId/breeding/status", () =>
        HttpResponse.json([operation({ id: "later", hatch_in_ms: 120_000, offspring_count: 3 }), operation()]),
      ),
      http.post("*/api/breeding/op-1/complete", () => HttpResponse.json(answer)),
    );
    const notify = vi.fn();
    const { user } = renderWithApp(
      <BreedingTab userId={player.id} ant={ada} ants={[ada]} notify={notify} selectAnt={() => undefined} />,
    );
    const hatch = await screen.findByRole("button", { name: "Hatch" });
    expect(screen.getAllByRole("button", { name: "Hatch" })).toHaveLength(1);
    expect(screen.getByText(/Hatches in/).textContent).toMatch(/2:00|1:59/);
    expect(screen.getByText(/The clutch needs room for 3 ants; your colony has room for 2\./)).toBeTruthy();
    await user.click(hatch);
    await vi.waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        kind: "success",
        text: "Breeding complete! 1 offspring created: Brave Scout",
      }),
    );
  });
});

describe("Medical Center", () => {
  const diagnosis: Diagnosis = {
    ant_id: "ant-1",
    conditions: [{ condition: "injured", severity: "severe", description: "Battle wounds: health is down to 12%." }],
    recommended_treatments: [
      {
        type: "surgery",
        name: "Surgery",
        description: "Repairs deep wounds.",
        cost: 0.8,
        duration_hours: 0.5,
        effectiveness: 0.95,
        success_rate: 0.8,
      },
    ],
    treatment_until: null,
    treatment_ms_left: 0,
  };

  it("[MD9] shows conditions, treatments and the spec's tips; a failed treatment reads 'Treatment failed: …'", async () => {
    const ant = { ...antWith({}, 15), current_health: 12 };
    let treated = 0;
    server.use(
      http.get("*/api/users/:userId/ants/:antId/diagnose", () =>
        HttpResponse.json(treated ? { ...diagnosis, treatment_ms_left: 60_000, treatment_until: "x" } : diagnosis),
      ),
      http.post("*/api/users/:userId/ants/:antId/treat", ({ request }) => {
        treated += 1;
        expect(new URL(request.url).searchParams.get("treatment_type")).toBe("surgery");
        return HttpResponse.json({
          success: false,
          message: "The treatment did not take this time. Your ant needs to rest before another try.",
          treatment: { id: "t", type: "surgery", name: "Surgery", cost: 0.8, ends_at: "x" },
          ant,
        } satisfies TreatAnswer);
      }),
    );
    const notify = vi.fn();
    const { user } = renderWithApp(
      <MedicalTab userId={player.id} ant={ant} ants={[ant]} notify={notify} selectAnt={() => undefined} />,
    );
    expect(await screen.findByText("Battle wounds: health is down to 12%.")).toBeTruthy();
    for (const tip of [
      /food above 15/,
      /Water below 10 causes dehydration/,
      /Health below 20% is critical/,
      /Energy below 5% needs rest/,
    ]) {
      expect(screen.getByText(tip)).toBeTruthy();
    }
    expect(screen.getByText("0.8 ETH")).toBeTruthy();
    expect(screen.getByText("30 min")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Apply Surgery" }));
    await vi.waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        kind: "error",
        text: "Treatment failed: The treatment did not take this time. Your ant needs to rest before another try.",
      }),
    );
    await act(async () => undefined);
    await vi.waitFor(() => expect(screen.getByText(/is in treatment: free again in/)).toBeTruthy());
    expect((screen.getByRole("button", { name: "Apply Surgery" }) as HTMLButtonElement).disabled).toBe(true);
  });
});
