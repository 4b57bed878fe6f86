import { compactSynonyms, pluralForms, sameWordForms, spellingVariants } from './variants';

describe('spellingVariants', () => {
  it('gives the British form of an American spelling and the reverse', () => {
    const pairs: [string, string][] = [
      ['behavior', 'behaviour'],
      ['color', 'colour'],
      ['center', 'centre'],
      ['initialize', 'initialise'],
      ['normalization', 'normalisation'],
      ['analyze', 'analyse'],
      ['modeling', 'modelling'],
      ['labeled', 'labelled'],
      ['catalog', 'catalogue'],
      ['defense', 'defence'],
      ['license', 'licence'],
      ['grayscale', 'greyscale'],
    ];
    for (const [us, uk] of pairs) {
      expect(spellingVariants(us)).toContain(uk);
      expect(spellingVariants(uk)).toContain(us);
    }
  });

  it('leaves short words, and words no rule covers, alone', () => {
    expect(spellingVariants('for')).toEqual([]);
    expect(spellingVariants('four')).toEqual([]);
    expect(spellingVariants('your')).toEqual([]);
    expect(spellingVariants('tensor')).toEqual([]);
    expect(spellingVariants('cv2')).toEqual([]);
  });
});

describe('pluralForms', () => {
  it('gives singular and plural forms', () => {
    expect(pluralForms('tensor')).toContain('tensors');
    expect(pluralForms('tensors')).toContain('tensor');
    expect(pluralForms('boxes')).toContain('box');
    expect(pluralForms('dependency')).toContain('dependencies');
    expect(pluralForms('dependencies')).toContain('dependency');
    expect(pluralForms('class')).not.toContain('clas');
  });

  it('combines with spellings', () => {
    expect(sameWordForms('colors')).toEqual(expect.arrayContaining(['colours', 'colour', 'color']));
  });
});

describe('compactSynonyms', () => {
  it('drops a phrase that is only a plural or a spelling of an earlier one, and groups left alone', () => {
    const words = (phrase: string) => phrase.toLowerCase().split(' ');
    expect(
      compactSynonyms(
        [
          ['commit', 'commits', 'git commit'],
          ['regularisation', 'regularization', '正则化'],
          ['tensor', 'tensors'],
        ],
        words,
      ),
    ).toEqual([
      ['commit', 'git commit'],
      ['regularisation', '正则化'],
    ]);
  });
});
