// A card at the top of every page when something the player started ended (a training session, a breeding ready to
// hatch, a treatment, a schedule day): the server sends it only while 'Training completion' notices are on.
import type { ServerMessageOf } from "@antbrawl/protocol/ws-server";
import { useState } from "react";
import { Link } from "react-router";
import { useLiveMessages } from "../../lib/live/use-live";

const WHERE: Record<ServerMessageOf<"training_completed">["kind"], { to: string; label: string }> = {
  training: { to: "/training", label: "Train again" },
  schedule_day: { to: "/training", label: "Open the Training Arena" },
  breeding: { to: "/ant-lab?tab=breeding", label: "Hatch the eggs" },
  treatment: { to: "/ant-lab?tab=medical", label: "See the Medical Center" },
};

export function CompletionNotice() {
  const [done, setDone] = useState<ServerMessageOf<"training_completed"> | null>(null);
  useLiveMessages("training_completed", setDone);
  const dismiss = () => setDone(null);
  const where = done ? WHERE[done.kind] : null;
  return (
    <div className="item-won-area" aria-live="polite">
      {done && where ? (
        <div className="item-won card" role="status">
          <span aria-hidden="true">✅</span>
          <p>
            {done.text}.{" "}
            <Link to={where.to} onClick={dismiss}>
              {where.label}
            </Link>
          </p>
          <button type="button" className="btn btn-small btn-secondary" onClick={dismiss}>
            Dismiss
          </button>
        </div>
      ) : null}
    </div>
  );
}
