/** /profile never renders: its profile-redirect guard always sends the user on (login, onboarding or dashboard). */
export function ProfilePage() {
  return null;
}
