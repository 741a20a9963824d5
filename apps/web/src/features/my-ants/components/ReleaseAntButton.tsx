// The skull button on an ant card: asks for confirmation (a permanent removal), then releases the ant.
import type { Ant } from "@antbrawl/protocol/ants";
import { useState } from "react";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { errorText } from "../../../lib/api/api-error";
import { useAppSelector } from "../../../lib/store/hooks";
import { useDeleteAntMutation } from "../../ants/public";

const DEFAULT_FAILURE = "Failed to delete ant";

export function ReleaseAntButton({ ant }: { ant: Ant }) {
  const userId = useAppSelector((s) => s.user.user?.id);
  const [asking, setAsking] = useState(false);
  const [deleteAnt, { isLoading, error, reset }] = useDeleteAntMutation();
  const detail = error ? errorText(error, "") : "";

  const confirm = async () => {
    if (!userId) return;
    const ok = await deleteAnt({ userId, antId: ant.id })
      .unwrap()
      .then(
        () => true,
        () => false,
      );
    if (ok) setAsking(false);
  };

  return (
    <>
      <button
        type="button"
        className="btn btn-small btn-skull"
        aria-label={`Release ${ant.name}`}
        title={`Release ${ant.name}`}
        onClick={() => {
          reset();
          setAsking(true);
        }}
      >
        <span aria-hidden="true">💀</span>
      </button>
      {asking ? (
        <ConfirmDialog
          title={`Release ${ant.name}?`}
          confirmText="Release"
          busyText="Releasing…"
          busy={isLoading}
          error={error ? (detail ? `${DEFAULT_FAILURE}: ${detail}` : DEFAULT_FAILURE) : null}
          onConfirm={() => void confirm()}
          onCancel={() => setAsking(false)}
        >
          <p>
            <strong>This is a permanent removal that cannot be undone.</strong>
          </p>
          <p className="muted">
            {ant.name} will leave your colony forever, together with its stats, experience and chat history.
          </p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
