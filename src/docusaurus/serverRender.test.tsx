/** How a Docusaurus page renders on the server (Node, no window): the build's HTML, and what its head collects for gatsby-ssr.tsx. */
import { renderToStaticMarkup } from 'react-dom/server';
import { ServerLocation } from '@gatsbyjs/reach-router';
import BrowserOnly from './BrowserOnly';
import Head from './Head';
import useIsBrowser from './useIsBrowser';
import Layout from './theme/Layout';
import { marked, PAGE_HEAD_ATTRIBUTE, takePageHead } from './pageHead';

function Where() {
  return <p>{useIsBrowser() ? 'browser' : 'build'}</p>;
}

describe('a Docusaurus page on the server', () => {
  it('renders the fallback and useIsBrowser’s false, as the hydrating render does', () => {
    expect(renderToStaticMarkup(<BrowserOnly fallback={<span>later</span>}>{() => <span>now</span>}</BrowserOnly>)).toBe('<span>later</span>');
    expect(renderToStaticMarkup(<Where />)).toBe('<p>build</p>');
  });

  it("keeps what its Layout and Head say by the page's route, the Head's title over the Layout's, until taken once", () => {
    const html = renderToStaticMarkup(
      <ServerLocation url="/showcase">
        <Layout title="Showcase" description="Sites built with it">
          <Head>
            <title>Gallery</title>
            <meta name="keywords" content="sites" />
          </Head>
          <p>Body</p>
        </Layout>
      </ServerLocation>,
    );
    expect(html).toBe('<div class="main-wrapper"><p>Body</p></div>');
    const head = takePageHead('/showcase');
    expect(head).toMatchObject({ title: 'Gallery', description: 'Sites built with it' });
    expect(renderToStaticMarkup(<>{marked(head!.elements)}</>)).toBe(`<meta name="keywords" content="sites" ${PAGE_HEAD_ATTRIBUTE}=""/>`);
    expect(takePageHead('/showcase')).toBeUndefined();
  });

  it('marks every element of a fragment, nested ones too, each keyed', () => {
    const elements = marked(
      <>
        <title>T</title>
        <>
          <meta name="a" content="1" />
        </>
      </>,
    );
    expect(elements.map((e) => e.key)).toEqual(['page-head-0-0', 'page-head-0-1-0']);
    expect(renderToStaticMarkup(<>{elements}</>)).toBe(`<title ${PAGE_HEAD_ATTRIBUTE}="">T</title><meta name="a" content="1" ${PAGE_HEAD_ATTRIBUTE}=""/>`);
  });
});
