// A polite "loading" line with a small spinner, for any panel waiting on the server.
export function LoadingNote({ text, className = "" }: { text: string; className?: string }) {
  return (
    <p className={`loading-note ${className}`} role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      {text}
    </p>
  );
}
