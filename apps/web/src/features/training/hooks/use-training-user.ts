// Spec 001 §2: with no current user, the Training Arena reads the saved user (antbrawler_user) and reloads it by id.
import { apiPath } from "@antbrawl/protocol/paths/route";
import { USER_PATHS } from "@antbrawl/protocol/paths/users";
import type { User } from "@antbrawl/protocol/users";
import { useEffect, useState } from "react";
import { callApi } from "../../../lib/api/request";
import { useAppSelector } from "../../../lib/store/hooks";
import { TRAINING_USER_KEY } from "../../../lib/store/storage-keys";

function savedUserId(): string | null {
  try {
    const saved = JSON.parse(localStorage.getItem(TRAINING_USER_KEY) ?? "null") as { id?: unknown } | null;
    return typeof saved?.id === "string" ? saved.id : null;
  } catch {
    return null;
  }
}

/**
 * The current user, else the saved one reloaded from the server (the session cookie authenticates it); `loading`
 * while that reload runs. A saved user the server does not accept counts as no user.
 */
export function useTrainingUser(): { user: User | null; loading: boolean } {
  const current = useAppSelector((s) => s.user.user);
  const [reloaded, setReloaded] = useState<{ user: User | null; done: boolean }>({ user: null, done: false });
  const savedId = current ? null : savedUserId();
  useEffect(() => {
    if (!savedId) return;
    let live = true;
    callApi<User>(apiPath(USER_PATHS.user, { userId: savedId }))
      .then((user) => live && setReloaded({ user, done: true }))
      .catch(() => live && setReloaded({ user: null, done: true }));
    return () => {
      live = false;
    };
  }, [savedId]);
  if (current) return { user: current, loading: false };
  if (!savedId) return { user: null, loading: false };
  return { user: reloaded.user, loading: !reloaded.done };
}
