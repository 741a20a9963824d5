// The ants feature's public entry: the only module other features and app/ may import from it.

export { antCondition, antLevel, antMood, needValues, percent } from "./ant-values";
export { antSelected, antsSlice } from "./ants-slice";
export { replaceCachedAnt } from "./api/ant-cache";
export { useDeleteAntMutation, useGetAntQuery, useListAntsQuery } from "./api/ants-api";
export { AntViewer } from "./components/AntViewer";
export { CreateAntButton } from "./components/CreateAntButton";
export { EditStatsModal } from "./components/EditStatsModal";
export { VitalBar } from "./components/VitalBar";
export { useColony } from "./hooks/use-colony";
