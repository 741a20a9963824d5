// Open challenges (W34–W36, Lichess's lobby): other players' waiting quick matches, each taken with the selected ant.
import type { Ant } from "@antbrawl/protocol/ants";
import type { OpenChallenge } from "@antbrawl/protocol/challenges";
import { useEffect, useId, useState } from "react";
import { errorText } from "../../../lib/api/api-error";
import { useOpenChallengesQuery, useTakeChallengeMutation } from "../api/challenges-api";
import { ARENA_TEXTS } from "../arena-messages";
import { useChallengesWatch } from "../hooks/use-challenges-watch";
import "./open-challenges.css";

/** How often the waiting times on screen move on (local only: the list itself changes on `challenges_changed`). */
const CLOCK_MS = 5000;

/** '45 s', '2 min', '3 min 20 s'. */
export function waitedText(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
}

function useClock(ms: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return now;
}

interface Props {
  /** The selected ant when it is ready: the one a take fights with. */
  ready: Ant | null;
}

export function OpenChallenges({ ready }: Props) {
  const headingId = useId();
  const query = useOpenChallengesQuery();
  const { refetch } = query;
  useChallengesWatch(() => void refetch());
  const [take, taking] = useTakeChallengeMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const now = useClock(CLOCK_MS);
  const fetchedAt = query.fulfilledTimeStamp ?? now;
  const challenges = query.data?.challenges ?? [];

  const takeOne = async (challenge: OpenChallenge) => {
    if (!ready) return;
    setFailure(null);
    try {
      await take({ ticketId: challenge.ticket_id, antId: ready.id }).unwrap();
    } catch (error) {
      setFailure(errorText(error, ARENA_TEXTS.takeFailed));
      void refetch();
    }
  };

  return (
    <section className="card open-challenges" aria-labelledby={headingId}>
      <h3 id={headingId}>Open challenges</h3>
      <p className="muted small">
        {ready ? `Take a challenge to fight with ${ready.name} now.` : ARENA_TEXTS.challengesSelect}
      </p>
      {query.isLoading ? <p className="muted">{ARENA_TEXTS.challengesLoading}</p> : null}
      {query.isError && !query.data ? <p className="muted">{ARENA_TEXTS.challengesFailed}</p> : null}
      {query.data && challenges.length === 0 ? <p className="arena-empty">{ARENA_TEXTS.challengesEmpty}</p> : null}
      {challenges.length > 0 ? (
        <ul className="open-challenge-list">
          {challenges.map((challenge) => {
            const waited = challenge.waited_seconds + Math.max(0, Math.floor((now - fetchedAt) / 1000));
            return (
              <li key={challenge.ticket_id} className="open-challenge">
                <div className="open-challenge-ant">
                  <strong>{challenge.ant_name}</strong>
                  <span className="muted small open-challenge-meta">
                    Level {challenge.ant_level} · Rating {challenge.rating}
                  </span>
                </div>
                <div className="open-challenge-owner small">
                  <span>{challenge.username}</span>
                  <span className="muted">Waiting {waitedText(waited)}</span>
                </div>
                <button
                  type="button"
                  className="btn btn-primary btn-small"
                  aria-label={`Take challenge: ${challenge.ant_name} of ${challenge.username}`}
                  disabled={!ready || taking.isLoading}
                  onClick={() => void takeOne(challenge)}
                >
                  Take challenge
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {failure ? (
        <p className="open-challenges-error" role="alert">
          {failure}
        </p>
      ) : null}
    </section>
  );
}
