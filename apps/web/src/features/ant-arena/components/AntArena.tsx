// The Ant Arena tab (spec 000 §2): header with Friends and invites, the five sub-states, messages and Friends panel.
import type { Friend } from "@antbrawl/protocol/social";
import { useCallback, useEffect, useId, useState } from "react";
import { useSearchParams } from "react-router";
import { SignedOutPrompt } from "../../../components/SignedOutPrompt";
import { useAppSelector } from "../../../lib/store/hooks";
import { useListAntsQuery } from "../../ants/public";
import { type FriendsNotice, FriendsPanel, useFriends } from "../../friends/public";
import { useBattleInvitationsQuery } from "../api/invitations-api";
import { ARENA_TEXTS } from "../arena-messages";
import { readySelection } from "../arena-readiness";
import { chosenForTurn, watchersOf } from "../arena-state";
import { useArena } from "../hooks/use-arena";
import { useChallenge } from "../hooks/use-challenge";
import { ArenaHeader } from "./ArenaHeader";
import { ArenaMenu, type BattleKind } from "./ArenaMenu";
import { ChallengeButton } from "./ChallengeButton";
import { FinishedPanel } from "./FinishedPanel";
import { InvitationsList } from "./InvitationsList";
import { LiveBattleView } from "./LiveBattleView";
import { LiveNowList } from "./LiveNowList";
import { MessagesBox } from "./MessagesBox";
import { OpenChallenges } from "./OpenChallenges";
import { CountdownPanel, QueuePanel } from "./WaitingPanels";
import "./ant-arena.css";

export function AntArena() {
  const userId = useAppSelector((s) => s.user.user?.id ?? null);
  if (!userId) return <SignedOutPrompt title="Ant Arena" message={ARENA_TEXTS.signedOut} />;
  return <SignedInArena userId={userId} />;
}

function SignedInArena({ userId }: { userId: string }) {
  const arena = useArena(userId);
  const username = useAppSelector((s) => s.user.user?.username ?? null);
  const { state, say } = arena;
  // A notification's Accept: /battle?tab=arena&invitation={id} opens the friends panel at that invitation's picker.
  const [params, setParams] = useSearchParams();
  const linkedInvitation = params.get("invitation");
  const [friendsOpen, setFriendsOpen] = useState(linkedInvitation !== null);
  useEffect(() => {
    if (linkedInvitation) setFriendsOpen(true);
  }, [linkedInvitation]);
  const linkedSeen = useCallback(
    () =>
      setParams(
        (current) => {
          current.delete("invitation");
          return current;
        },
        { replace: true },
      ),
    [setParams],
  );
  const friendsId = useId();
  const [kind, setKind] = useState<BattleKind>("quick");
  const [selectedId, setSelectedId] = useState<string | null>(null);
  /** Find Match was sent and neither `queue_joined` nor any other answer has come yet. */
  const [joining, setJoining] = useState(false);
  const lastMessageId = arena.messages.at(-1)?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new screen or message is the answer that ends the wait
  useEffect(() => setJoining(false), [state.screen, lastMessageId]);
  const antsQuery = useListAntsQuery(userId);
  const ants = antsQuery.data ?? [];
  const ready = readySelection(ants, selectedId);
  const { friends } = useFriends();
  const invites = useBattleInvitationsQuery(userId).data?.battle_invitations.length ?? 0;
  const { challenge, busyWith } = useChallenge(userId, ready?.id ?? null, say);
  const onNotice = useCallback(
    (notice: FriendsNotice) => say(notice.kind === "error" ? "error" : "info", notice.text),
    [say],
  );

  const friendAction = (friend: Friend) => {
    const battleId = friend.live_battle_id;
    if (battleId) {
      return (
        <button
          type="button"
          className="btn btn-secondary btn-small"
          aria-label={`Watch ${friend.username}'s battle`}
          disabled={state.screen !== "menu"}
          onClick={() => arena.watch(battleId)}
        >
          Watch
        </button>
      );
    }
    // Offline friends too, as the Friendly Match list and the server allow: the invitation waits 5 minutes (W20).
    return (
      <ChallengeButton
        username={friend.username}
        disabled={!ready || state.screen !== "menu"}
        busy={busyWith === friend.username}
        onChallenge={(name) => void challenge(name)}
      />
    );
  };

  const screen = (() => {
    switch (state.screen) {
      case "menu":
        return (
          <ArenaMenu
            ants={ants}
            antsLoading={antsQuery.isLoading}
            kind={kind}
            onKind={setKind}
            selectedId={selectedId}
            ready={ready}
            onSelect={setSelectedId}
            friends={friends}
            challenging={busyWith}
            joining={joining}
            onFindMatch={() => {
              if (!ready || kind === "friendly") return;
              setJoining(arena.findMatch(ready.id, kind));
            }}
            onChallenge={(name) => void challenge(name)}
          />
        );
      case "queue":
        return <QueuePanel message={state.queueMessage} onCancel={arena.cancelSearch} />;
      case "countdown":
        return <CountdownPanel battle={state.battle} message={state.countdownMessage} />;
      case "battle":
        return state.battle ? (
          <LiveBattleView
            battle={state.battle}
            userId={userId}
            chosen={chosenForTurn(state)}
            onChoose={arena.chooseTactic}
            onStopWatching={arena.returnToArena}
            watchers={watchersOf(state)}
          />
        ) : null;
      case "finished":
        return (
          <FinishedPanel
            battle={state.battle}
            winner={state.winner}
            userId={userId}
            say={say}
            onReturn={arena.returnToArena}
          />
        );
    }
  })();

  return (
    <div className="ant-arena" data-screen={state.screen}>
      <ArenaHeader
        open={friendsOpen}
        controls={friendsId}
        invites={invites}
        onToggle={() => setFriendsOpen(!friendsOpen)}
      />
      <div className={`ant-arena-body${friendsOpen ? " with-friends" : ""}`}>
        {friendsOpen ? (
          <aside id={friendsId} className="card ant-arena-friends" aria-label="Friends panel">
            <FriendsPanel
              echo={onNotice}
              friendAction={friendAction}
              invitations={
                <InvitationsList
                  userId={userId}
                  ants={ants}
                  selectedId={selectedId}
                  linkedId={linkedInvitation}
                  onLinkedSeen={linkedSeen}
                  say={say}
                  onAccepted={arena.invitationAccepted}
                />
              }
            />
          </aside>
        ) : null}
        <div className="ant-arena-main">
          <section className="card ant-arena-stage" aria-label="Arena">
            {screen}
          </section>
          {state.screen === "menu" ? <OpenChallenges ready={ready} /> : null}
          {state.screen === "menu" ? <LiveNowList username={username} onWatch={arena.watch} /> : null}
          <MessagesBox messages={arena.messages} />
        </div>
      </div>
    </div>
  );
}
