/**
 * A page's social card: the 1200×630 image link previews show (Open Graph's
 * `og:image`, Twitter's `summary_large_image`). Drawn at build time from this
 * layout (node/socialCards.ts); its file is named by the hash of the
 * layout, so an unchanged card is never drawn again and a changed one gets a
 * new URL.
 */
export const CARD_SIZE = { width: 1200, height: 630 } as const;
/** Changes when the drawing changes, so every card is drawn again. */
const CARD_VERSION = '2';
/** Where the cards go in the build. */
export const CARDS_DIR = '/img/cards';

export interface CardFacts {
  title: string;
  /** Above the title: the doc's section, or the post's date and "Blog". */
  kicker: string;
  siteName: string;
  /** The site's logo, as a `data:` URL. */
  logo: string | null;
  /** The site's primary colour (light theme). */
  accent: string;
}

export interface SocialCard {
  /** The image's path in the build, e.g. `/img/cards/1a2b….png`. */
  file: string;
  /** The image's text alternative. */
  alt: string;
  tree: CardElement;
}

/** Smaller type for longer titles, so that most fit in three lines; past four, the title ends with an ellipsis. */
export function titleSize(title: string): number {
  const length = [...title].length;
  if (length <= 32) return 76;
  if (length <= 60) return 64;
  if (length <= 100) return 54;
  return 46;
}

/** An element of a card, as satori reads it (a React element's shape): text children are drawn as text, never parsed. */
export interface CardElement {
  type: 'div' | 'img';
  props: { style: Record<string, string | number>; children?: (CardElement | string)[] | string; src?: string; width?: number; height?: number };
}

/** The font families the drawing registers (node/socialCardWorker.mjs): a Latin sans-serif, then a CJK one for what it lacks. */
export const CARD_FONTS = ['card-latin', 'card-cjk'] as const;

const el = (type: CardElement['type'], style: CardElement['props']['style'], children?: CardElement['props']['children'], attributes = {}): CardElement => ({
  type,
  props: { style, ...(children === undefined ? {} : { children }), ...attributes },
});

/**
 * The card's layout, for satori (flexbox, as CSS): the accent bar along the
 * top, the kicker on one line (an ellipsis past it), the title in up to four
 * lines, then the logo and the site's name.
 */
export function cardTree(facts: CardFacts): CardElement {
  const { width, height } = CARD_SIZE;
  const bar = 16;
  const footer = [
    ...(facts.logo ? [el('img', { width: 72, height: 72 }, undefined, { src: facts.logo, width: 72, height: 72 })] : []),
    el('div', { display: 'flex' }, facts.siteName),
  ];
  return el('div', { width, height, display: 'flex', flexDirection: 'column', background: '#fff', color: '#1c1e21', fontFamily: CARD_FONTS.join(', ') }, [
    el('div', { width, height: bar, background: facts.accent }),
    el(
      'div',
      { boxSizing: 'border-box', width, height: height - bar, display: 'flex', flexDirection: 'column', justifyContent: 'space-between', padding: '72px 80px' },
      [
        el('div', { display: 'flex', flexDirection: 'column', width: '100%' }, [
          el('div', { fontSize: 32, fontWeight: 600, color: facts.accent, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }, facts.kicker),
          el(
            'div',
            { marginTop: 24, fontSize: titleSize(facts.title), lineHeight: 1.18, fontWeight: 700, overflowWrap: 'anywhere', display: 'block', lineClamp: 4 },
            facts.title,
          ),
        ]),
        el('div', { display: 'flex', alignItems: 'center', gap: 24, fontSize: 34, fontWeight: 600 }, footer),
      ],
    ),
  ]);
}

/**
 * The card of a page: its layout, and the file named by `digest` (a hex hash,
 * SHA-256 at build time) of the layout and the drawing's version.
 */
export function socialCard(facts: CardFacts, digest: (text: string) => string): SocialCard {
  const tree = cardTree(facts);
  return { file: `${CARDS_DIR}/${digest(`${CARD_VERSION}\0${JSON.stringify(tree)}`).slice(0, 16)}.png`, alt: `${facts.title} · ${facts.siteName}`, tree };
}
