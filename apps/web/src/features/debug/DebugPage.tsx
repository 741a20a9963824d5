// /debug: the current user state and what the browser has stored, for players reporting a problem.
import { useAppSelector } from "../../lib/store/hooks";
import "./debug.css";

function storedEntries(): [string, string][] {
  const entries: [string, string][] = [];
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i);
    if (key) entries.push([key, localStorage.getItem(key) ?? ""]);
  }
  return entries.sort(([a], [b]) => a.localeCompare(b));
}

const redactToken = (value: unknown) => JSON.stringify(value, (k, v) => (k === "token" && v ? "•••• (hidden)" : v), 2);

export function DebugPage() {
  const userState = useAppSelector((s) => s.user);
  return (
    <div className="debug">
      <section className="card">
        <h1>Debug</h1>
        <h2>User state</h2>
        <pre>{redactToken(userState)}</pre>
      </section>
      <section className="card">
        <h2>Stored data</h2>
        {storedEntries().map(([key, value]) => (
          <div key={key}>
            <h3 className="mono">{key}</h3>
            <pre>
              {key.startsWith("persist:")
                ? value.replace(/\\"token\\":\\"[^"\\]+\\"/g, '\\"token\\":\\"•••• (hidden)\\"')
                : value}
            </pre>
          </div>
        ))}
      </section>
    </div>
  );
}
