import {useEffect, useRef, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {usePluginData} from '@docusaurus/useGlobalData';
import {
  COOKIE_SETTINGS_ATTRIBUTE,
  applyChoice,
  startAnalytics,
  storedChoice,
  type ConsentChoice,
} from '../../consent';
import type {ConsentAnalyticsData} from '../../index';
import styles from './styles.module.css';

/**
 * 'initial': shown unless <html> carries a stored choice (CSS decides, so the
 *   server-rendered page needs no JavaScript to look right).
 * 'reopened': shown because the visitor pressed "Cookie settings".
 * 'saved': a confirmation replaces the banner until dismissed.
 */
type BannerState = 'initial' | 'reopened' | 'saved' | 'dismissed';

/**
 * Asks before any analytics loads, at the top of the page and first in tab
 * order (the GOV.UK pattern), so it never covers content or focus.
 */
export default function ConsentBanner(): ReactNode {
  const {trackingID} = usePluginData('consent-analytics') as ConsentAnalyticsData;
  const [state, setState] = useState<BannerState>('initial');
  const [choice, setChoice] = useState<ConsentChoice>();
  const bannerRef = useRef<HTMLElement>(null);
  const confirmationRef = useRef<HTMLParagraphElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (storedChoice() === 'granted') startAnalytics(trackingID);
  }, [trackingID]);

  useEffect(() => {
    const reopen = (event: MouseEvent) => {
      const opener = (event.target as Element).closest<HTMLElement>(
        `[${COOKIE_SETTINGS_ATTRIBUTE}]`,
      );
      if (!opener) return;
      openerRef.current = opener;
      setState('reopened');
    };
    document.addEventListener('click', reopen);
    return () => document.removeEventListener('click', reopen);
  }, []);

  useEffect(() => {
    if (state === 'reopened') bannerRef.current?.focus();
    if (state === 'saved') confirmationRef.current?.focus();
  }, [state]);

  const choose = (value: ConsentChoice) => {
    applyChoice(value, trackingID);
    setChoice(value);
    setState('saved');
  };

  const dismiss = () => {
    setState('dismissed');
    openerRef.current?.focus();
  };

  if (state === 'dismissed') return null;
  if (state === 'saved') {
    return (
      <section className={styles.banner} aria-label="Cookie settings">
        <div className={styles.inner}>
          <p ref={confirmationRef} tabIndex={-1} className={styles.text}>
            {choice === 'granted'
              ? 'You accepted analytics cookies.'
              : 'You rejected analytics cookies.'}{' '}
            You can change your choice at any time with “Cookie settings” at the bottom of every
            page.
          </p>
          <div className={styles.actions}>
            <button type="button" className="button button--secondary" onClick={dismiss}>
              Hide this message
            </button>
          </div>
        </div>
      </section>
    );
  }
  return (
    <section
      ref={bannerRef}
      tabIndex={-1}
      className={state === 'reopened' ? styles.bannerReopened : styles.banner}
      data-consent-banner=""
      aria-label="Analytics cookies">
      <div className={styles.inner}>
        <Heading as="h2" className={styles.title}>
          Analytics cookies
        </Heading>
        <p className={styles.text}>
          May we use Google Analytics to count page views and improve the guides? It sets cookies
          and sends Google details of your visit, with your IP address anonymised. Nothing is loaded
          unless you accept.{' '}
          <Link to="/resources/privacy-policy#analytics">How we use analytics</Link>
        </p>
        <div className={styles.actions}>
          <button
            type="button"
            className="button button--primary"
            onClick={() => choose('granted')}>
            Accept analytics cookies
          </button>
          <button type="button" className="button button--primary" onClick={() => choose('denied')}>
            Reject analytics cookies
          </button>
        </div>
      </div>
    </section>
  );
}
