// The /profile route: the profile page with the slots other features fill (account sections, friends, friend count).
import { PasswordSection, SessionsList, SignInMethods, UsernameEditor } from "../../features/auth/public-account";
import { FriendsSocialTab, PreferencesForm, useFriendCount } from "../../features/friends/public";
import { ProfilePage, PushPreference } from "../../features/profile/public";
import { SoundPreference } from "../../lib/sound/SoundPreference";

export function ProfileRoute() {
  const friendCount = useFriendCount();
  return (
    <ProfilePage
      friendCount={friendCount}
      accountSections={(notify) => (
        <>
          <section className="card profile-stack" aria-labelledby="profile-security-heading">
            <h2 id="profile-security-heading">Sign-in and security</h2>
            <UsernameEditor onNotice={notify} />
            <PasswordSection onNotice={notify} />
            <SignInMethods onNotice={notify} />
            <SessionsList onNotice={notify} />
          </section>
          <section className="card profile-stack" aria-labelledby="profile-preferences-heading">
            <h2 id="profile-preferences-heading">Preferences</h2>
            <PreferencesForm onNotice={notify} />
            <SoundPreference />
            <PushPreference />
          </section>
        </>
      )}
      friendsTab={(notify) => (
        <section className="card" aria-label="Friends & Social">
          <FriendsSocialTab onNotice={notify} />
        </section>
      )}
    />
  );
}
