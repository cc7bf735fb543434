import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { BRAND_THEMES } from '../brand/theme';
import { useBrand } from '../ssr/page';
import { BRANDS, type BrandCode } from '../../../contracts/search/brands';

/**
 * The site header (docs/rules/pages.md#site-chrome): the brand's logo, a plain link home that needs
 * no script, and the account entries. Nothing here needs the router or Apollo, so the status-code
 * page and the error screen show it too; `account` (the client-only account nav) is given by the
 * app only. On phones the entries fold into a menu button.
 */
export function SiteHeader({ brand: code, account }: { brand?: BrandCode; account?: ReactNode }) {
  const pageBrand = useBrand();
  const brand = code ? BRANDS[code] : pageBrand;
  const theme = BRAND_THEMES[brand.code];
  return (
    <header className="site-header">
      <div className="site-header__bar">
        <a className="site-header__logo" href={brand.homeHref}>
          <span className="site-header__mark" aria-hidden="true">
            {theme.logoMark}
          </span>
          <span className="site-header__name">{brand.name}</span>
        </a>
        {account && <HeaderMenu>{account}</HeaderMenu>}
      </div>
    </header>
  );
}

/**
 * Below 600 px a Menu button shows and hides the entries (Escape closes it and gives the focus back
 * to the button; following a link closes it); from 600 px the button is hidden and the entries
 * show inline (styles.css).
 */
function HeaderMenu({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  // A link followed inside the menu (the router's links stay on the page) closes it.
  const onEntriesClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        className="site-header__menu-button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((was) => !was)}
      >
        Menu
      </button>
      <div id={id} className={open ? 'site-header__entries is-open' : 'site-header__entries'} onClick={onEntriesClick}>
        {children}
      </div>
    </>
  );
}
