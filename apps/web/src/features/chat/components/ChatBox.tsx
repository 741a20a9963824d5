// The chat box beside the selected ant: its conversation, a message field with a live 'n/200' counter, mood feedback.
import type { Ant } from "@antbrawl/protocol/ants";
import { CHAT_MESSAGE_MAX, chatMessageLength, validateChatMessage } from "@antbrawl/rules/chat/message";
import { skipToken } from "@reduxjs/toolkit/query/react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { LoadingNote } from "../../../components/LoadingNote";
import { errorText } from "../../../lib/api/api-error";
import { useAppSelector } from "../../../lib/store/hooks";
import { useChatHistoryQuery, useSendChatMutation } from "../api/chat-api";
import { MoodChange } from "./MoodChange";
import "./chat.css";

export function ChatBox({ ant }: { ant: Ant }) {
  const userId = useAppSelector((s) => s.user.user?.id);
  const target = userId ? { userId, antId: ant.id } : skipToken;
  const history = useChatHistoryQuery(target);
  const [sendChat, sending] = useSendChatMutation();
  const [text, setText] = useState("");
  const [pending, setPending] = useState<string | null>(null);
  const [lastChange, setLastChange] = useState<{ delta: number; mood: number } | null>(null);
  const log = useRef<HTMLDivElement>(null);
  const inputId = useId();
  const length = chatMessageLength(text);
  const blocked = length === 0 || length > CHAT_MESSAGE_MAX || sending.isLoading;
  const messages = history.data?.messages ?? [];

  const shownCount = messages.length + (pending ? 2 : 0);
  useEffect(() => {
    const element = log.current;
    if (element && shownCount > 0) element.scrollTop = element.scrollHeight;
  }, [shownCount]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateChatMessage(text);
    if (!checked.ok || blocked || !userId) return;
    setPending(checked.message);
    setText("");
    const answer = await sendChat({ userId, antId: ant.id, message: checked.message })
      .unwrap()
      .catch((failure: unknown) => {
        console.warn("Chat failed", failure);
        setText(checked.message);
        return null;
      });
    setPending(null);
    if (answer) setLastChange({ delta: answer.mood_delta, mood: answer.mood });
  };

  return (
    <section className="chat-box" aria-labelledby={`${inputId}-title`}>
      <h3 id={`${inputId}-title`}>Chat with {ant.name}</h3>
      <div ref={log} className="chat-log" role="log" aria-label={`Conversation with ${ant.name}`} aria-live="polite">
        <ol className="chat-lines">
          {history.isLoading ? (
            <li>
              <LoadingNote text="Loading conversation…" />
            </li>
          ) : null}
          {!history.isLoading && messages.length === 0 && !pending ? (
            <li className="muted small chat-empty">Say hello to {ant.name}! Ask how it feels, or what it needs.</li>
          ) : null}
          {messages.map((entry, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the conversation only grows at its end, so positions are stable
            <li key={`${entry.created_at}-${index}`} className={`chat-message from-${entry.role}`}>
              <span className="chat-author">{entry.role === "player" ? "You" : ant.name}</span>
              <span className="chat-text">{entry.text}</span>
            </li>
          ))}
          {pending ? (
            <>
              <li className="chat-message from-player">
                <span className="chat-author">You</span>
                <span className="chat-text">{pending}</span>
              </li>
              <li className="chat-message from-ant chat-typing">
                <span className="chat-author">{ant.name}</span>
                <span className="chat-text">is thinking…</span>
              </li>
            </>
          ) : null}
        </ol>
      </div>
      {lastChange ? <MoodChange delta={lastChange.delta} mood={lastChange.mood} name={ant.name} /> : null}
      {sending.error ? (
        <p role="alert" className="form-error small">
          {errorText(sending.error, "Failed to chat with ant")}
        </p>
      ) : null}
      <form className="chat-form" onSubmit={submit}>
        <label htmlFor={inputId} className="visually-hidden">
          Message
        </label>
        <input
          id={inputId}
          value={text}
          placeholder={`Say something to ${ant.name}…`}
          autoComplete="off"
          aria-describedby={`${inputId}-count`}
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit" className="btn btn-primary btn-small" disabled={blocked}>
          {sending.isLoading ? "Sending…" : "Send"}
        </button>
        <span id={`${inputId}-count`} className={`chat-counter ${length > CHAT_MESSAGE_MAX ? "over" : ""}`}>
          {length}/{CHAT_MESSAGE_MAX}
        </span>
      </form>
    </section>
  );
}
