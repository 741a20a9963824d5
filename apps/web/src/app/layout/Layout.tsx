// The page frame of every route but /auth/callback: side menu, top bar and the page.
import { Outlet } from "react-router";
import { useValidateStoredUser } from "../../features/auth/public-session";
import { useLiveConnection } from "../../lib/live/use-live";
import { CompletionNotice } from "./CompletionNotice";
import { ItemWonNotice } from "./ItemWonNotice";
import { OfflineBanner } from "./OfflineBanner";
import { SideMenu } from "./SideMenu";
import { TopBar } from "./TopBar";
import "./layout.css";

export function Layout() {
  useValidateStoredUser();
  useLiveConnection();
  return (
    <div className="shell">
      <SideMenu />
      <div className="shell-main">
        <TopBar />
        <main className="page">
          <OfflineBanner />
          <ItemWonNotice />
          <CompletionNotice />
          <Outlet />
        </main>
      </div>
    </div>
  );
}
