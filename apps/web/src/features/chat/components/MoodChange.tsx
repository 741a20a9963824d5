// A short line after each reply: how the chat moved the ant's mood, with its mood face and word.
import { moodFace, moodWord } from "@antbrawl/rules/colony/mood";

export function MoodChange({ delta, mood, name }: { delta: number; mood: number; name: string }) {
  const rounded = Math.round(delta * 10) / 10;
  const change = rounded > 0 ? `mood +${rounded}` : rounded < 0 ? `mood ${rounded}` : "mood unchanged";
  return (
    <p className={`mood-change ${rounded > 0 ? "up" : rounded < 0 ? "down" : ""}`} role="status">
      <span aria-hidden="true">{moodFace(mood)} </span>
      {name}'s {change} — feeling {moodWord(mood).toLowerCase()}
    </p>
  );
}
