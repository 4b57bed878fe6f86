import { createHash } from 'node:crypto';
import { cardTree, socialCard as cardOf, titleSize, type CardElement, type CardFacts } from './socialCard';

const socialCard = (facts: CardFacts) => cardOf(facts, (text) => createHash('sha256').update(text).digest('hex'));

const facts = { title: 'OpenCV basics', kicker: 'OpenCV', siteName: 'Lin Hao', logo: 'data:image/svg+xml;base64,PHN2Zz4=', accent: '#1a6640' };

describe('socialCard', () => {
  it('names the file by the content, so an unchanged card keeps its name and a changed one gets another', () => {
    const card = socialCard(facts);
    expect(card.file).toMatch(/^\/img\/cards\/[0-9a-f]{16}\.png$/);
    expect(socialCard({ ...facts }).file).toBe(card.file);
    expect(socialCard({ ...facts, title: 'OpenCV basics, again' }).file).not.toBe(card.file);
    expect(socialCard({ ...facts, kicker: 'Machine learning' }).file).not.toBe(card.file);
    expect(card.alt).toBe('OpenCV basics · Lin Hao');
  });

  it('gives every text to the drawing as text, never as markup', () => {
    const hostile = { title: '</h1><script>alert(1)</script>', kicker: '<b>x</b> & "y"', siteName: "<img src=x onerror='z'>" };
    const texts: string[] = [];
    const types = new Set<string>();
    const walk = (node: CardElement | string) => {
      if (typeof node === 'string') return void texts.push(node);
      types.add(node.type);
      const { children } = node.props;
      (Array.isArray(children) ? children : children === undefined ? [] : [children]).forEach(walk);
    };
    walk(cardTree({ ...facts, ...hostile }));
    expect(texts.sort()).toEqual(Object.values(hostile).sort());
    expect([...types].sort()).toEqual(['div', 'img']);
  });

  it('draws the logo only when the site has one', () => {
    const images = (tree: CardElement): number =>
      (tree.type === 'img' ? 1 : 0) +
      (Array.isArray(tree.props.children) ? tree.props.children : []).reduce((n, c) => n + (typeof c === 'string' ? 0 : images(c)), 0);
    expect(images(cardTree(facts))).toBe(1);
    expect(images(cardTree({ ...facts, logo: null }))).toBe(0);
  });

  it('sets longer titles smaller, counting characters, not bytes', () => {
    expect(titleSize('Git')).toBe(76);
    expect(titleSize('x'.repeat(50))).toBe(64);
    expect(titleSize('机器学习'.repeat(10))).toBe(64);
    expect(titleSize('x'.repeat(150))).toBe(46);
  });
});
