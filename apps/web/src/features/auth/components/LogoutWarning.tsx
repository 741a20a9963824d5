// The warning before a logout that cannot be undone: the account has neither a password nor a linked Google identity.
import { ConfirmDialog } from "../../../components/ConfirmDialog";

export function LogoutWarning(props: { busy: boolean; onConfirm: () => void; onCancel: () => void }) {
  return (
    <ConfirmDialog
      title="Log out for good?"
      confirmText="Log out anyway"
      busyText="Logging out…"
      busy={props.busy}
      onConfirm={props.onConfirm}
      onCancel={props.onCancel}
    >
      <p>
        This account cannot be recovered: it has no password and no linked Google account, so once you log out nobody
        can sign back in to this colony.
      </p>
      <p className="muted">Set a password or link Google in Profile Settings → Account Settings first.</p>
    </ConfirmDialog>
  );
}
