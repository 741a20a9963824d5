// The sound flag in the profile's preferences: the same flag as the top bar's mute button, on this device.
import { useSyncExternalStore } from "react";
import { onSoundChange, setSoundOn, soundOn } from "./sound";

export function SoundPreference() {
  const on = useSyncExternalStore(onSoundChange, soundOn, () => true);
  return (
    <fieldset className="friends-prefs-group">
      <legend>Sound</legend>
      <label className="friends-check">
        <input type="checkbox" checked={on} onChange={(event) => setSoundOn(event.target.checked)} />
        <span>
          Sound effects on this device
          <span className="muted small friends-hint">
            {on ? "Care, hits, victories and notices make a short sound" : "The game is silent on this device"}
          </span>
        </span>
      </label>
    </fieldset>
  );
}
