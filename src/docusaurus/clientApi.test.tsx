/** @jest-environment jsdom */
import '@testing-library/jest-dom/jest-globals';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ServerLocation } from '@gatsbyjs/reach-router';
import Link from './Link';
import Translate, { translate } from './Translate';
import BrowserOnly from './BrowserOnly';
import useBaseUrl from './useBaseUrl';
import useDocusaurusContext from './useDocusaurusContext';
import Heading from './theme/Heading';
import Layout from './theme/Layout';
import Head from './Head';
import { headOf, PAGE_HEAD_ATTRIBUTE } from './pageHead';
import { siteConfig } from '../config/site';

const at = (url: string, children: ReactNode) => <ServerLocation url={url}>{children}</ServerLocation>;

describe("the Docusaurus client API's components", () => {
  afterEach(() => {
    // Unmounted first: a page's portal into the head leaves with it.
    cleanup();
    document.head.innerHTML = '';
  });

  it("Link: a route is the site's Link, another site's URL an anchor opening in a new tab, href a plain anchor", () => {
    render(
      at(
        '/',
        <>
          <Link to="/intro">Start</Link>
          <Link href="https://github.com/o/r">GitHub</Link>
          <Link href="/files/a.pdf">PDF</Link>
          <Link to="#install">Install</Link>
        </>,
      ),
    );
    expect(screen.getByRole('link', { name: 'Start' })).toHaveAttribute('href', '/intro');
    expect(screen.getByRole('link', { name: 'GitHub' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'GitHub' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'PDF' })).toHaveAttribute('href', '/files/a.pdf');
    expect(screen.getByRole('link', { name: 'PDF' })).not.toHaveAttribute('target');
    expect(screen.getByRole('link', { name: 'Install' })).toHaveAttribute('href', '#install');
  });

  it('Translate and translate: the message, with values put in, elements too; the message is the id without one', () => {
    render(
      <p>
        <Translate id="home.hello" values={{ name: <b>Ada</b> }}>
          {'Hello {name}!'}
        </Translate>
      </p>,
    );
    expect(screen.getByText('Ada').tagName).toBe('B');
    expect(screen.getByText('Ada').parentElement).toHaveTextContent('Hello Ada!');
    expect(translate({ message: '{n} lamps' }, { n: 3 })).toBe('3 lamps');
  });

  it('BrowserOnly: its children once mounted (the fallback before: serverRender.test.tsx)', () => {
    render(<BrowserOnly fallback={<span>later</span>}>{() => <span>now</span>}</BrowserOnly>);
    expect(screen.getByText('now')).toBeInTheDocument();
  });

  it("useBaseUrl and useDocusaurusContext give the site config's values", () => {
    function Probe() {
      const { siteConfig: config, i18n } = useDocusaurusContext();
      return <p data-testid="probe">{[config.title, config.url, useBaseUrl('/img/a.png'), useBaseUrl('https://x.org/a'), i18n.currentLocale].join(' ')}</p>;
    }
    render(at('/', <Probe />));
    expect(screen.getByTestId('probe')).toHaveTextContent(
      [siteConfig.title, siteConfig.url, `${siteConfig.baseUrl}img/a.png`, 'https://x.org/a', siteConfig.i18n.defaultLocale].join(' '),
    );
  });

  it('Heading: a link to itself with an id, none on an h1 or without an id', () => {
    render(
      <>
        <Heading as="h2" id="install">
          Install
        </Heading>
        <Heading as="h1" id="top">
          Top
        </Heading>
        <Heading as="h3">Plain</Heading>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Direct link to Install' })).toHaveAttribute('href', '#install');
    expect(screen.getByRole('heading', { level: 1 }).querySelector('a')).toBeNull();
    expect(screen.getByRole('heading', { level: 3 }).querySelector('a')).toBeNull();
  });

  it("Head's children: the title and description taken out, the other elements keyed", () => {
    const head = headOf(
      <>
        <title>Showcase</title>
        <meta name="description" content="Sites built with it" />
        <meta name="keywords" content="a, b" />
      </>,
    );
    expect(head.title).toBe('Showcase');
    expect(head.description).toBe('Sites built with it');
    expect(head.elements.map((e) => e.type)).toEqual(['meta']);
    expect(head.elements[0].key).toBeTruthy();
  });

  it("Layout and Head in the browser: the page's head replaces the server's marked elements, and leaves with the page", async () => {
    const server = document.createElement('title');
    server.setAttribute(PAGE_HEAD_ATTRIBUTE, '');
    server.textContent = 'from the server';
    document.head.append(server);
    const page = render(
      at(
        '/showcase',
        <Layout title="Showcase" description="Sites" wrapperClassName="showcase">
          <Head>
            <meta name="keywords" content="sites" />
          </Head>
          <p>Body</p>
        </Layout>,
      ),
    );
    await act(async () => {});
    expect(document.head.querySelectorAll(`[${PAGE_HEAD_ATTRIBUTE}]`)).toHaveLength(0);
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(document.title).toBe(`Showcase | ${siteConfig.title}`);
    expect(document.head.querySelector('meta[name=description]')).toHaveAttribute('content', 'Sites');
    expect(document.head.querySelector('meta[name=keywords]')).toHaveAttribute('content', 'sites');
    expect(screen.getByText('Body').parentElement).toHaveClass('main-wrapper', 'showcase');
    page.unmount();
    expect(document.head.querySelector('title')).toBeNull();
    expect(document.head.querySelector('meta[name=keywords]')).toBeNull();
  });

  it("a Head's title wins over its Layout's, as a deeper one does in Docusaurus", async () => {
    render(
      at(
        '/showcase',
        <Layout title="Showcase">
          <Head>
            <title>Gallery</title>
          </Head>
        </Layout>,
      ),
    );
    await act(async () => {});
    expect(document.title).toBe(`Gallery | ${siteConfig.title}`);
  });
});
