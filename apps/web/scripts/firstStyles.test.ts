import { describe, expect, it } from 'vitest';
import { styleIdsOf } from './firstStyles';

describe('first styles: rules grouped by their Emotion style (issue 43)', () => {
  it('puts each rule with the style it names, keyframes by their name, and a rule naming none with the style before', () => {
    const grouped = styleIdsOf([
      '.css-a1{display:flex;}',
      '.css-a1:hover{color:red;}',
      '@media (min-width:600px){.css-a1{display:block;}}',
      'label[data-shrink=false]+.MuiInputBase-formControl .css-b-2::-moz-placeholder{opacity:0!important;}',
      '@keyframes animation-k3{0%{opacity:1;}}',
      '@-webkit-keyframes animation-k3{0%{opacity:1;}}',
      '@font-face{font-family:x;}',
      '.css-a1{display:flex;}',
    ]);
    expect([...grouped]).toEqual([
      ['a1', ['.css-a1{display:flex;}', '.css-a1:hover{color:red;}', '@media (min-width:600px){.css-a1{display:block;}}']],
      ['b-2', ['label[data-shrink=false]+.MuiInputBase-formControl .css-b-2::-moz-placeholder{opacity:0!important;}']],
      [
        'animation-k3',
        ['@keyframes animation-k3{0%{opacity:1;}}', '@-webkit-keyframes animation-k3{0%{opacity:1;}}', '@font-face{font-family:x;}'],
      ],
    ]);
  });

  it('refuses a first rule that names no style', () => {
    expect(() => styleIdsOf(['@font-face{font-family:x;}'])).toThrow(/a rule of no style/);
  });
});
