// The Ant Laboratory (/ant-lab): the ant picker, the notice line and the four tabs (spec 001 §2).
import { type ReactNode, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { LoadingNote } from "../../../components/LoadingNote";
import { SignedOutPrompt } from "../../../components/SignedOutPrompt";
import { TabList } from "../../../components/TabList";
import { errorText } from "../../../lib/api/api-error";
import { useAppDispatch } from "../../../lib/store/hooks";
import { antSelected, useColony } from "../../ants/public";
import { EquipmentTab } from "../equipment/EquipmentTab";
import { useLabNotice } from "../hooks/use-lab-notice";
import { InspectorTab } from "../inspector/InspectorTab";
import type { LabTabProps } from "../lab-tab";
import { DEFAULT_LAB_TAB, isLabTab, LAB_TABS, type LabTabId, labPanelId, labTabId } from "../lab-tabs";
import { AntPicker } from "./AntPicker";
import { BreedingTab } from "./breeding/BreedingTab";
import { LabNotice } from "./LabNotice";
import { MedicalTab } from "./medical/MedicalTab";
import "./ant-lab.css";

const PANELS: Record<LabTabId, (props: LabTabProps) => ReactNode> = {
  inspector: InspectorTab,
  breeding: BreedingTab,
  medical: MedicalTab,
  equipment: EquipmentTab,
};

export function AntLabPage() {
  const colony = useColony();
  if (!colony.user) {
    return <SignedOutPrompt title="Ant Laboratory" message="Please create an account to access the Ant Laboratory." />;
  }
  return <AntLab />;
}

function AntLab() {
  const colony = useColony();
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab");
  const active: LabTabId = isLabTab(requested) ? requested : DEFAULT_LAB_TAB;
  const [visited, setVisited] = useState<ReadonlySet<LabTabId>>(() => new Set([active]));
  if (!visited.has(active)) setVisited(new Set([...visited, active]));
  const { notice, notify, dismiss } = useLabNotice();
  const userId = colony.userId as string;
  const ant = colony.selected;

  const select = (id: LabTabId) => setParams(id === DEFAULT_LAB_TAB ? {} : { tab: id }, { replace: true });
  const selectAnt = (antId: string) => dispatch(antSelected(antId));

  return (
    <div className="ant-lab">
      <header className="card lab-header">
        <div>
          <h1>
            <span aria-hidden="true">🧪 </span>Ant Laboratory
          </h1>
          <p className="muted">Look deep into an ant, breed a new generation, heal it and equip it.</p>
        </div>
        {ant ? <AntPicker ants={colony.ants} selected={ant} onSelect={selectAnt} /> : null}
      </header>
      <LabNotice notice={notice} onDismiss={dismiss} />
      {colony.isLoading ? <LoadingNote className="card" text="Loading your ants…" /> : null}
      {colony.error ? (
        <p className="card form-error" role="alert">
          {errorText(colony.error, "Failed to get ants")}
        </p>
      ) : null}
      {!colony.isLoading && !colony.error && !ant ? (
        <section className="card prompt">
          <div className="prompt-icon" aria-hidden="true">
            🧫
          </div>
          <h2>No ants to study</h2>
          <p className="muted">You need to create an ant first!</p>
          <Link className="btn btn-primary" to="/my-ants">
            Go to My Ants
          </Link>
        </section>
      ) : null}
      {ant ? (
        <>
          <TabList
            tabs={LAB_TABS}
            active={active}
            onSelect={select}
            label="Ant Laboratory sections"
            className="arena-tabs lab-tabs"
            tabId={labTabId}
            panelId={labPanelId}
          />
          {LAB_TABS.map((tab) => {
            if (!visited.has(tab.id)) return null;
            const Panel = PANELS[tab.id];
            return (
              <section
                key={tab.id}
                id={labPanelId(tab.id)}
                role="tabpanel"
                aria-labelledby={labTabId(tab.id)}
                hidden={tab.id !== active}
                className="arena-panel lab-panel"
              >
                <Panel userId={userId} ant={ant} ants={colony.ants} notify={notify} selectAnt={selectAnt} />
              </section>
            );
          })}
        </>
      ) : null}
    </div>
  );
}
