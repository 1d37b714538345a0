/** RFC 9116 asks for an expiry under a year away, so a stale file stops being trusted. */
const VALIDITY_DAYS = 364;

export const SECURITY_TXT_PATH = '.well-known/security.txt';

export interface SecurityTxtOptions {
  /** Mailbox for vulnerability reports. */
  contact: string;
  /** Public origin of the site, without a trailing slash. */
  siteUrl: string;
  /** Site path of the human-readable security statement. */
  policyPath: string;
  /** The time of the build; the file expires VALIDITY_DAYS later. */
  builtAt: Date;
}

export function securityTxt({contact, siteUrl, policyPath, builtAt}: SecurityTxtOptions): string {
  const expires = new Date(builtAt.getTime() + VALIDITY_DAYS * 24 * 60 * 60 * 1000);
  expires.setUTCMilliseconds(0);
  return [
    `Contact: mailto:${contact}`,
    `Expires: ${expires.toISOString().replace('.000Z', 'Z')}`,
    'Preferred-Languages: en',
    `Canonical: ${siteUrl}/${SECURITY_TXT_PATH}`,
    `Policy: ${siteUrl}${policyPath}`,
    '',
  ].join('\n');
}
