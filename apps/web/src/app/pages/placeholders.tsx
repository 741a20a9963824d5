// Routes whose screens later issues fill: each shows the spec's signed-out prompt and its title for players.
import type { ReactNode } from "react";
import { SignedOutPrompt } from "../../components/SignedOutPrompt";
import { useAppSelector } from "../../lib/store/hooks";

function Guarded({ title, signedOut, children }: { title: string; signedOut: string; children: ReactNode }) {
  const user = useAppSelector((s) => s.user.user);
  if (!user) return <SignedOutPrompt title={title} message={signedOut} />;
  return (
    <section className="card">
      <h1>{title}</h1>
      {children}
    </section>
  );
}

export function AntLabPage() {
  return (
    <Guarded title="Ant Laboratory" signedOut="Please create an account to access the Ant Laboratory.">
      <p className="muted">The laboratory is being equipped.</p>
    </Guarded>
  );
}

export function TrainingPage() {
  return (
    <Guarded title="Training Arena" signedOut="Please create an account to access the Training Arena.">
      <p className="muted">The training grounds are being prepared.</p>
    </Guarded>
  );
}
