// One fighter's command chat: bars, state effects, what it is doing now, its answer, a text box and quick buttons.

import { PRIMARY_STYLE_LABELS } from "@antbrawl/rules/colony/style";
import type { TopdownAnt, TopdownPhase } from "@antbrawl/rules/topdown/index";
import { type FormEvent, useState } from "react";
import { VitalBar } from "../../ants/public";
import { SIDE_COLORS } from "../canvas/draw-fight";
import { answerTo, COMMAND_SECONDS, doingNow, QUICK_COMMANDS, refusalText, stateTags } from "../command-texts";
import type { CommandRefusal } from "../fight-source";

interface Props {
  side: 0 | 1;
  ant: TopdownAnt;
  tick: number;
  phase: TopdownPhase;
  /** The winner once the fight is over. */
  winnerAntId: string | null;
  /** Sends a line; answers why not, or null when it was logged. Absent in a replay. */
  onSend?: (text: string) => CommandRefusal | null;
  /** In a replay: the lines this ant was given so far. */
  heard?: readonly string[];
}

export function CommandPanel({ side, ant, tick, phase, winnerAntId, onSend, heard }: Props) {
  const [text, setText] = useState("");
  const [answer, setAnswer] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const open = phase === "fighting" && ant.health > 0;
  const inputId = `combat-command-${side}`;

  const send = (line: string) => {
    if (!onSend) return;
    const refusal = onSend(line);
    if (refusal) {
      setAnswer(refusalText(refusal));
      return;
    }
    setSent(line);
    setAnswer(answerTo(ant.name, line));
    setText("");
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(text);
  };
  const lastHeard = heard?.[heard.length - 1];

  return (
    <section className={`card combat-panel side-${side}`} aria-label={`${ant.name}'s commands`}>
      <header className="combat-panel-head">
        <span className="combat-side-dot" style={{ background: SIDE_COLORS[side] }} aria-hidden="true" />
        <h3>{ant.name}</h3>
        <span className="muted small">{PRIMARY_STYLE_LABELS[ant.style]}</span>
      </header>
      <VitalBar label="Health" value={ant.health} max={100} text={`${ant.health}/100`} tone="health" />
      <VitalBar label="Energy" value={ant.energy} max={100} text={`${Math.round(ant.energy)}/100`} tone="energy" />
      <ul className="combat-tags" aria-label="State effects">
        {stateTags(ant).map((tag) => (
          <li key={tag} className={`combat-tag tag-${tag.split(" ")[0]?.toLowerCase()}`}>
            {tag}
          </li>
        ))}
      </ul>
      <p className="combat-doing" role="status">
        {doingNow(ant, tick, winnerAntId)}
      </p>
      {onSend ? (
        <>
          {answer ? (
            <p className="combat-answer small">
              {sent ? <span className="muted">You: “{sent}” · </span> : null}
              {answer}
            </p>
          ) : null}
          <form className="combat-form" onSubmit={submit}>
            <label htmlFor={inputId} className="visually-hidden">
              Command for {ant.name}
            </label>
            <input
              id={inputId}
              type="text"
              value={text}
              maxLength={200}
              autoComplete="off"
              enterKeyHint="send"
              placeholder={
                open
                  ? `Tell ${ant.name} what to do`
                  : phase === "finished"
                    ? "The fight is over"
                    : "Commands open when the fight starts"
              }
              disabled={!open}
              onChange={(event) => setText(event.target.value)}
            />
            <button type="submit" className="btn btn-primary btn-small" disabled={!open}>
              Send
            </button>
          </form>
          <fieldset className="combat-quick">
            <legend className="visually-hidden">Quick commands for {ant.name}</legend>
            {QUICK_COMMANDS.map((kind) => (
              <button
                key={kind}
                type="button"
                className="btn btn-secondary btn-small"
                disabled={!open}
                onClick={() => send(kind)}
              >
                {kind}
              </button>
            ))}
          </fieldset>
          <p className="muted small">A command steers for {COMMAND_SECONDS} seconds. Praise lifts its mood.</p>
        </>
      ) : (
        <p className="combat-answer small">{lastHeard ? `You said: “${lastHeard}”` : "No commands yet."}</p>
      )}
    </section>
  );
}
