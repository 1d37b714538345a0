/**
 * The social card (Open Graph / Twitter image) of a page as SVG: brand, the
 * section, the page title in large type and the site's host. Rendered to PNG
 * by ./render.ts with a bundled font, so the build needs no network.
 */
import {SOCIAL_CARD_SIZE} from './paths';

export interface CardInput {
  brand: string;
  /** Small capitals above the title, e.g. "Country guide" or "News · 8 October 2025". */
  section: string;
  title: string;
  /** Shown at the bottom, e.g. "docs.example.com". */
  host: string;
  /** The logo's SVG source, drawn at 64 px on a white tile. */
  logoSvg: string;
}

export function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;'})[c]!,
  );
}

/** Approximate advance of a character in Inter Bold, in ems. */
function charWidth(c: string): number {
  if (/[ilI.,:;'|!]/.test(c)) return 0.3;
  if (/[ frtj()-]/.test(c)) return 0.4;
  if (/[mwMW—@]/.test(c)) return 0.9;
  if (/[A-Z0-9]/.test(c)) return 0.68;
  return 0.57;
}

export function textWidth(text: string, fontSize: number): number {
  return [...text].reduce((sum, c) => sum + charWidth(c), 0) * fontSize;
}

/** Greedy word wrap to `maxWidth`; the last allowed line ends in an ellipsis when text is left. */
export function wrapText(text: string, fontSize: number, maxWidth: number, maxLines: number) {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word;
    if (textWidth(candidate, fontSize) <= maxWidth || !current) {
      current = candidate;
    } else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1]!;
  while (last.includes(' ') && textWidth(`${last} …`, fontSize) > maxWidth) {
    last = last.slice(0, last.lastIndexOf(' '));
  }
  kept[maxLines - 1] = `${last.replace(/[,:;—–-]+$/, '')} …`;
  return kept;
}

/** The largest of a few sizes at which the title fits in four lines. */
export function layoutTitle(title: string, maxWidth: number) {
  for (const fontSize of [72, 64, 56, 50]) {
    const lines = wrapText(title, fontSize, maxWidth, 4);
    if (!lines.at(-1)!.endsWith('…') && lines.length <= (fontSize >= 64 ? 3 : 4)) {
      return {fontSize, lines};
    }
  }
  return {fontSize: 50, lines: wrapText(title, 50, maxWidth, 4)};
}

export function cardSvg({brand, section, title, host, logoSvg}: CardInput): string {
  const {width, height} = SOCIAL_CARD_SIZE;
  const margin = 80;
  const {fontSize, lines} = layoutTitle(title, width - 2 * margin);
  const lineHeight = Math.round(fontSize * 1.18);
  // Title block sits between the header (ends ~y=230) and the footer (starts ~y=540).
  const blockHeight = lineHeight * lines.length;
  const firstBaseline = Math.round(230 + (310 - blockHeight) / 2 + fontSize * 0.9);
  const logo = `data:image/svg+xml;base64,${Buffer.from(logoSvg).toString('base64')}`;
  const titleLines = lines
    .map(
      (line, i) =>
        `<text x="${margin}" y="${firstBaseline + i * lineHeight}" font-size="${fontSize}" font-weight="700" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="Inter">`,
    // Flat colours keep the PNG small (a gradient triples its size).
    `<rect width="${width}" height="${height}" fill="#143697"/>`,
    `<rect x="0" y="${height - 12}" width="${width}" height="12" fill="#8ab4f8"/>`,
    `<rect x="${margin}" y="68" width="80" height="80" rx="18" fill="#ffffff"/>`,
    `<image x="${margin + 8}" y="76" width="64" height="64" href="${logo}"/>`,
    `<text x="${margin + 96}" y="121" font-size="40" font-weight="700" fill="#ffffff">${escapeXml(brand)}</text>`,
    `<text x="${margin}" y="205" font-size="28" font-weight="500" fill="#c2d8fb" letter-spacing="2">${escapeXml(section.toUpperCase())}</text>`,
    titleLines,
    `<text x="${margin}" y="${height - 62}" font-size="30" font-weight="500" fill="#e8f0fe">${escapeXml(host)}</text>`,
    '</svg>',
  ].join('');
}
