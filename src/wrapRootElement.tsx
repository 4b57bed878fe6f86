import type React from 'react';
import { ColorModeProvider } from './contexts/ColorMode';
import { siteConfig } from './config/site';

/** Providers around the whole app, on the server and in the browser alike. */
export function wrapRootElement({ element }: { element: React.ReactNode }) {
  return (
    <ColorModeProvider defaultMode={siteConfig.colorMode.defaultMode} respectPrefersColorScheme={siteConfig.colorMode.respectPrefersColorScheme}>
      {element}
    </ColorModeProvider>
  );
}
