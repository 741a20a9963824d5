// Shown while persisted state restores.
export function Splash() {
  return (
    <div className="splash" role="status" aria-live="polite">
      <div className="splash-ant" aria-hidden="true">
        🐜
      </div>
      <p>Loading your colony...</p>
    </div>
  );
}
