// How this player can sign back in: password set or not, Google linked or 'Link Google'.
import { useAppSelector } from "../../../../lib/store/hooks";
import { useSignInMethodsQuery } from "../../api/account";
import { GOOGLE_START } from "../../api/google";
import { useAuthConfig } from "../../api/session";
import type { OnNotice } from "./notice";
import "./account.css";

export function SignInMethods(_props: { onNotice?: OnNotice }) {
  const user = useAppSelector((s) => s.user.user);
  const { data: methods, isLoading, isError } = useSignInMethodsQuery(user?.id ?? "", { skip: !user });
  const { data: config } = useAuthConfig();
  if (!user) return null;
  if (isLoading) return <p className="muted">Loading sign-in methods…</p>;
  if (isError || !methods) return <p className="form-error">Could not load your sign-in methods</p>;
  const none = !methods.password && !methods.google.linked;

  return (
    <section className="account-section" aria-labelledby="methods-title">
      <h3 id="methods-title">Sign-in methods</h3>
      <ul className="account-methods">
        <li>
          <span>🔑 Password</span>
          <span className={methods.password ? "account-ok" : "muted"}>{methods.password ? "Set" : "Not set"}</span>
        </li>
        <li>
          <span>
            <span aria-hidden="true" className="google-g">
              G
            </span>{" "}
            Google
          </span>
          {methods.google.linked ? (
            <span className="account-ok">Linked{methods.google.email ? ` (${methods.google.email})` : ""}</span>
          ) : (
            <span className="account-link-google">
              <button
                type="button"
                className="btn btn-google btn-small"
                disabled={!methods.google_available}
                onClick={() => window.location.assign(`${GOOGLE_START}?purpose=link`)}
              >
                Link Google
              </button>
              {methods.google_available ? null : (
                <span className="muted small">{config?.google.reason ?? "Google sign-in is not set up here"}</span>
              )}
            </span>
          )}
        </li>
      </ul>
      {none ? (
        <p role="note" className="account-warning">
          ⚠️ Without a password or a linked Google account, this account cannot be recovered after you log out.
        </p>
      ) : null}
    </section>
  );
}
