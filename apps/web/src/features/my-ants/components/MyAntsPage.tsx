// /my-ants: the colony as a grid of ant cards, with Create New Ant (or 'Colony Full'), quality and an empty state;
// `?ant={id}` (a notice's link) fetches that ant afresh and opens its Needs.
import { useState } from "react";
import { useSearchParams } from "react-router";
import { LoadingNote } from "../../../components/LoadingNote";
import { SignedOutPrompt } from "../../../components/SignedOutPrompt";
import { errorText } from "../../../lib/api/api-error";
import { QUALITY_LABELS, QUALITY_LEVELS, type Quality } from "../../../lib/canvas/detail";
import { CreateAntButton, useColony, useGetAntQuery } from "../../ants/public";
import { AntCard } from "./AntCard";
import "./my-ants.css";

export function MyAntsPage() {
  const colony = useColony();
  const [quality, setQuality] = useState<Quality>("medium");
  const [params, setParams] = useSearchParams();
  const focusId = params.get("ant");
  const userId = colony.user?.id ?? "";
  const focused = useGetAntQuery({ userId, antId: focusId ?? "" }, { skip: !focusId || !userId });
  const unfocus = () => {
    const next = new URLSearchParams(params);
    next.delete("ant");
    setParams(next, { replace: true });
  };
  if (!colony.user) return <SignedOutPrompt title="My Ants" message="Please create an account to see your ants." />;
  const { ants, maxAnts } = colony;
  return (
    <div className="my-ants">
      <section className="card page-head">
        <div>
          <h1>My Ants</h1>
          <p className="muted">
            {colony.isLoading ? "Counting your ants…" : `${ants.length} of ${maxAnts} ants in your colony.`}
          </p>
        </div>
        <div className="page-head-actions">
          <label className="quality-select">
            <span>Visual quality</span>
            <select value={quality} onChange={(e) => setQuality(e.target.value as Quality)}>
              {QUALITY_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {QUALITY_LABELS[level]}
                </option>
              ))}
            </select>
          </label>
          <CreateAntButton />
        </div>
      </section>
      {colony.isLoading ? <LoadingNote className="card" text="Loading your ants…" /> : null}
      {colony.error ? (
        <p className="card form-error" role="alert">
          {errorText(colony.error, "Failed to get ants")}
        </p>
      ) : null}
      {focusId && focused.error ? (
        <div className="card form-error banner" role="alert">
          <span>{errorText(focused.error, "Failed to get ant")}</span>{" "}
          <button type="button" className="btn btn-secondary btn-small" onClick={unfocus}>
            Dismiss
          </button>
        </div>
      ) : null}
      {!colony.isLoading && !colony.error && ants.length === 0 ? (
        <section className="card prompt empty-ants">
          <div className="prompt-icon" aria-hidden="true">
            🪹
          </div>
          <h2>No ants yet</h2>
          <p className="muted">Your colony is empty. Create an ant to start raising your fighters.</p>
          <CreateAntButton label="Create Your First Ant" />
        </section>
      ) : null}
      {ants.length > 0 ? (
        <div className="ant-grid">
          {ants.map((ant) => (
            <AntCard
              key={focused.data?.id === ant.id ? `${ant.id}:focused` : ant.id}
              ant={ant}
              quality={quality}
              careOpen={focused.data?.id === ant.id}
              onCareClosed={focused.data?.id === ant.id ? unfocus : undefined}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}
