/**
 * The synonym groups of the loaded dictionaries, each phrase as its words,
 * and the phrases by their first word, for the query planner to find the
 * phrases a query contains.
 */

export interface SynonymPhrase {
  phrase: string[];
  group: number;
}

export class SynonymTable {
  private readonly groups = new Map<number, string[][]>();
  private readonly byFirstWord = new Map<string, SynonymPhrase[]>();

  /** Takes in a group a dictionary carries (each group comes with every dictionary of its phrases' first words), once. */
  add(g: number, group: string[][]): void {
    if (this.groups.has(g)) return;
    this.groups.set(g, group);
    for (const phrase of group) {
      const list = this.byFirstWord.get(phrase[0]) ?? [];
      list.push({ phrase, group: g });
      // Longest phrase first, so "k nearest neighbours" is taken before "k".
      list.sort((a, b) => b.phrase.length - a.phrase.length || a.group - b.group);
      this.byFirstWord.set(phrase[0], list);
    }
  }

  /** The phrases that begin with `word`, longest first. */
  startingWith(word: string): readonly SynonymPhrase[] {
    return this.byFirstWord.get(word) ?? [];
  }

  /** The phrases of group `g`. */
  group(g: number): readonly string[][] {
    return this.groups.get(g)!;
  }
}
