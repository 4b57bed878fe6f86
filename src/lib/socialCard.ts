/**
 * A page's social card: the 1200×630 image link previews show (Open Graph's
 * `og:image`, Twitter's `summary_large_image`). Drawn at build time from this
 * HTML (src/node/socialCards.ts); its file is named by the hash of the HTML,
 * so an unchanged card is never drawn again and a changed one gets a new URL.
 */
import { escapeHtml } from './html';

export const CARD_SIZE = { width: 1200, height: 630 } as const;
/** Changes when the drawing changes, so every card is drawn again. */
const CARD_VERSION = '1';
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
  html: string;
}

/** Smaller type for longer titles, so that most fit in three lines; past four, the title ends with an ellipsis. */
export function titleSize(title: string): number {
  const length = [...title].length;
  if (length <= 32) return 76;
  if (length <= 60) return 64;
  if (length <= 100) return 54;
  return 46;
}

/** The card's HTML page, every text escaped. */
export function cardHtml(facts: CardFacts): string {
  const { width, height } = CARD_SIZE;
  const logo = facts.logo ? `<img class="logo" src="${escapeHtml(facts.logo)}" alt="" width="72" height="72">` : '';
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><style>
*{margin:0;box-sizing:border-box}
html,body{width:${width}px;height:${height}px}
body{display:flex;flex-direction:column;justify-content:space-between;padding:72px 80px;background:#fff;color:#1c1e21;
font-family:"DejaVu Sans","Liberation Sans","WenQuanYi Micro Hei",sans-serif;border-top:16px solid ${escapeHtml(facts.accent)}}
.kicker{font-size:32px;font-weight:600;color:${escapeHtml(facts.accent)};white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
h1{font-size:${titleSize(facts.title)}px;line-height:1.18;font-weight:700;margin-top:24px;overflow-wrap:anywhere;
display:-webkit-box;-webkit-line-clamp:4;-webkit-box-orient:vertical;overflow:hidden}
footer{display:flex;align-items:center;gap:24px;font-size:34px;font-weight:600}
.logo{width:72px;height:72px}
</style></head><body><div><p class="kicker">${escapeHtml(facts.kicker)}</p><h1>${escapeHtml(facts.title)}</h1></div><footer>${logo}<span>${escapeHtml(facts.siteName)}</span></footer></body></html>`;
}

/**
 * The card of a page: its HTML, and the file named by `digest` (a hex hash,
 * SHA-256 at build time) of the HTML and the drawing's version.
 */
export function socialCard(facts: CardFacts, digest: (text: string) => string): SocialCard {
  const html = cardHtml(facts);
  return { file: `${CARDS_DIR}/${digest(`${CARD_VERSION}\0${html}`).slice(0, 16)}.png`, alt: `${facts.title} · ${facts.siteName}`, html };
}
