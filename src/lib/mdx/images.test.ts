import { classifyImageSrc, fallbackTwins, imageSourceFile, pictureElement, planImage, splitImageSrc } from './images';

describe('image rules', () => {
  it('tells external, site and relative sources apart', () => {
    expect(classifyImageSrc('https://example.com/x.png')).toBe('external');
    expect(classifyImageSrc('data:image/png;base64,AAAA')).toBe('external');
    expect(classifyImageSrc('//cdn.example.com/x.png')).toBe('external');
    expect(classifyImageSrc('/img/logo.png')).toBe('site');
    expect(classifyImageSrc('./img/x.png')).toBe('relative');
    expect(classifyImageSrc('img/x.png')).toBe('relative');
    expect(classifyImageSrc('@site/static/img/x.png')).toBe('site-file');
  });

  it("finds each local image's file: static/'s, the site's (Docusaurus's @site/ alias) or beside the page", () => {
    const at = { sourceFile: '/site/content/docs/intro/how.mdx', staticDir: '/site/static', siteDir: '/site' };
    expect(imageSourceFile('/img/logo.png', at)).toBe('/site/static/img/logo.png');
    expect(imageSourceFile('@site/static/img/normal%20function.png#gh-dark-mode-only', at)).toBe('/site/static/img/normal function.png');
    expect(imageSourceFile('./img/x.png?v=2', at)).toBe('/site/content/docs/intro/img/x.png');
  });

  it('keeps the colour-mode fragment apart from the file, and decodes the path', () => {
    expect(splitImageSrc('./img/my%20chart.dark.png#gh-dark-mode-only')).toEqual({ file: './img/my chart.dark.png', fragment: 'gh-dark-mode-only' });
    expect(splitImageSrc('/img/x.png?v=2')).toEqual({ file: '/img/x.png', fragment: null });
  });

  it('offers WebP and the original format in widths up to the original, under hashed names', () => {
    const plan = planImage('/abs/Otsu Threshold.PNG', 'Otsu Threshold.PNG', 'abc123', { width: 1400, height: 780, format: 'png' });
    expect(plan.modern.map((v) => v.file)).toEqual(['otsu-threshold.abc123-480.webp', 'otsu-threshold.abc123-960.webp', 'otsu-threshold.abc123-1400.webp']);
    expect(plan.fallback.map((v) => [v.width, v.format])).toEqual([
      [480, 'png'],
      [960, 'png'],
      [1400, 'png'],
    ]);
    expect(planImage('/a/small.jpg', 'small.jpg', 'h', { width: 300, height: 200, format: 'jpeg' }).fallback.map((v) => v.file)).toEqual(['small.h-300.jpg']);
  });

  it("names each WebP variant's twin: the variant of the same width in the source's format", () => {
    for (const format of ['png', 'jpeg']) {
      const plan = planImage(`/a/chart.${format}`, `chart.${format}`, 'h', { width: 1200, height: 600, format });
      for (const webp of plan.modern) {
        const twin = plan.fallback.find((fallback) => fallback.width === webp.width)!;
        expect(fallbackTwins(`/public/assets/images/${webp.file}`)).toContain(`/public/assets/images/${twin.file}`);
      }
    }
    expect(fallbackTwins('/public/assets/images/chart.h-480.png')).toEqual([]);
  });

  it('serves SVG as it is, and refuses formats browsers do not show', () => {
    const svg = planImage('/a/d.svg', 'd.svg', 'h', { width: 100, height: 50, format: 'svg' });
    expect(svg.asIs?.file).toBe('d.h.svg');
    expect(svg.modern).toEqual([]);
    expect(() => planImage('/a/x.tiff', 'x.tiff', 'h', { width: 10, height: 10, format: 'tiff' })).toThrow('unsupported image format "tiff"');
  });

  it('writes a picture with the size, alt text and loading of the image', () => {
    const plan = planImage('/a/x.png', 'x.png', 'h', { width: 1000, height: 500, format: 'png' });
    const picture = pictureElement(plan, { alt: 'A chart', title: null, className: ['gh-dark-mode-only'] }, false);
    expect(picture.tagName).toBe('picture');
    expect(picture.properties.className).toEqual(['gh-dark-mode-only']);
    const [source, img] = picture.children as { tagName: string; properties: Record<string, unknown> }[];
    expect(source.properties).toMatchObject({
      type: 'image/webp',
      srcSet: '/assets/images/x.h-480.webp 480w, /assets/images/x.h-960.webp 960w, /assets/images/x.h-1000.webp 1000w',
    });
    expect(img.properties).toMatchObject({ src: '/assets/images/x.h-1000.png', alt: 'A chart', width: 1000, height: 500, loading: 'lazy', decoding: 'async' });
    expect((pictureElement(plan, { alt: '', title: null, className: [] }, true).children[1] as { properties: { loading: string } }).properties.loading).toBe(
      'eager',
    );
  });
});
