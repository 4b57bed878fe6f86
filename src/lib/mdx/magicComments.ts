/**
 * Docusaurus's magic comments: `// highlight-next-line`, `// highlight-start`
 * … `// highlight-end` (and `#`, `<!-- -->`, `--`, `%` forms by language) mark
 * lines to highlight and are not shown.
 * See https://docusaurus.io/docs/markdown-features/code-blocks#highlighting-with-comments
 */

type CommentStyle = 'js' | 'jsBlock' | 'jsx' | 'bash' | 'html' | 'lua' | 'tex';

const PATTERNS: Record<CommentStyle, (directive: string) => RegExp> = {
  js: (d) => new RegExp(`^\\s*//\\s*${d}\\s*$`),
  jsBlock: (d) => new RegExp(`^\\s*/\\*\\s*${d}\\s*\\*/\\s*$`),
  jsx: (d) => new RegExp(`^\\s*\\{\\s*/\\*\\s*${d}\\s*\\*/\\s*\\}\\s*$`),
  bash: (d) => new RegExp(`^\\s*#\\s*${d}\\s*$`),
  html: (d) => new RegExp(`^\\s*<!--\\s*${d}\\s*-->\\s*$`),
  lua: (d) => new RegExp(`^\\s*--\\s*${d}\\s*$`),
  tex: (d) => new RegExp(`^\\s*%\\s*${d}\\s*$`),
};

const C_LIKE: CommentStyle[] = ['js', 'jsBlock'];
const HASH: CommentStyle[] = ['bash'];

/** The comment styles of each language, as Docusaurus maps them; other languages accept every style. */
const STYLES_BY_LANGUAGE: Record<string, CommentStyle[]> = {
  js: C_LIKE,
  javascript: C_LIKE,
  ts: C_LIKE,
  typescript: C_LIKE,
  java: C_LIKE,
  c: C_LIKE,
  cpp: C_LIKE,
  go: C_LIKE,
  rust: C_LIKE,
  kotlin: C_LIKE,
  swift: C_LIKE,
  scala: C_LIKE,
  csharp: C_LIKE,
  cs: C_LIKE,
  php: C_LIKE,
  dart: C_LIKE,
  css: ['jsBlock'],
  scss: C_LIKE,
  less: C_LIKE,
  jsx: ['js', 'jsBlock', 'jsx'],
  tsx: ['js', 'jsBlock', 'jsx'],
  python: HASH,
  py: HASH,
  bash: HASH,
  sh: HASH,
  shell: HASH,
  zsh: HASH,
  console: HASH,
  yaml: HASH,
  yml: HASH,
  toml: HASH,
  ruby: HASH,
  rb: HASH,
  r: HASH,
  perl: HASH,
  dockerfile: HASH,
  docker: HASH,
  makefile: HASH,
  powershell: HASH,
  ini: HASH,
  html: ['html'],
  xml: ['html'],
  svg: ['html'],
  vue: ['html', 'js', 'jsBlock'],
  md: ['html'],
  markdown: ['html'],
  mdx: ['html', 'jsx'],
  lua: ['lua'],
  sql: ['lua'],
  haskell: ['lua'],
  hs: ['lua'],
  tex: ['tex'],
  latex: ['tex'],
  matlab: ['tex'],
};

export interface MagicCommentResult {
  /** The code without the magic comment lines. */
  code: string;
  /** 1-based line numbers (in `code`) to highlight. */
  highlighted: Set<number>;
}

/** Removes magic comments and returns the lines they mark. */
export function applyMagicComments(code: string, language: string | undefined): MagicCommentResult {
  const styles = STYLES_BY_LANGUAGE[(language ?? '').toLowerCase()] ?? (Object.keys(PATTERNS) as CommentStyle[]);
  const matcher = (directive: string) => {
    const patterns = styles.map((s) => PATTERNS[s](directive));
    return (line: string) => patterns.some((p) => p.test(line));
  };
  const isNext = matcher('highlight-next-line');
  const isStart = matcher('highlight-start');
  const isEnd = matcher('highlight-end');
  const out: string[] = [];
  const highlighted = new Set<number>();
  let depth = 0;
  let next = false;
  for (const line of code.split('\n')) {
    if (isNext(line)) {
      next = true;
      continue;
    }
    if (isStart(line)) {
      depth++;
      continue;
    }
    if (isEnd(line)) {
      depth = Math.max(0, depth - 1);
      continue;
    }
    out.push(line);
    if (next || depth > 0) highlighted.add(out.length);
    next = false;
  }
  return { code: out.join('\n'), highlighted };
}

/** `showLineNumbers` or `showLineNumbers=5` in a code block's meta: the first line's number, or null. */
export function lineNumbersStart(meta: string | undefined): number | null {
  const match = /(?:^|\s)showLineNumbers(?:=(\d+))?(?:\s|$)/.exec(meta ?? '');
  return match ? Number(match[1] ?? 1) : null;
}
