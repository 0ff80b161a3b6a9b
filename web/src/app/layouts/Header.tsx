import { useEffect, useRef, useState, useSyncExternalStore, type Ref } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Menu, X } from 'lucide-react';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { primaryNav } from './nav-links.ts';
import { Logo } from './Logo.tsx';
import { AccountMenu } from './AccountMenu.tsx';
import { useHeaderFold, type HeaderFold } from './header-fit.ts';

const MENU_ID = 'site-menu';

// Nothing in the bar wraps: when a label would not fit on its line, the header folds it into the menu instead.
const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 text-sm font-medium ${
    isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
  }`;

function NavItems({ className, inline }: { className?: string; inline?: boolean }) {
  const { t } = useTranslation();
  return (
    <ul className={className}>
      {primaryNav.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} className={(state) => `${linkClass(state)}${inline ? ' whitespace-nowrap' : ''}`}>
            {t(item.label)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

function MenuButton({ open, onClick, buttonRef }: { open: boolean; onClick?: () => void; buttonRef?: Ref<HTMLButtonElement> }) {
  const copy = onClick === undefined;
  const { t } = useTranslation();
  return (
    <button
      ref={buttonRef}
      type="button"
      className="flex shrink-0 items-center rounded-md p-2 text-slate-700 hover:bg-slate-100"
      aria-expanded={open}
      aria-controls={copy ? undefined : MENU_ID}
      onClick={onClick}
    >
      {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
      <span className="sr-only">{open ? t('nav.closeMenu') : t('nav.openMenu')}</span>
    </button>
  );
}

/** The bar's parts on one line each, invisible and inert: what the header measures to choose its fold. */
function MeasuringCopy({ copyRef }: { copyRef: Ref<HTMLDivElement> }) {
  return (
    // The zero-height clipping box keeps the copy from widening the page.
    <div aria-hidden="true" className="relative h-0 overflow-hidden">
      <div ref={copyRef} inert className="pointer-events-none invisible absolute start-0 top-0 flex w-max items-center">
        <span data-part="logo" className="flex shrink-0 items-center gap-2">
          <Logo />
        </span>
        <span data-part="nav" className="shrink-0">
          <NavItems inline className="flex items-center gap-1" />
        </span>
        <span data-part="right" className="flex shrink-0 items-center gap-2">
          <AccountMenu inline />
          <LanguageSwitcher />
        </span>
        <span data-part="button" className="shrink-0">
          <MenuButton open={false} />
        </span>
      </div>
    </div>
  );
}

/** Classes per fold; before measuring (server HTML, no ResizeObserver) the old breakpoints stand in. */
function foldClasses(fold: HeaderFold | null) {
  if (fold === null) return { nav: 'hidden lg:block', right: 'ms-auto lg:ms-2', account: 'hidden sm:block', button: 'lg:hidden', panelAccount: 'sm:hidden' };
  return {
    nav: fold === 'none' ? 'block' : 'hidden',
    right: fold === 'none' ? '' : 'ms-auto',
    account: fold === 'all' ? 'hidden' : 'block',
    button: fold === 'none' ? 'hidden' : '',
    panelAccount: fold === 'all' ? '' : 'hidden',
  };
}

const noSubscribe = () => () => {};

export function Header() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // Keyed by path so the menu closes itself on navigation without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const row = useRef<HTMLDivElement>(null);
  const copy = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);
  // Measured only in the browser and after hydration, so the server's HTML and the first render agree.
  const canMeasure = useSyncExternalStore(noSubscribe, () => typeof ResizeObserver !== 'undefined', () => false);
  const fold = useHeaderFold(row, copy, canMeasure);
  const open = openOn === pathname && fold !== 'none';
  const classes = foldClasses(fold);

  const close = (returnFocus: boolean) => {
    setOpenOn(null);
    if (returnFocus) button.current?.focus();
  };

  // Opening moves focus to the menu's first link; Escape closes it and gives focus back to the button.
  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      close(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <header className="border-b border-slate-200 bg-white" data-fold={fold ?? undefined}>
      <div ref={row} className="mx-auto flex max-w-7xl items-center gap-2 px-4 py-3 sm:gap-4">
        <Link to="/" className="flex shrink-0 items-center gap-2 rounded-md" aria-label={t('common.homeLink')}>
          <Logo />
        </Link>
        <nav aria-label={t('nav.main')} className={`ms-auto ${classes.nav}`}>
          <NavItems inline className="flex items-center gap-1" />
        </nav>
        <div className={`flex min-w-0 items-center gap-2 ${classes.right}`}>
          <div className={classes.account}>
            <AccountMenu inline />
          </div>
          <LanguageSwitcher />
        </div>
        <div className={classes.button}>
          <MenuButton open={open} buttonRef={button} onClick={() => (open ? close(false) : setOpenOn(pathname))} />
        </div>
      </div>
      {canMeasure && <MeasuringCopy copyRef={copy} />}
      {open && (
        <nav ref={panel} id={MENU_ID} aria-label={t('nav.main')} className="border-t border-slate-200 px-4 py-2">
          <div className="mx-auto max-w-7xl">
            <NavItems />
            <div className={`mt-2 border-t border-slate-200 pt-2 ${classes.panelAccount}`}>
              <AccountMenu />
            </div>
          </div>
        </nav>
      )}
    </header>
  );
}
