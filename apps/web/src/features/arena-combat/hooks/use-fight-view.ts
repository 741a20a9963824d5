// The fight state React shows in the panels: taken whenever the fight's source says it changed.
import type { TopdownView } from "@antbrawl/rules/topdown/index";
import { useEffect, useState } from "react";

/** What the panels follow: a replay runner (ten times a second at most) or a streamed fight (each frame). */
interface Watched<V> {
  readonly state: V;
  subscribe(listener: () => void): () => void;
}

/** The source's state, refreshed on each of its notices. */
export function useFightView<V extends TopdownView | null>(source: Watched<V>): V {
  const [state, setState] = useState(source.state);
  useEffect(() => {
    setState(source.state);
    return source.subscribe(() => setState(source.state));
  }, [source]);
  return state;
}
