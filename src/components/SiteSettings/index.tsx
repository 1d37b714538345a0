import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useSiteSettings from '@site/src/hooks/useSiteSettings';
import type {SiteSettings} from '@site/siteSettings';

/** Settings exposed to MDX pages, so legal text never retypes the brand or a mailbox. */

export function BrandName(): ReactNode {
  return useSiteSettings().brandName;
}

export function SiteUrl(): ReactNode {
  return useSiteSettings().siteUrl;
}

export function ContactEmail({kind}: {kind: keyof SiteSettings['contacts']}): ReactNode {
  const address = useSiteSettings().contacts[kind];
  return <Link href={`mailto:${address}`}>{address}</Link>;
}
