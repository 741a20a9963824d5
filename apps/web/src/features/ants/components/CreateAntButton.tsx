// 'Create New Ant' (or 'Colony Full'): opens the create modal, or the capacity notice when the colony is full.
import { useState } from "react";
import { useColony } from "../hooks/use-colony";
import { CapacityModal } from "./CapacityModal";
import { CreateAntModal } from "./CreateAntModal";

export function CreateAntButton({ label = "Create New Ant", primary = true }: { label?: string; primary?: boolean }) {
  const { isFull, maxAnts, isLoading } = useColony();
  const [open, setOpen] = useState<"create" | "capacity" | null>(null);
  return (
    <>
      <button
        type="button"
        className={`btn ${primary && !isFull ? "btn-primary" : "btn-secondary"}`}
        disabled={isLoading}
        onClick={() => setOpen(isFull ? "capacity" : "create")}
      >
        <span aria-hidden="true">{isFull ? "🏰" : "➕"}</span>
        {isFull ? "Colony Full" : label}
      </button>
      {open === "create" ? <CreateAntModal onClose={() => setOpen(null)} /> : null}
      {open === "capacity" ? <CapacityModal maxAnts={maxAnts} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
