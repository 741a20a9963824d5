// The /profile route: the profile page with the slots other features fill (account sections, friends, friend count).
import { ProfilePage } from "../../features/profile/public";

export function ProfileRoute() {
  return <ProfilePage />;
}
