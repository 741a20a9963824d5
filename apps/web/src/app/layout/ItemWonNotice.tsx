// A card at the top of every page when a battle the player won gave them an item, with the way to the Laboratory.
import type { ServerMessageOf } from "@antbrawl/protocol/ws-server";
import { useState } from "react";
import { Link } from "react-router";
import { useLiveMessages } from "../../lib/live/use-live";

/**
 * Stays until dismissed or followed (unlike 5-second notices): a won item is rare and may come as a fight ends. It sits
 * in the page's flow above the content, so it never covers a button.
 */
export function ItemWonNotice() {
  const [won, setWon] = useState<ServerMessageOf<"item_won"> | null>(null);
  useLiveMessages("item_won", setWon);
  const dismiss = () => setWon(null);
  return (
    <div className="item-won-area" aria-live="polite">
      {won ? (
        <div className="item-won card" role="status">
          <span aria-hidden="true">🎁</span>
          <p>
            You won {won.name} in battle!{" "}
            <Link to="/ant-lab?tab=equipment" onClick={dismiss}>
              Equip it in the Laboratory
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
