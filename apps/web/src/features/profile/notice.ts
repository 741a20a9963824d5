// The profile's notice banner contract: the shared notice shape, shown in the banner for 5 seconds.
export { NOTICE_MS, type Notice, type NoticeKind, type Notify } from "../../components/notice";
