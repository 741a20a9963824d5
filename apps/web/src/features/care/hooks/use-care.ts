// Runs care actions for one ant with immediate feedback: which button is busy and a short message afterwards.
import type { Ant, CareResult } from "@antbrawl/protocol/ants";
import { type CareAction, careRule } from "@antbrawl/rules/colony/care";
import { useCallback, useEffect, useState } from "react";
import { errorText } from "../../../lib/api/api-error";
import { play } from "../../../lib/sound/sound";
import { useAppSelector } from "../../../lib/store/hooks";
import { useCareForAntMutation } from "../api/care-ant";

/** How long a care message stays up. */
const CARE_NOTICE_MS = 4000;

/**
 * What the panel says after care: an error, a text, or one care action as the server answered it (`done`), which the
 * panel words with the need's value read live from the same ant as the bar: needs keep falling, so a number frozen
 * for the seconds a notice stays up would soon disagree with the bar beside it.
 */
export type CareNotice =
  | { kind: "error" | "success"; text: string }
  | { kind: "done"; care: CareResult; antName: string };

export type CareBusy = CareAction | "all" | "low" | null;

export function useCare(ant: Ant) {
  const userId = useAppSelector((s) => s.user.user?.id);
  const [careForAnt] = useCareForAntMutation();
  const [busy, setBusy] = useState<CareBusy>(null);
  const [notice, setNotice] = useState<CareNotice | null>(null);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), CARE_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  const runActions = useCallback(
    async (actions: readonly CareAction[], label: Exclude<CareBusy, null>) => {
      if (!userId || actions.length === 0) return;
      setBusy(label);
      let done = 0;
      try {
        let last: CareNotice | null = null;
        for (const action of actions) {
          const answer = await careForAnt({ userId, antId: ant.id, action }).unwrap();
          last = { kind: "done", care: answer.care, antName: answer.ant.name };
          done += 1;
        }
        setNotice(done > 1 ? { kind: "success", text: `${ant.name} is well cared for!` } : last);
        play("care");
      } catch (error) {
        const failed = actions[done] ?? actions[0]!;
        setNotice({ kind: "error", text: errorText(error, careRule(failed).failureText) });
      } finally {
        setBusy(null);
      }
    },
    [careForAnt, userId, ant.id, ant.name],
  );

  const care = useCallback((action: CareAction) => runActions([action], action), [runActions]);
  return { busy, notice, care, runActions };
}
