// 'Colony at Maximum Capacity!': shown instead of the create modal when the colony is full; closes after 4 s.
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { Modal } from "../../../components/Modal";

/** How long the capacity notice stays open (spec 000 §9). */
const CAPACITY_NOTICE_MS = 4000;

export function CapacityModal({ maxAnts, onClose }: { maxAnts: number; onClose: () => void }) {
  const gotIt = useRef<HTMLButtonElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const timer = setTimeout(() => close.current(), CAPACITY_NOTICE_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <Modal title="Colony at Maximum Capacity!" onClose={onClose} initialFocus={gotIt} size="small" icon="🏰">
      <div className="modal-body">
        <p>Your colony can house a maximum of {maxAnts} ants. One must be released before a new ant can hatch.</p>
        <p className="muted">
          To release an ant, use the{" "}
          <span role="img" aria-label="skull">
            💀
          </span>{" "}
          skull button on its card in{" "}
          <Link to="/my-ants" onClick={onClose}>
            My Ants
          </Link>
          .
        </p>
      </div>
      <div className="modal-actions">
        <button ref={gotIt} type="button" className="btn btn-primary" onClick={onClose}>
          Got it!
        </button>
      </div>
      <div className="countdown-bar" aria-hidden="true" style={{ animationDuration: `${CAPACITY_NOTICE_MS}ms` }} />
    </Modal>
  );
}
