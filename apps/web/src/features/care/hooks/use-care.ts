// Runs care actions for one ant with immediate feedback: which button is busy and a short message afterwards.
import type { Ant } from "@antbrawl/protocol/ants";
import type { NeedName } from "@antbrawl/rules/ant";
import { type CareAction, careRule } from "@antbrawl/rules/colony/care";
import { useCallback, useEffect, useState } from "react";
import { errorText } from "../../../lib/api/api-error";
import { useAppSelector } from "../../../lib/store/hooks";
import { useCareForAntMutation } from "../api/care-ant";

/** How long a care message stays up. */
export const CARE_NOTICE_MS = 4000;

export interface CareNotice {
  kind: "success" | "error";
  text: string;
  /** The need one care action raised: the panel appends its current value, read from the same ant as the bar. */
  need?: NeedName;
}

export type CareBusy = CareAction | "all" | "low" | null;

/**
 * The server's message without its "Food is now 20/20" tail: needs keep falling, so a number frozen in a message
 * that stays up for seconds soon disagrees with the bar beside it. The panel says the value itself, live.
 */
export function careNoticeText(message: string, fallback: string): string {
  const cut = message.lastIndexOf(": ");
  const head = cut > 0 && /\d+\/\d+\s*$/.test(message) ? message.slice(0, cut) : message;
  return head.trim() || fallback;
}

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
      const done: string[] = [];
      try {
        for (const action of actions) {
          const answer = await careForAnt({ userId, antId: ant.id, action }).unwrap();
          done.push(careNoticeText(answer.message ?? "", `${careRule(action).label}: done`));
        }
        setNotice(
          done.length > 1
            ? { kind: "success", text: `${ant.name} is well cared for!` }
            : { kind: "success", text: done[0] ?? "", need: careRule(actions[0]!).need },
        );
      } catch (error) {
        const failed = actions[done.length] ?? actions[0]!;
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
