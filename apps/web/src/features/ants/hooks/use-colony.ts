// The signed-in player's colony: the ant list, the selected ant and whether there is room for another.
import { DEFAULT_MAX_ANTS } from "@antbrawl/rules/ant";
import { skipToken } from "@reduxjs/toolkit/query/react";
import { useEffect, useMemo } from "react";
import { type SharedState, useAppSelector } from "../../../lib/store/hooks";
import type { AntsState } from "../ants-slice";
import { useListAntsQuery } from "../api/ants-api";
import { lastSeenAnts, rememberAnts } from "../api/last-seen-ants";

export function useColony() {
  const user = useAppSelector((s) => s.user.user);
  const selectedId = useAppSelector((s: SharedState & { ants: AntsState }) => s.ants.selectedId);
  const query = useListAntsQuery(user?.id ?? skipToken);
  const userId = user?.id;
  useEffect(() => {
    if (userId && query.data) rememberAnts(userId, query.data);
  }, [userId, query.data]);
  const unreachable = (query.error as { status?: unknown } | undefined)?.status === "FETCH_ERROR";
  const lastSeen = useMemo(() => (userId && unreachable ? lastSeenAnts(userId) : null), [userId, unreachable]);
  const ants = query.data ?? lastSeen ?? [];
  const selected = ants.find((ant) => ant.id === selectedId) ?? ants[0] ?? null;
  const maxAnts = user?.max_ants ?? DEFAULT_MAX_ANTS;
  return {
    user,
    userId: user?.id ?? null,
    ants,
    selected,
    maxAnts,
    isFull: ants.length >= maxAnts,
    isLoading: query.isLoading,
    error: lastSeen ? undefined : query.error,
    refetch: query.refetch,
  };
}
