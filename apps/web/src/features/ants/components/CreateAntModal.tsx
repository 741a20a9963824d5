// The Create New Ant modal: a name (typed or rolled with the dice) and one of the six preset colours.
import { ANT_COLORS, ANT_NAME_MAX } from "@antbrawl/rules/ant";
import { DEFAULT_ANT_COLOR } from "@antbrawl/rules/colony/appearance";
import { randomAntName } from "@antbrawl/rules/colony/names";
import { createRng } from "@antbrawl/rules/random";
import { type FormEvent, useRef, useState } from "react";
import { Modal } from "../../../components/Modal";
import { errorText } from "../../../lib/api/api-error";
import { useAppSelector } from "../../../lib/store/hooks";
import { useCreateAntMutation } from "../api/ants-api";
import "./create-ant.css";

export function CreateAntModal({ onClose }: { onClose: () => void }) {
  const userId = useAppSelector((s) => s.user.user?.id);
  const [name, setName] = useState("");
  const [color, setColor] = useState<string>(DEFAULT_ANT_COLOR);
  const [createAnt, { isLoading, error }] = useCreateAntMutation();
  const nameField = useRef<HTMLInputElement>(null);
  const blank = name.trim() === "";

  const roll = () => {
    setName(randomAntName(createRng(Date.now())));
    nameField.current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (blank || isLoading || !userId) return;
    const created = await createAnt({ userId, name, color })
      .unwrap()
      .catch(() => null);
    if (created) onClose();
  };

  return (
    <Modal title="Create New Ant" onClose={onClose} initialFocus={nameField} icon="🐜">
      <form className="create-ant-form" onSubmit={submit}>
        <label htmlFor="ant-name">Ant name</label>
        <div className="name-row">
          <input
            id="ant-name"
            ref={nameField}
            value={name}
            maxLength={ANT_NAME_MAX}
            autoComplete="off"
            placeholder="e.g. Brave Mandible"
            onChange={(e) => setName(e.target.value)}
          />
          <button
            type="button"
            className="btn btn-secondary dice"
            aria-label="Random name"
            title="Random name"
            onClick={roll}
          >
            <span aria-hidden="true">🎲</span>
          </button>
        </div>
        <p className="muted small">
          {name.trim().length}/{ANT_NAME_MAX} characters
        </p>
        <fieldset className="color-choices">
          <legend>Colour</legend>
          {ANT_COLORS.map((choice) => (
            <label key={choice.hex} className={`color-choice ${color === choice.hex ? "is-chosen" : ""}`}>
              <input
                type="radio"
                name="ant-color"
                value={choice.hex}
                checked={color === choice.hex}
                onChange={() => setColor(choice.hex)}
              />
              <span className="swatch" style={{ background: choice.hex }} aria-hidden="true" />
              <span className="color-text">
                <span className="color-name">{choice.name}</span>
                <span className="color-description">{choice.description}</span>
              </span>
            </label>
          ))}
        </fieldset>
        {error ? (
          <p role="alert" className="form-error">
            {errorText(error, "Failed to create ant")}
          </p>
        ) : null}
        <div className="modal-actions">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={blank || isLoading}>
            {isLoading ? "Creating…" : "Create"}
          </button>
        </div>
      </form>
    </Modal>
  );
}
