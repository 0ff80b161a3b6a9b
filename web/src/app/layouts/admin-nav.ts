import type { Role } from '@contracts/user.ts';
import { routes } from '@contracts/paths.ts';

/** Who reaches the back office: admins everywhere, analysts only where no personal data shows. */
export type AdminAreaRole = Extract<Role, 'admin' | 'analyst' | 'editor'>;

export interface AdminNavEntry {
  to: string;
  /** An i18n key; a feature adding its link keeps the text in its own locale section. */
  labelKey: string;
  roles: readonly AdminAreaRole[];
}

const adminsOnly: readonly AdminAreaRole[] = ['admin'];
const adminsAndAnalysts: readonly AdminAreaRole[] = ['admin', 'analyst'];
const adminsAndEditors: readonly AdminAreaRole[] = ['admin', 'editor'];

/**
 * The admin area's own navigation, in display order. Other back-office features (articles,
 * newsletter, hiring…) add their entry here; the page's route guard must match its `roles`.
 */
export const adminNav: readonly AdminNavEntry[] = [
  { to: routes.adminDashboard, labelKey: 'adminArea.nav.dashboard', roles: adminsAndAnalysts },
  { to: routes.adminStatistics, labelKey: 'adminArea.nav.statistics', roles: adminsAndAnalysts },
  { to: routes.adminUsers, labelKey: 'adminArea.nav.users', roles: adminsOnly },
  { to: routes.adminUsersBackup, labelKey: 'adminArea.nav.usersBackup', roles: adminsOnly },
  { to: routes.adminUpgrades, labelKey: 'adminArea.nav.upgrades', roles: adminsOnly },
  { to: routes.adminBookings, labelKey: 'adminArea.nav.bookings', roles: adminsOnly },
  { to: routes.adminConsultations, labelKey: 'adminArea.nav.consultations', roles: adminsOnly },
  { to: routes.adminIntroductions, labelKey: 'adminArea.nav.introductions', roles: adminsOnly },
  { to: routes.adminDatabase, labelKey: 'adminArea.nav.database', roles: adminsOnly },
  { to: routes.adminLanding, labelKey: 'siteTexts.nav.landing', roles: adminsAndEditors },
  { to: routes.adminAbout, labelKey: 'siteTexts.nav.about', roles: adminsAndEditors },
  { to: routes.adminServices, labelKey: 'siteTexts.nav.services', roles: adminsAndEditors },
  { to: routes.adminIndustries, labelKey: 'siteTexts.nav.industries', roles: adminsAndEditors },
  { to: routes.newsManagement, labelKey: 'articles.mgmt.heading', roles: adminsAndEditors },
  { to: routes.adminNewsletter, labelKey: 'newsletterAdmin.nav', roles: adminsOnly },
  { to: routes.adminHiring, labelKey: 'hiring.admin.nav', roles: adminsOnly },
];

/** The entries a role may open; nobody else (signed out, user, expert) gets any. */
export function adminNavFor(role: Role | undefined, entries: readonly AdminNavEntry[] = adminNav): AdminNavEntry[] {
  return entries.filter((entry) => entry.roles.some((r) => r === role));
}
