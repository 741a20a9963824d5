// The Profile (/profile, spec 000 §2): header counts, the 5-second notice banner and three tabs; other features'
// sections plug in through the props (the route fills them).
import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { useTimedNotice } from "../../../components/notice";
import { SignedOutPrompt } from "../../../components/SignedOutPrompt";
import { useAppSelector } from "../../../lib/store/hooks";
import { useProfileStatisticsQuery } from "../api/statistics-api";
import type { Notify } from "../notice";
import { AccountTab } from "./AccountTab";
import { NoticeBanner } from "./NoticeBanner";
import { ProfileHeader } from "./ProfileHeader";
import { PROFILE_TABS, type ProfileTabId, ProfileTabs, panelId, tabId } from "./ProfileTabs";
import { StatisticsTab } from "./StatisticsTab";
import "./profile.css";

export interface ProfilePageProps {
  /** The player's number of friends (header count and Social Butterfly); unknown while absent. */
  friendCount?: number;
  /** Editable account sections (username, password, sign-in methods, sessions) under the read-only account facts. */
  accountSections?: (notify: Notify) => ReactNode;
  /** The Friends & Social tab's content. */
  friendsTab?: (notify: Notify) => ReactNode;
}

const isTab = (value: string | null): value is ProfileTabId => PROFILE_TABS.some((tab) => tab.id === value);

export function ProfilePage({ friendCount, accountSections, friendsTab }: ProfilePageProps) {
  const user = useAppSelector((s) => s.user.user);
  const statistics = useProfileStatisticsQuery(user?.id ?? "", { skip: !user });
  const { notice, notify, dismiss } = useTimedNotice();
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab");
  const active: ProfileTabId = isTab(requested) ? requested : "account";
  const select = (tab: ProfileTabId) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (tab === "account") next.delete("tab");
        else next.set("tab", tab);
        return next;
      },
      { replace: true },
    );

  if (!user) {
    return (
      <SignedOutPrompt title="Profile" message="Access Restricted - Please sign in to access your profile settings." />
    );
  }

  return (
    <div className="profile">
      <ProfileHeader user={user} statistics={statistics.data} friendCount={friendCount} />
      <NoticeBanner notice={notice} onDismiss={dismiss} />
      <ProfileTabs active={active} onSelect={select} />
      <section id={panelId(active)} role="tabpanel" aria-labelledby={tabId(active)} className="profile-panel">
        {active === "account" ? (
          <AccountTab user={user}>{accountSections?.(notify)}</AccountTab>
        ) : active === "friends" ? (
          (friendsTab?.(notify) ?? (
            <div className="card profile-pending">
              <h2>Friends &amp; Social</h2>
              <p className="muted">Friends, requests and player search open here soon.</p>
            </div>
          ))
        ) : (
          <StatisticsTab
            statistics={statistics.data}
            loading={statistics.isLoading}
            failed={statistics.isError && !statistics.data}
            retry={() => void statistics.refetch()}
          />
        )}
      </section>
    </div>
  );
}
