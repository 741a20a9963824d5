// The /profile route: the profile page with the slots other features fill (account sections, friends, friend count).
import { PasswordSection, SessionsList, SignInMethods, UsernameEditor } from "../../features/auth/public-account";
import { FriendsSocialTab, PreferencesForm, useFriendCount } from "../../features/friends/public";
import { ProfilePage } from "../../features/profile/public";

export function ProfileRoute() {
  const friendCount = useFriendCount();
  return (
    <ProfilePage
      friendCount={friendCount}
      accountSections={(notify) => (
        <>
          <UsernameEditor onNotice={notify} />
          <PasswordSection onNotice={notify} />
          <SignInMethods onNotice={notify} />
          <SessionsList onNotice={notify} />
          <PreferencesForm onNotice={notify} />
        </>
      )}
      friendsTab={(notify) => <FriendsSocialTab onNotice={notify} />}
    />
  );
}
