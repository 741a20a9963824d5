// The profile's notice banner contract: the shared notice shape, shown in the banner for 5 seconds.
export type { Notice, Notify } from "../../components/notice";
