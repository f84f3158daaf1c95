import { describe, expect, it } from 'vitest';
import { numberReferences } from './references';

describe('numberReferences', () => {
  it('numbers each source once, in the order items first cite it', () => {
    const items = [
      { source: 'ICAR-IISR 2020', url: 'https://iisr.example/a' },
      { source: 'KVK leaflet', url: null },
      { source: 'ICAR-IISR 2020', url: 'https://iisr.example/a' },
      { source: 'ICAR-IISR 2020', url: 'https://iisr.example/b' },
      { source: 'KVK leaflet', url: null },
    ];
    const { references, numberOf } = numberReferences(items);
    expect(references).toEqual([
      { n: 1, source: 'ICAR-IISR 2020', url: 'https://iisr.example/a' },
      { n: 2, source: 'KVK leaflet', url: null },
      { n: 3, source: 'ICAR-IISR 2020', url: 'https://iisr.example/b' },
    ]);
    expect(items.map(numberOf)).toEqual([1, 2, 1, 3, 2]);
  });

  it('has no references without items', () => {
    expect(numberReferences([]).references).toEqual([]);
  });
});
