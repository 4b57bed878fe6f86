import { interpolate, setPageMessages, translate, translateLabel } from './translate';

describe('translate', () => {
  afterEach(() => {
    setPageMessages(null);
    delete process.env.GATSBY_SEVERAL_LOCALES;
  });

  it('gives the message, with its values put in, on a site of one locale whatever messages are set', () => {
    setPageMessages({ 'theme.x': 'autre' });
    expect(translate({ id: 'theme.x', message: 'Next' })).toBe('Next');
    expect(translate({ id: 'theme.y', message: '{minutes} min read' }, { minutes: 3 })).toBe('3 min read');
  });

  it("gives the page's locale's words on a site of several, else the message", () => {
    process.env.GATSBY_SEVERAL_LOCALES = 'true';
    setPageMessages({ 'theme.x': 'التالي', 'theme.y': '{minutes} دقائق', 'navbar.item.label.Docs': 'الوثائق' });
    expect(translate({ id: 'theme.x', message: 'Next' })).toBe('التالي');
    expect(translate({ id: 'theme.y', message: '{minutes} min read' }, { minutes: 3 })).toBe('3 دقائق');
    expect(translate({ id: 'theme.z', message: 'Edit this page' })).toBe('Edit this page');
    expect(translateLabel('navbar.item.label.Docs', 'Docs')).toBe('الوثائق');
  });

  it('leaves a placeholder without a value as written, for an element to go there', () => {
    expect(interpolate('see the {link} ({label}).', { label: '2.0' })).toBe('see the {link} (2.0).');
  });
});
