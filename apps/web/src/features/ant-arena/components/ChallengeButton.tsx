// A Challenge button for one friend: disabled without a selected ant, 'Sending...' while the call runs.
import { ARENA_TEXTS } from "../arena-messages";

interface Props {
  username: string;
  disabled: boolean;
  busy: boolean;
  onChallenge(username: string): void;
}

export function ChallengeButton({ username, disabled, busy, onChallenge }: Props) {
  return (
    <button
      type="button"
      className="btn btn-primary btn-small"
      disabled={disabled || busy}
      title={disabled ? ARENA_TEXTS.selectAnt : undefined}
      aria-label={`Challenge ${username}`}
      onClick={() => onChallenge(username)}
    >
      {busy ? "Sending..." : "Challenge"}
    </button>
  );
}
