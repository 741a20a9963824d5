// One tournament open for registration: countdown, fee, pool, count, and Register (with an ant picker) or Withdraw.
import type { TournamentSummary } from "@antbrawl/protocol/tournaments";
import { useState } from "react";
import { errorText } from "../../../lib/api/api-error";
import { useListAntsQuery } from "../../ants/public";
import { useRegisterAntMutation, useWithdrawAntMutation } from "../api/tournaments-api";
import { countdown, eth } from "../format";
import { useNow } from "../hooks/use-now";

export function UpcomingCard({ tournament, userId }: { tournament: TournamentSummary; userId: string }) {
  const now = useNow(1000);
  const ants = useListAntsQuery(userId);
  const [picked, setPicked] = useState<string>("");
  const [register, registering] = useRegisterAntMutation();
  const [withdraw, withdrawing] = useWithdrawAntMutation();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const list = ants.data ?? [];
  const chosen = picked || list[0]?.id || "";
  const mine = list.find((ant) => ant.id === tournament.my_ant_id);
  const labelId = `tourney-ant-${tournament.id}`;

  const onRegister = async () => {
    try {
      const answer = await register({ tournamentId: tournament.id, antId: chosen }).unwrap();
      setMessage({ ok: true, text: answer.message });
    } catch (error) {
      setMessage({ ok: false, text: errorText(error, "Registration failed") });
    }
  };
  const onWithdraw = async () => {
    try {
      const answer = await withdraw(tournament.id).unwrap();
      setMessage({ ok: true, text: `${answer.message}: ${eth(answer.refunded)} refunded` });
    } catch (error) {
      setMessage({ ok: false, text: errorText(error, "Withdrawal failed") });
    }
  };

  return (
    <article className="card tourney-card" aria-label={tournament.name}>
      <header className="tourney-card-head">
        <h3>{tournament.name}</h3>
        <span className="tourney-countdown">Starts {countdown(tournament.starts_at, now)}</span>
      </header>
      <dl className="tourney-facts">
        <div>
          <dt>Entry fee</dt>
          <dd>{eth(tournament.entry_fee)}</dd>
        </div>
        <div>
          <dt>Prize pool</dt>
          <dd>{eth(tournament.prize_pool)}</dd>
        </div>
        <div>
          <dt>Registered</dt>
          <dd>
            {tournament.registered} / {tournament.max_players}
          </dd>
        </div>
        <div>
          <dt>Start</dt>
          <dd>{new Date(tournament.starts_at).toUTCString().slice(0, 22)} UTC</dd>
        </div>
        {tournament.format === "arena" ? (
          <div>
            <dt>Arena</dt>
            <dd>{Math.round(tournament.round_ms / 60_000)} min of live games</dd>
          </div>
        ) : null}
      </dl>
      {tournament.my_ant_id ? (
        <div className="tourney-actions">
          <p>
            Registered with <strong>{mine?.name ?? "your ant"}</strong>
          </p>
          <button type="button" className="btn btn-secondary" disabled={withdrawing.isLoading} onClick={onWithdraw}>
            Withdraw
          </button>
        </div>
      ) : list.length === 0 ? (
        <p className="muted">Create an ant to take part.</p>
      ) : (
        <div className="tourney-actions">
          <label htmlFor={labelId}>Ant</label>
          <select id={labelId} value={chosen} onChange={(event) => setPicked(event.target.value)}>
            {list.map((ant) => (
              <option key={ant.id} value={ant.id}>
                {ant.name}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="btn btn-primary"
            disabled={!chosen || registering.isLoading}
            onClick={onRegister}
          >
            Register ({eth(tournament.entry_fee)})
          </button>
        </div>
      )}
      {message ? (
        <p role={message.ok ? "status" : "alert"} className={message.ok ? "tourney-ok" : "form-error"}>
          {message.text}
        </p>
      ) : null}
    </article>
  );
}
