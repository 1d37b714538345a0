import {Fragment, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import map from '@status-map/map.json';
import {transpositionLabels} from '@site/src/components/Jurisdiction/format';
import type {TranspositionStatus} from '@site/src/data/types';
import {
  STATUS_ORDER,
  keyEntries,
  patternId,
  statusTextures,
  type Texture,
} from '@site/src/components/StatusMap/legend';
import styles from './styles.module.css';

/**
 * The EU and EEA states on a map, each filled with the colour and texture of its Directive
 * transposition status and linked to its page, with a key that lists every state by status in
 * words. The shapes come finished from src/plugins/status-map, so the map is plain SVG in the
 * page's HTML and needs no script.
 */

/** Side of a texture tile, in map units. */
const TILE = 8;

/** The marks of one texture tile, drawn in the status's ink over its colour. */
function TextureMarks({texture}: {texture: Texture}): ReactNode {
  switch (texture) {
    case 'solid':
      return null;
    case 'diagonal':
      return <path d="M0,8l8-8M-2,2l4-4M6,10l4-4" />;
    case 'dots':
      return <circle cx="4" cy="4" r="1.5" />;
    case 'cross':
      return <path d="M0,8l8-8M-2,2l4-4M6,10l4-4M0,0l8,8M-2,6l4,4M6,-2l4,4" />;
    case 'horizontal':
      return <path d="M0,4h8" />;
    case 'vertical':
      return <path d="M4,0v8" />;
  }
}

function Patterns(): ReactNode {
  return (
    <defs>
      {STATUS_ORDER.map((status) => (
        <pattern
          key={status}
          id={patternId(status)}
          width={TILE}
          height={TILE}
          patternUnits="userSpaceOnUse">
          <rect width={TILE} height={TILE} style={{fill: `var(--status-map-${status})`}} />
          <g className={styles.ink} style={{color: `var(--status-map-${status}-ink)`}}>
            <TextureMarks texture={statusTextures[status]} />
          </g>
        </pattern>
      ))}
    </defs>
  );
}

/** A status's fill, as a small sample for the key. */
function Swatch({status}: {status: TranspositionStatus}): ReactNode {
  return (
    <svg className={styles.swatch} viewBox="0 0 24 16" aria-hidden="true">
      <rect width="24" height="16" fill={`url(#${patternId(status)})`} />
    </svg>
  );
}

export default function StatusMap(): ReactNode {
  const {states} = map;
  const captionId = 'status-map-caption';
  const memberStates = states.filter((s) => s.membership === 'eu').length;
  const marked = states.filter((s) => s.marker);
  return (
    <figure className={styles.figure} data-testid="status-map">
      <figcaption id={captionId} className={styles.caption}>
        Transposition of the Directive in the {memberStates} EU Member States and{' '}
        {states.length - memberStates} EEA states. Select a state for its page; the key lists every
        state by status.
      </figcaption>
      <div className={styles.body}>
        <svg
          className={styles.map}
          viewBox={`0 0 ${map.width} ${map.height}`}
          width={map.width}
          height={map.height}
          role="group"
          aria-labelledby={captionId}>
          <Patterns />
          <path className={styles.land} d={map.land} />
          {/* Circles of the smallest states last, so that no neighbour is drawn over them. */}
          {[...states.filter((s) => !s.marker), ...marked].map((state) => {
            const name = `${state.name}: ${transpositionLabels[state.status]}`;
            const fill = `url(#${patternId(state.status)})`;
            return (
              <Link key={state.id} to={state.page} className={styles.state} aria-label={name}>
                <title>{name}</title>
                <path d={state.d} fill={fill} />
                {state.marker && (
                  <circle
                    className={styles.marker}
                    cx={state.marker.x}
                    cy={state.marker.y}
                    r={map.markerRadius}
                    fill={fill}
                  />
                )}
              </Link>
            );
          })}
        </svg>
        <div className={styles.key}>
          <ul aria-label="Key: the states by transposition status">
            {keyEntries(states).map((entry) => (
              <li key={entry.status} data-status={entry.status}>
                <Swatch status={entry.status} /> <strong>{entry.label}</strong> (
                {entry.states.length}):{' '}
                {entry.states.map((state, i) => (
                  <Fragment key={state.id}>
                    {i > 0 && ', '}
                    <Link to={state.page}>{state.name}</Link>
                  </Fragment>
                ))}
              </li>
            ))}
          </ul>
          {marked.length > 0 && (
            <p className={styles.note}>
              <svg className={styles.swatch} viewBox="0 0 24 16" aria-hidden="true">
                <circle className={styles.marker} cx="12" cy="8" r="6" fill="none" />
              </svg>{' '}
              A circle marks a state too small to select on its outline:{' '}
              {marked.map((s) => s.name).join(', ')}.
            </p>
          )}
        </div>
      </div>
    </figure>
  );
}
