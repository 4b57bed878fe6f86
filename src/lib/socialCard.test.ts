import { createHash } from 'node:crypto';
import { cardHtml, socialCard as cardOf, titleSize, type CardFacts } from './socialCard';

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

  it('shows every text as text', () => {
    const html = cardHtml({ ...facts, title: '</h1><script>alert(1)</script>', kicker: '<b>x</b> & "y"', siteName: "<img src=x onerror='z'>" });
    expect(html).not.toMatch(/<script>|<b>|<img src=x/);
    expect(html).toContain('&lt;/h1&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;b&gt;x&lt;/b&gt; &amp; &quot;y&quot;');
  });

  it('sets longer titles smaller, counting characters, not bytes', () => {
    expect(titleSize('Git')).toBe(76);
    expect(titleSize('x'.repeat(50))).toBe(64);
    expect(titleSize('机器学习'.repeat(10))).toBe(64);
    expect(titleSize('x'.repeat(150))).toBe(46);
  });
});
