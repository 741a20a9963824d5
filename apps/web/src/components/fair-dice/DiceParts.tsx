// The pieces every Fair dice panel shows (FD3, FD4): the revealed seed and salt next to the commitment, and verdicts.
import "./dice-proof.css";

/** A check's mark: ✓ with `yes`, ✗ with `no`, nothing while unknown. */
export function Verdict({ ok, yes, no }: { ok: boolean | null; yes: string; no: string }) {
  if (ok === null) return null;
  return <strong className={ok ? "dice-ok" : "dice-bad"}>{ok ? `✓ ${yes}` : `✗ ${no}`}</strong>;
}

/** The whole check's answer in one line. */
export function DiceVerdict({ ok }: { ok: boolean }) {
  return (
    <p className={`dice-verdict ${ok ? "dice-ok" : "dice-bad"}`}>
      {ok ? "This battle checks out." : "This battle does not match its record!"}
    </p>
  );
}

/** The commitment published at the start, and the seed and salt revealed at the end. */
export function DiceReveal({
  commitment,
  seed,
  salt,
}: {
  commitment: string;
  seed: number | null;
  salt: string | null;
}) {
  return (
    <dl className="dice-reveal">
      <dt>Commitment (published at the start)</dt>
      <dd>
        <code className="dice-hash">{commitment}</code>
      </dd>
      <dt>Seed (revealed)</dt>
      <dd>
        <code>{seed}</code>
      </dd>
      <dt>Salt (revealed)</dt>
      <dd>
        <code className="dice-hash">{salt}</code>
      </dd>
    </dl>
  );
}
