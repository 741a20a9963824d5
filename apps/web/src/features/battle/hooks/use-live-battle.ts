// The Live Battle flow: request a match, start it 2 seconds later, or open a past battle; cancel while pending.
// The battle on screen is remembered for the tab, so a reload restores it (and starts one left scheduled).
import type { Battle, BattleRequestAnswer, BattleRequestBody } from "@antbrawl/protocol/battles";
import { useCallback, useEffect, useRef, useState } from "react";
import { errorText } from "../../../lib/api/api-error";
import { useCancelBattleMutation, useRequestBattleMutation, useStartBattleMutation } from "../api/matchmaking";
import { battleFailureText } from "../battle-errors";
import { rememberBattle, rememberedBattle } from "./live-battle-memory";

/** Spec 000 §9: the battle starts this long after a successful request. */
const BATTLE_START_DELAY_MS = 2000;

type LiveSource =
  | { kind: "idle" }
  | { kind: "pending"; request: BattleRequestAnswer; antId: string; starting: boolean }
  | { kind: "started"; battle: Battle }
  | { kind: "replay"; battleId: string; restored?: boolean };

export interface LiveBattle {
  source: LiveSource;
  error: string | null;
  requesting: boolean;
  cancelling: boolean;
  request(body: BattleRequestBody): Promise<void>;
  cancel(): Promise<void>;
  view(battleId: string): void;
  /** Starts a restored battle that the reload caught between its request and its start. */
  resume(battleId: string): void;
  reset(): void;
}

function battleIdOf(source: LiveSource): string | null {
  if (source.kind === "pending") return source.request.battle_id;
  if (source.kind === "started") return source.battle.id;
  if (source.kind === "replay") return source.battleId;
  return null;
}

export function useLiveBattle(userId: string): LiveBattle {
  const [source, setSource] = useState<LiveSource>(() => {
    const remembered = rememberedBattle(userId);
    return remembered ? { kind: "replay", battleId: remembered, restored: true } : { kind: "idle" };
  });
  const [error, setError] = useState<string | null>(null);
  const [requestBattle, { isLoading: requesting }] = useRequestBattleMutation();
  const [startBattle] = useStartBattleMutation();
  const [cancelBattle, { isLoading: cancelling }] = useCancelBattleMutation();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pendingId = useRef<string | null>(null);
  const clearTimer = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    pendingId.current = null;
  }, []);
  useEffect(() => clearTimer, [clearTimer]);
  const shownId = battleIdOf(source);
  useEffect(() => rememberBattle(userId, shownId), [userId, shownId]);

  const start = useCallback(
    async (battleId: string) => {
      const stale = () => pendingId.current !== battleId;
      try {
        const answer = await startBattle(battleId).unwrap();
        if (stale()) return;
        pendingId.current = null;
        if (answer.success) setSource({ kind: "started", battle: answer.battle });
        else {
          setError(`Battle failed: ${answer.message}`);
          setSource({ kind: "idle" });
        }
      } catch (caught) {
        if (stale()) return;
        pendingId.current = null;
        setError(battleFailureText(caught));
        setSource({ kind: "idle" });
      }
    },
    [startBattle],
  );

  const request = useCallback(
    async (body: BattleRequestBody) => {
      clearTimer();
      setError(null);
      try {
        const answer = await requestBattle({ userId, body }).unwrap();
        if (!answer.success || !answer.battle_id) {
          setError(answer.message || "Failed to request battle");
          return;
        }
        setSource({ kind: "pending", request: answer, antId: body.ant_id, starting: false });
        pendingId.current = answer.battle_id;
        timer.current = setTimeout(() => {
          timer.current = null;
          setSource((s) => (s.kind === "pending" ? { ...s, starting: true } : s));
          void start(answer.battle_id);
        }, BATTLE_START_DELAY_MS);
      } catch (caught) {
        setError(errorText(caught, "Failed to request battle"));
      }
    },
    [userId, requestBattle, start, clearTimer],
  );

  const cancel = useCallback(async () => {
    if (source.kind !== "pending" || source.starting) return;
    clearTimer();
    setError(null);
    try {
      await cancelBattle({ userId, antId: source.antId }).unwrap();
    } catch (caught) {
      setError(errorText(caught, "Failed to cancel battle"));
    }
    setSource({ kind: "idle" });
  }, [source, userId, cancelBattle, clearTimer]);

  const view = useCallback(
    (battleId: string) => {
      clearTimer();
      setError(null);
      setSource({ kind: "replay", battleId });
    },
    [clearTimer],
  );

  const resume = useCallback(
    (battleId: string) => {
      if (pendingId.current === battleId) return;
      pendingId.current = battleId;
      void start(battleId);
    },
    [start],
  );

  const reset = useCallback(() => {
    clearTimer();
    setError(null);
    setSource({ kind: "idle" });
  }, [clearTimer]);

  return { source, error, requesting, cancelling, request, cancel, view, resume, reset };
}
