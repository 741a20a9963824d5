// The guide feature's front door: the dashboard's first-hour guide.
export { GuideCard, useGuideShown } from "./components/GuideCard";
