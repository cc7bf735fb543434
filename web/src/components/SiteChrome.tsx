import type { ReactNode } from 'react';
import type { BrandCode } from '../../../contracts/search/brands';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { SkipLink } from './SkipLink';

/**
 * The chrome of a page rendered outside the app (the status-code page, the server's error screen):
 * no router, no Apollo, no account nav. `withOptOut` only where the page has a client.
 */
export function SiteChrome({
  brand,
  withOptOut = true,
  children,
}: {
  brand?: BrandCode;
  withOptOut?: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <SkipLink />
      <SiteHeader brand={brand} />
      {children}
      <SiteFooter brand={brand} withOptOut={withOptOut} />
    </>
  );
}
