// Its own file: the module is loaded here once Intl.Segmenter counts what it makes, so making one at load would be seen.
describe("the tokenizer's word segmenter", () => {
  it('is made at the first text of a script written without spaces, once, and not for English', async () => {
    const Original = Intl.Segmenter;
    let made = 0;
    Object.assign(Intl, {
      Segmenter: class extends Original {
        constructor(...args: ConstructorParameters<typeof Intl.Segmenter>) {
          super(...args);
          made++;
        }
      },
    });
    try {
      const { tokenize } = await import('./tokenize');
      expect(tokenize('cv2.imread reads an image').length).toBeGreaterThan(3);
      expect(made).toBe(0);
      expect(tokenize('决策树的笔记').length).toBeGreaterThan(1);
      tokenize('机器学习');
      expect(made).toBe(1);
    } finally {
      Object.assign(Intl, { Segmenter: Original });
    }
  });
});
