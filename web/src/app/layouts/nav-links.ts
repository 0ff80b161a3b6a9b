import { routes } from '@contracts/paths.ts';

export const primaryNav = [
  { to: routes.expert, label: 'nav.expert' },
  { to: routes.partner, label: 'nav.partner' },
  { to: routes.legal, label: 'nav.legal' },
  { to: routes.consultation, label: 'nav.consultation' },
  { to: routes.pricing, label: 'nav.pricing' },
  { to: routes.about, label: 'nav.about' },
  { to: routes.contact, label: 'nav.contact' },
] as const;
