// An accessible modal dialog: labelled by its title, Escape and the backdrop close it, focus stays inside and returns.
import { type ReactNode, type RefObject, useEffect, useId, useRef } from "react";
import { createPortal } from "react-dom";
import { focusableIn } from "./focusable";
import "./Modal.css";

export interface ModalProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Focused when the dialog opens; otherwise the first focusable element inside. */
  initialFocus?: RefObject<HTMLElement | null>;
  size?: "small" | "medium" | "large";
  icon?: ReactNode;
}

/** Keeps Tab and Shift+Tab cycling inside the dialog. */
function trapTab(event: KeyboardEvent, root: HTMLElement): void {
  const items = focusableIn(root);
  const first = items[0];
  const last = items[items.length - 1];
  const active = document.activeElement;
  if (!first || !last) {
    event.preventDefault();
    root.focus();
  } else if (!root.contains(active)) {
    event.preventDefault();
    first.focus();
  } else if (event.shiftKey && (active === first || active === root)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

export function Modal({ title, onClose, children, initialFocus, size = "medium", icon }: ModalProps) {
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  const backdrop = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = box.current;
    const shade = backdrop.current;
    if (!root || !shade) return;
    const target = initialFocus?.current ?? focusableIn(root).find((el) => !el.dataset.modalClose) ?? root;
    target.focus();
    const onKey = (event: KeyboardEvent) => {
      const topmost = document.querySelectorAll(".modal-backdrop");
      if (topmost[topmost.length - 1] !== shade) return;
      if (event.key === "Escape") {
        event.preventDefault();
        closeRef.current();
      } else if (event.key === "Tab") trapTab(event, root);
    };
    const onPress = (event: MouseEvent) => {
      if (event.target === shade) closeRef.current();
    };
    document.addEventListener("keydown", onKey);
    shade.addEventListener("mousedown", onPress);
    document.body.classList.add("modal-open");
    return () => {
      document.removeEventListener("keydown", onKey);
      shade.removeEventListener("mousedown", onPress);
      if (!document.querySelector(".modal-backdrop")) document.body.classList.remove("modal-open");
      if (previous?.isConnected) previous.focus();
    };
  }, [initialFocus]);

  return createPortal(
    <div ref={backdrop} className="modal-backdrop">
      <div
        ref={box}
        className={`modal card modal-${size}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="modal-head">
          {icon ? (
            <span className="modal-icon" aria-hidden="true">
              {icon}
            </span>
          ) : null}
          <h2 id={titleId}>{title}</h2>
          <button
            type="button"
            className="modal-close"
            aria-label="Close"
            data-modal-close="true"
            onClick={() => closeRef.current()}
          >
            ×
          </button>
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}
