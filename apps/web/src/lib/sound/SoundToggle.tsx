// The mute button of the top bar: a toggle of the sound flag, remembered on this device.
import { useSyncExternalStore } from "react";
import { onSoundChange, setSoundOn, soundOn } from "./sound";

export function SoundToggle() {
  const on = useSyncExternalStore(onSoundChange, soundOn, () => true);
  return (
    <button
      type="button"
      className="sound-toggle"
      aria-label="Sound"
      aria-pressed={on}
      title={on ? "Sound on: click to mute" : "Sound off: click to turn on"}
      onClick={() => setSoundOn(!on)}
    >
      <span aria-hidden="true">{on ? "🔊" : "🔇"}</span>
    </button>
  );
}
