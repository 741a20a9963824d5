// The arena's message box: the last 5 of the last 10 messages, coloured by type, read out politely.
import { type ArenaMessage, shownMessages } from "../arena-messages";

export function MessagesBox({ messages }: { messages: readonly ArenaMessage[] }) {
  const shown = shownMessages(messages);
  return (
    <section className="arena-messages" aria-labelledby="arena-messages-heading">
      <h3 id="arena-messages-heading">Messages</h3>
      <div role="log" aria-live="polite" aria-label="Arena message log">
        {shown.length === 0 ? <p className="muted small">No messages yet.</p> : null}
        <ul>
          {shown.map((message) => (
            <li key={message.id} className={`arena-message arena-message-${message.kind}`} data-kind={message.kind}>
              {message.text}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
