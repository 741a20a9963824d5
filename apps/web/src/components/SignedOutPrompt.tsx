// What a signed-out visitor sees on a page that needs an account: the page's own words and a way in.
import { Link } from "react-router";

export function SignedOutPrompt({ title, message }: { title: string; message: string }) {
  return (
    <section className="card prompt" aria-label={title}>
      <div className="prompt-icon" aria-hidden="true">
        🔒
      </div>
      <h1>{title}</h1>
      <p>{message}</p>
      <Link to="/" className="btn btn-primary">
        Go to the Dashboard to create your colony
      </Link>
    </section>
  );
}
