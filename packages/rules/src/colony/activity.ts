// What an ant is doing (in battle, training or idle) and the dashboard icon for it (spec 000 §2, 001 §4).

/** [D1] An ant's activity. */
export type AntActivity = "battle" | "training" | "treatment" | "idle";

/** [D1] Dashboard icons: a sword in battle, a muscle when training, a bandage under treatment, an ant otherwise. */
export const ACTIVITY_ICONS: Record<AntActivity, string> = {
  battle: "⚔️",
  training: "💪",
  treatment: "🩹",
  idle: "🐜",
};
/** [D1] Words shown for each activity. */
export const ACTIVITY_LABELS: Record<AntActivity, string> = {
  battle: "In battle",
  training: "Training",
  treatment: "Under treatment",
  idle: "Idle",
};

/** [D1] In battle wins over training, training over treatment; none of them means idle (issue 26: never 'Idle' while treated). */
export function antActivity(ant: { isInBattle?: boolean; isTraining?: boolean; isInTreatment?: boolean }): AntActivity {
  if (ant.isInBattle) return "battle";
  if (ant.isTraining) return "training";
  if (ant.isInTreatment) return "treatment";
  return "idle";
}

/** [D2] Ready for the live arena means neither in a battle nor training (nor under treatment). */
export function isAntFree(ant: { isInBattle?: boolean; isTraining?: boolean; isInTreatment?: boolean }): boolean {
  return antActivity(ant) === "idle";
}
