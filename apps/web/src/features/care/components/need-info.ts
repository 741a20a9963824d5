// How each need is presented: its icon and a one-line hint in the full needs panel.
import type { NeedName } from "@antbrawl/rules/ant";

export const NEED_ICONS: Record<NeedName, string> = {
  food: "🍎",
  water: "💧",
  rest: "😴",
  hygiene: "🧼",
  exercise: "🏃",
};

export const NEED_HINTS: Record<NeedName, string> = {
  food: "Fuels strength and recovery.",
  water: "Keeps the ant from drying out.",
  rest: "Restores energy for battles and training.",
  hygiene: "A clean ant fights off infections.",
  exercise: "Keeps legs nimble and spirits up.",
};
