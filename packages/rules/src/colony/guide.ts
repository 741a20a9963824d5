// The first-hour guide: the steps after a first battle, what completes each, and when the guide shows.

/** [FH1] The guide's steps, in the order shown. */
export const GUIDE_STEP_IDS = ["care", "readiness", "arena", "lab", "training", "tournaments"] as const;
export type GuideStepId = (typeof GUIDE_STEP_IDS)[number];

/** [FH1] A step is done by doing it (an achievement metric above 0) or by opening its screen from the guide. */
type Completion = { by: "metric"; metric: "care_total" | "trainings_completed" } | { by: "visit" };

export interface GuideStep {
  id: GuideStepId;
  title: string;
  text: string;
  /** Where 'Show me' goes. */
  link: string;
  completion: Completion;
}

/** [FH1] What each step teaches, in the game's words. */
export const GUIDE_STEPS: readonly GuideStep[] = [
  {
    id: "care",
    title: "Care gets a hurt ant ready",
    text: "A fight leaves your ants hurt and tired. Feeding, water, rest and cleaning heal at once, and a cared-for ant regains 20 health an hour.",
    link: "/my-ants",
    completion: { by: "metric", metric: "care_total" },
  },
  {
    id: "readiness",
    title: "Not Ready says why and when",
    text: "An ant that is hurt, tired, training or in treatment is Not Ready. The Ant Arena writes why under its name, when it will be ready, and offers the care that speeds it up.",
    link: "/battle?tab=arena",
    completion: { by: "visit" },
  },
  {
    id: "arena",
    title: "Fight other players live",
    text: "Find Match pairs you with a player of similar rating, and you choose a tactic every turn. Alone in the queue for a while? Practise against a house ant.",
    link: "/battle?tab=arena",
    completion: { by: "visit" },
  },
  {
    id: "lab",
    title: "The Ant Lab",
    text: "Breed two level-5 ants, treat wounds in the Medical Center, and buy and equip weapons and armor.",
    link: "/ant-lab",
    completion: { by: "visit" },
  },
  {
    id: "training",
    title: "Train your ants",
    text: "Training raises stats over time, and each of the four Training Games can be played once a day.",
    link: "/training",
    completion: { by: "metric", metric: "trainings_completed" },
  },
  {
    id: "tournaments",
    title: "Enter a tournament",
    text: "A bracket starts every day: register a ready ant, and every round is fought on screen.",
    link: "/battle?tab=tournaments",
    completion: { by: "visit" },
  },
];

/** [FH3] The steps a player can mark by opening their screen. */
export const VISIT_STEPS: readonly GuideStepId[] = GUIDE_STEPS.filter((step) => step.completion.by === "visit").map(
  (step) => step.id,
);

export function isGuideStepId(value: unknown): value is GuideStepId {
  return typeof value === "string" && (GUIDE_STEP_IDS as readonly string[]).includes(value);
}

export interface GuideFacts {
  /** The player's achievement metrics (A3); missing ones count as 0. */
  metrics: Readonly<Record<string, number>>;
  /** The steps opened from the guide. */
  visited: readonly GuideStepId[];
  /** Whether the player skipped the guide. */
  skipped: boolean;
}

export interface GuideState {
  /** [FH2] Whether the guide shows: after the first battle, until skipped or every step done. */
  show: boolean;
  steps: { id: GuideStepId; done: boolean }[];
}

/** [FH1][FH2] Each step's state and whether the guide shows. */
export function guideState(facts: GuideFacts): GuideState {
  const steps = GUIDE_STEPS.map((step) => ({
    id: step.id,
    done:
      step.completion.by === "metric"
        ? (facts.metrics[step.completion.metric] ?? 0) > 0
        : facts.visited.includes(step.id),
  }));
  const foughtOnce = (facts.metrics.battles_fought ?? 0) > 0;
  return { show: foughtOnce && !facts.skipped && steps.some((step) => !step.done), steps };
}
