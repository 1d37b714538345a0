import type {Element, Root} from 'hast';
import {describe, expect, it} from 'vitest';
import rehypeScrollableTables, {TABLE_SCROLL_CLASS} from './scrollableTables';

const element = (tagName: string, children: Element['children'] = []): Element => ({
  type: 'element',
  tagName,
  properties: {},
  children,
});

describe('rehypeScrollableTables', () => {
  it('wraps each table in a focusable region named after the heading above it', () => {
    const table = element('table');
    const tree: Root = {
      type: 'root',
      children: [
        element('h2', [{type: 'text', value: 'Key dates'}]),
        element('p'),
        element('section', [table]),
      ],
    };
    rehypeScrollableTables()(tree);
    const wrapper = (tree.children[2] as Element).children[0] as Element;
    expect(wrapper.tagName).toBe('div');
    expect(wrapper.properties).toEqual({
      className: [TABLE_SCROLL_CLASS],
      role: 'region',
      tabIndex: 0,
      ariaLabel: 'Table: Key dates',
    });
    expect(wrapper.children).toEqual([table]);
  });

  it('names a table with no heading before it plainly', () => {
    const tree: Root = {type: 'root', children: [element('table')]};
    rehypeScrollableTables()(tree);
    expect((tree.children[0] as Element).properties.ariaLabel).toBe('Table');
  });
});
