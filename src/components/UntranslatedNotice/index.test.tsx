/** @jest-environment jsdom */
import '@testing-library/jest-dom/jest-globals';
import { render, screen } from '@testing-library/react';
import { UntranslatedNotice, untranslatedLanguage } from '.';

describe('UntranslatedNotice', () => {
  it('says the page is shown in the default locale, naming it', () => {
    render(<UntranslatedNotice />);
    expect(screen.getByRole('note')).toHaveTextContent('This page is not translated yet: it is shown in English.');
  });

  it("marks the content with the default locale's language and direction", () => {
    expect(untranslatedLanguage()).toEqual({ lang: 'en', dir: 'ltr' });
  });
});
