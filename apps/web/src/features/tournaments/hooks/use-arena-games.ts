// A player on the Tournaments tab is taken to the Ant Arena's live battle view when a game of theirs is found (an
// arena tournament's wave pairs them) or is still running when the page reconnects.
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { liveClient } from "../../../lib/live/live-client";
import { followArena } from "../../ant-arena/public";

/** The Ant Arena tab, where a live battle plays (the Battle Arena's default tab). */
export const LIVE_BATTLE_PATH = "/battle";

/**
 * Starts the tab's arena store at once (so `battle_found` and `rejoined_battle` are kept even while the Tournaments
 * tab is on screen) and goes to the live battle view when the player's game is found or rejoined.
 */
export function useArenaGames(userId: string): void {
  followArena(userId);
  const navigate = useNavigate();
  useEffect(() => {
    const found = liveClient.subscribe("battle_found", () => navigate(LIVE_BATTLE_PATH));
    const rejoined = liveClient.subscribe("rejoined_battle", ({ battle }) => {
      const seated = battle.participants.some((side) => side.user_id === userId);
      if (seated && battle.phase !== "finished") navigate(LIVE_BATTLE_PATH);
    });
    return () => {
      found();
      rejoined();
    };
  }, [userId, navigate]);
}
