// The dashboard's first-hour guide (FH1–FH3): after the first battle, six steps with a way to each, ticked as the
// player does them, the next one explained; skippable, remembered on the server for the account.
import { GUIDE_STEPS, VISIT_STEPS } from "@antbrawl/rules/colony/guide";
import { skipToken } from "@reduxjs/toolkit/query/react";
import { Link } from "react-router";
import { errorText } from "../../../lib/api/api-error";
import { useGuideQuery, useSkipGuideMutation, useVisitGuideStepMutation } from "../api/guide-api";
import "./guide.css";

/**
 * Whether the guide shows: `undefined` until it answers (a failed answer counts as hidden), so the dashboard can hold
 * the colony instead of having the guide push it down when it arrives. Skipped (no call) without a user.
 */
export function useGuideShown(userId: string | undefined): boolean | undefined {
  const guide = useGuideQuery(userId ?? skipToken, { refetchOnMountOrArgChange: true });
  if (!userId || guide.isError) return false;
  return guide.data ? guide.data.show : undefined;
}

export function GuideCard({ userId }: { userId: string }) {
  const guide = useGuideQuery(userId, { refetchOnMountOrArgChange: true });
  const [visit] = useVisitGuideStepMutation();
  const [skip, skipping] = useSkipGuideMutation();
  if (!guide.data?.show) return null;
  const done = new Set(guide.data.steps.filter((step) => step.done).map((step) => step.id));
  const current = GUIDE_STEPS.find((step) => !done.has(step.id))?.id;
  return (
    <section className="card guide" aria-labelledby="guide-title">
      <div className="guide-head">
        <div>
          <h2 id="guide-title">Your first hour</h2>
          <p className="muted">
            {done.size} of {GUIDE_STEPS.length} done — each step shows you a part of the game.
          </p>
        </div>
        <button
          type="button"
          className="btn btn-secondary btn-small"
          disabled={skipping.isLoading}
          onClick={() => void skip(userId)}
        >
          Skip the guide
        </button>
      </div>
      {skipping.isError ? (
        <p className="form-error" role="alert">
          {errorText(skipping.error, "Could not skip the guide. Please try again.")}
        </p>
      ) : null}
      <ol className="guide-steps">
        {GUIDE_STEPS.map((step, index) => {
          const finished = done.has(step.id);
          const next = step.id === current;
          const byVisit = VISIT_STEPS.find((id) => id === step.id);
          const state = finished ? " guide-step-done" : next ? " guide-step-current" : "";
          return (
            <li key={step.id} className={`guide-step${state}`} aria-current={next ? "step" : undefined}>
              <span className="guide-mark" aria-hidden="true">
                {finished ? "✓" : index + 1}
              </span>
              <div className="guide-step-text">
                <h3>
                  {step.title}
                  {finished ? <span className="visually-hidden"> (done)</span> : null}
                </h3>
                {next ? <p>{step.text}</p> : null}
              </div>
              <Link
                to={step.link}
                className={`btn btn-small ${next ? "btn-primary" : "btn-secondary"}`}
                aria-label={`Show me: ${step.title}`}
                onClick={byVisit ? () => void visit({ userId, step: byVisit }) : undefined}
              >
                Show me
              </Link>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
