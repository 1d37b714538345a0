import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {SiteSettings} from '@site/siteSettings';

/** The build-time site settings, as serialised into the client config. */
export default function useSiteSettings(): SiteSettings {
  const {siteConfig} = useDocusaurusContext();
  return siteConfig.customFields!.siteSettings as SiteSettings;
}
