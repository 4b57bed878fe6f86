import { SynonymTable } from './synonymTable';

describe('SynonymTable', () => {
  it('finds the phrases that begin with a word, longest first', () => {
    const table = new SynonymTable();
    table.add(3, [['k'], ['kilo']]);
    table.add(1, [['knn'], ['k', 'nearest', 'neighbours']]);
    expect(table.startingWith('k')).toEqual([
      { phrase: ['k', 'nearest', 'neighbours'], group: 1 },
      { phrase: ['k'], group: 3 },
    ]);
    expect(table.startingWith('nearest')).toEqual([]);
    expect(table.group(1)).toEqual([['knn'], ['k', 'nearest', 'neighbours']]);
  });

  it('takes a group in once, however many dictionaries carry it', () => {
    const table = new SynonymTable();
    const group = [['决策树'], ['decision', 'tree']];
    table.add(0, group);
    table.add(
      0,
      group.map((phrase) => [...phrase]),
    );
    expect(table.startingWith('decision')).toHaveLength(1);
    // The phrase found is the group's own, so that the planner can tell it from the group's others.
    expect(table.group(0)).toContain(table.startingWith('decision')[0].phrase);
  });
});
