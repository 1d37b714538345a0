import React, {useId, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import type {Facet, FacetCounts} from './searchFilters';
import styles from './styles.module.css';

/** A filter's values with their result counts, as the engine counted them for the current search. */
export interface FilterCounts {
  facet: Facet;
  label: string;
  values: FacetCounts;
  selected: readonly string[];
}

type Props = {
  filters: readonly FilterCounts[];
  onChange: (facet: Facet, selected: string[]) => void;
};

/**
 * The search page's filters: a group of checkboxes per filter, each value with
 * its number of results. On narrow screens they fold behind a button.
 */
export default function Filters({filters, onChange}: Props): ReactNode {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const chosen = filters.reduce((sum, filter) => sum + filter.selected.length, 0);
  return (
    <div className={styles.filters}>
      <button
        type="button"
        className={clsx('button button--secondary button--sm', styles.filtersToggle)}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}>
        <Translate
          id="theme.SearchPage.filters.toggle"
          description="The button that shows the search filters on small screens"
          values={{count: chosen}}>
          {'Filters ({count} chosen)'}
        </Translate>
      </button>
      <div id={panelId} className={clsx(styles.filtersPanel, open && styles.filtersPanelOpen)}>
        {filters.map(({facet, label, values, selected}) => (
          <fieldset key={facet} className={styles.filterGroup}>
            <legend>{label}</legend>
            {values.length === 0 && (
              <p className={styles.filterEmpty}>
                <Translate id="theme.SearchPage.filters.none">None in these results</Translate>
              </p>
            )}
            {values.map(({value, count}) => (
              <label key={value} className={styles.filterValue}>
                <input
                  type="checkbox"
                  checked={selected.includes(value)}
                  onChange={(event) =>
                    onChange(
                      facet,
                      event.target.checked
                        ? [...selected, value]
                        : selected.filter((other) => other !== value),
                    )
                  }
                />
                <span className={styles.filterName}>{value}</span>
                <span className={styles.filterCount}>{count}</span>
              </label>
            ))}
          </fieldset>
        ))}
      </div>
    </div>
  );
}
