import { roundSvgGeometry } from './svgPrecision';

describe('drawn diagrams to a hundredth of a unit', () => {
  it('rounds the numbers of paths, transforms, points and sizes', () => {
    const svg =
      '<svg viewBox="-8.000001 0 553.5123 210.98765"><g transform="translate(241.58132934570312, 3.6370315551757812)"><path d="M0.123456,-1.999999 L1e-7 2.5"/><polygon points="0.004,1.006 2,3"/><rect x="10.555" y="-0.004" width="20" height="7.125"/></g></svg>';
    expect(roundSvgGeometry(svg)).toBe(
      '<svg viewBox="-8 0 553.51 210.99"><g transform="translate(241.58, 3.64)"><path d="M0.12,-2 L0 2.5"/><polygon points="0,1.01 2,3"/><rect x="10.56" y="0" width="20" height="7.13"/></g></svg>',
    );
  });

  it('leaves text, labels, ids, classes and styles as they are', () => {
    const svg =
      '<svg id="d-3.14159" class="v1.2345" style="max-width: 553.5123px;" aria-label="pi is 3.14159"><style>.a{stroke-width:1.23456px}</style><text x="1.23456">3.14159 and 2.71828</text><foreignObject width="9.87654"><div>v0.0.123456</div></foreignObject></svg>';
    expect(roundSvgGeometry(svg)).toBe(
      '<svg id="d-3.14159" class="v1.2345" style="max-width: 553.5123px;" aria-label="pi is 3.14159"><style>.a{stroke-width:1.23456px}</style><text x="1.23">3.14159 and 2.71828</text><foreignObject width="9.88"><div>v0.0.123456</div></foreignObject></svg>',
    );
  });

  it('does not touch an attribute whose name only ends like a geometry one', () => {
    const svg = '<g data-x="1.23456" data-id="path d=&quot;1.23456&quot;"></g>';
    expect(roundSvgGeometry(svg)).toBe(svg);
  });
});
