import { buildRecords, type SearchPage } from './records';
import { groupByPage } from './recordsByPage';

const page = (url: string, blocks: SearchPage['blocks']): SearchPage => ({
  url,
  lvl0: 'Docs',
  title: `Title of ${url}`,
  language: 'en',
  tag: 'docs-default-current',
  pageRank: 1,
  blocks,
});

describe('groupByPage', () => {
  it('gives each page once, then its sections: a heading (or the page itself) with the texts under it', () => {
    const records = [
      ...buildRecords(
        page('/a', [
          { kind: 'text', text: 'Intro.' },
          { kind: 'heading', depth: 2, id: 'one', text: 'One' },
          { kind: 'text', text: 'First.' },
          { kind: 'text', text: 'Second.' },
          { kind: 'heading', depth: 3, id: 'deep', text: 'Deep' },
        ]),
      ),
      ...buildRecords(
        page('/b', [
          { kind: 'heading', depth: 2, id: 'code', text: 'Code' },
          { kind: 'code', names: ['cross_val_score'] },
        ]),
      ),
    ];
    expect(groupByPage(records)).toEqual([
      [
        '/a',
        'Docs',
        'Title of /a',
        'en',
        'docs-default-current',
        1,
        [
          ['lvl1', '', [], ['Intro.']],
          ['lvl2', 'one', ['One'], ['First.', 'Second.']],
          ['lvl3', 'deep', ['One', 'Deep'], []],
        ],
      ],
      [
        '/b',
        'Docs',
        'Title of /b',
        'en',
        'docs-default-current',
        1,
        [
          ['lvl1', '', [], []],
          ['lvl2', 'code', ['Code'], [], 'cross_val_score'],
        ],
      ],
    ]);
  });

  it('refuses a text that comes before any page record', () => {
    const [, , text] = buildRecords(
      page('/a', [
        { kind: 'heading', depth: 2, id: 'one', text: 'One' },
        { kind: 'text', text: 'First.' },
      ]),
    );
    expect(() => groupByPage([text])).toThrow(`Search record ${text.objectID} has text before its page record`);
  });
});
