import { fillParts } from './textParts';

describe('fillParts', () => {
  it('puts each value’s parts where its placeholder is, and leaves a placeholder without a value as written', () => {
    expect(fillParts('Last updated{atDate}{byUser}', { atDate: [' on ', { time: '2026-11-23', text: 'November 23, 2026' }], byUser: [] })).toEqual([
      'Last updated',
      ' on ',
      { time: '2026-11-23', text: 'November 23, 2026' },
    ]);
    expect(fillParts('آخر تحديث{atDate} {other}', { atDate: [{ strong: 'x' }] })).toEqual(['آخر تحديث', { strong: 'x' }, ' ', '{other}']);
  });
});
