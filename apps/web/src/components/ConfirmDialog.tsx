// A yes/no question in an alert dialog, for actions that cannot be taken back.
import { type ReactNode, useRef } from "react";
import { Modal } from "./Modal";

export interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmText: string;
  busyText: string;
  busy: boolean;
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Modal title={props.title} onClose={props.onCancel} size="small" initialFocus={cancel} icon="⚠️">
      <div className="modal-body">{props.children}</div>
      {props.error ? (
        <p role="alert" className="form-error">
          {props.error}
        </p>
      ) : null}
      <div className="modal-actions">
        <button ref={cancel} type="button" className="btn btn-secondary" onClick={props.onCancel}>
          Cancel
        </button>
        <button type="button" className="btn btn-danger" disabled={props.busy} onClick={props.onConfirm}>
          {props.busy ? props.busyText : props.confirmText}
        </button>
      </div>
    </Modal>
  );
}
