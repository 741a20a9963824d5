// A player on the Tournaments tab is taken to the Ant Arena's live battle view when a game of theirs is found (an
// arena tournament's wave pairs them) or is still running when the page reconnects.
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { liveClient } from "../../../lib/live/live-client";
import { followArena } from "../../ant-arena/public";

/** The Ant Arena tab, where a live battle plays (the Battle Arena's default tab). */
export const LIVE_BATTLE_PATH = "/battle";

/** Battles this page has already taken the player to: going back to the Tournaments tab mid-game is allowed. */
const shown = new Set<string>();

/**
 * Starts the tab's arena store at once (so `battle_found` and `rejoined_battle` are kept even while the Tournaments
 * tab is on screen) and goes to the live battle view when the player's game is found or rejoined, or a tournament game
 * was already running when the tab opened (the socket can bring it before this tab's code loads).
 */
export function useArenaGames(userId: string): void {
  const running = followArena(userId);
  const seated = running?.battleType === "tournament" ? running.id : null;
  const navigate = useNavigate();
  useEffect(() => {
    if (!seated || shown.has(seated)) return;
    shown.add(seated);
    navigate(LIVE_BATTLE_PATH);
  }, [seated, navigate]);
  useEffect(() => {
    const found = liveClient.subscribe("battle_found", () => navigate(LIVE_BATTLE_PATH));
    const rejoined = liveClient.subscribe("rejoined_battle", ({ battle }) => {
      const seated = battle.participants.some((side) => side.user_id === userId);
      if (seated && battle.phase !== "finished") {
        shown.add(battle.id);
        navigate(LIVE_BATTLE_PATH);
      }
    });
    return () => {
      found();
      rejoined();
    };
  }, [userId, navigate]);
}
