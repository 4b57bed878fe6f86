/**
 * Drawn diagrams with their geometry to a hundredth of a unit. Mermaid writes
 * coordinates as JavaScript prints them (`241.58132934570312`), and its
 * hand-drawn paths hold thousands: a diagram of the LangGraph docs was
 * 102.6 kB, 46.6 kB rounded (docs/performance.md#figures-behind-the-code). A hundredth
 * of a pixel does not show at any zoom a reader uses.
 */

/** The attributes that hold only geometry: their numbers are rounded; text, labels and styles are left as they are. */
const GEOMETRY = /(\s(?:d|points|transform|x|y|x1|y1|x2|y2|cx|cy|r|rx|ry|width|height|viewBox)=")([^"]*)"/g;
const NUMBER = /-?(?:\d*\.)?\d+(?:e[-+]?\d+)?/gi;

const rounded = (number: string) => String(Math.round(Number(number) * 100) / 100 || 0);

/** `svg` with every number of its geometry attributes rounded to two decimals. */
export function roundSvgGeometry(svg: string): string {
  return svg.replace(GEOMETRY, (_, start: string, value: string) => `${start}${value.replace(NUMBER, rounded)}"`);
}
