/**
 * The parts of the frame around every page that the server renders whole and
 * the browser runs later (src/client/partRoot.ts): navbar, footer,
 * announcement. This file is what the server, `gatsby develop` and the tests
 * use: each part in place, in its wrapper. A production build's browser code
 * takes ./chrome.browser.tsx instead (the `.browser.tsx` extension comes first
 * there: node/onCreateWebpackConfig.ts), which loads each part in a chunk
 * of its own; the two export the same names and props.
 */
import { AnnouncementBar } from '../AnnouncementBar';
import { PartFrame } from '../DeferredPart/PartFrame';
import { Footer } from '../Footer';
import { Navbar, type Props as NavbarProps } from '../Navbar';

export type { NavbarProps };

/** What the footer shows depends on the page's locale only (its words, its links' locale). */
export interface FooterPartProps {
  locale?: string;
}

export function NavbarPart(props: NavbarProps) {
  return (
    <PartFrame name="navbar">
      <Navbar {...props} />
    </PartFrame>
  );
}

export function FooterPart(_: FooterPartProps) {
  return (
    <PartFrame name="footer">
      <Footer />
    </PartFrame>
  );
}

export function AnnouncementBarPart() {
  return (
    <PartFrame name="announcement">
      <AnnouncementBar />
    </PartFrame>
  );
}
