import type {Root} from 'mdast';
import {describe, expect, it} from 'vitest';
import remarkBrandInHeadings from './brandInHeadings';

describe('remarkBrandInHeadings', () => {
  it('writes the brand into headings and leaves the component in paragraphs', () => {
    const brand = {type: 'mdxJsxTextElement', name: 'BrandName', attributes: [], children: []};
    const tree = {
      type: 'root',
      children: [
        {type: 'heading', depth: 2, children: [{type: 'text', value: 'About '}, brand]},
        {type: 'paragraph', children: [{type: 'text', value: 'By '}, brand]},
      ],
    } as Root;
    remarkBrandInHeadings({brandName: 'Fairpay Atlas'})(tree);
    expect(tree.children[0]).toMatchObject({
      children: [
        {type: 'text', value: 'About '},
        {type: 'text', value: 'Fairpay Atlas'},
      ],
    });
    expect(tree.children[1]).toMatchObject({children: [{}, {name: 'BrandName'}]});
  });
});
