import { useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Menu, X } from 'lucide-react';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { primaryNav } from './nav-links.ts';
import { Logo } from './Logo.tsx';
import { AccountMenu } from './AccountMenu.tsx';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 text-sm font-medium ${
    isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
  }`;

function NavItems({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <ul className={className}>
      {primaryNav.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} className={linkClass}>
            {t(item.label)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

export function Header() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // Keyed by path so the mobile menu closes itself on navigation without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;

  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl items-center gap-2 px-4 py-3 sm:gap-4">
        <Link to="/" className="flex items-center gap-2 rounded-md" aria-label={t('common.homeLink')}>
          <Logo />
        </Link>
        <nav aria-label={t('nav.main')} className="ms-auto hidden lg:block">
          <NavItems className="flex items-center gap-1" />
        </nav>
        <div className="ms-auto flex min-w-0 items-center gap-2 lg:ms-2">
          {/* On a phone the account links move into the menu, so the bar never overflows. */}
          <div className="hidden sm:block">
            <AccountMenu />
          </div>
          <LanguageSwitcher />
        </div>
        <button
          type="button"
          className="rounded-md p-2 text-slate-700 hover:bg-slate-100 lg:hidden"
          aria-expanded={open}
          aria-controls="mobile-nav"
          onClick={() => setOpenOn(open ? null : pathname)}
        >
          {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
          <span className="sr-only">{open ? t('nav.closeMenu') : t('nav.openMenu')}</span>
        </button>
      </div>
      {open && (
        <nav id="mobile-nav" aria-label={t('nav.main')} className="border-t border-slate-200 px-4 py-2 lg:hidden">
          <NavItems />
          <div className="mt-2 border-t border-slate-200 pt-2 sm:hidden">
            <AccountMenu />
          </div>
        </nav>
      )}
    </header>
  );
}
