/** The doc pages and the docs root of each version, from the site model. */

import type { Actions } from 'gatsby';
import { twinPath, withoutTrailingSlash } from '../../src/lib/routes';
import { reactPageRoutes } from '../reactPages';
import { docNavigation, docsRootSections, docsRootSidebarId, generatedIndexNavigation, versionsWithGeneratedRoot } from '../../src/lib/docNavigation';
import type { PageSidebar, SidebarItem } from '../../src/lib/sidebar';
import { pruneSidebar } from '../../src/lib/sidebar/pruning';
import { sidebarsKey, type PageAssets } from '../assets';
import type { LocaleSite } from '../site';
import type { DocsVersionModel } from '../../src/lib/model';
import { versionsOfPages } from '../../src/lib/versionLinks';
import { CARD_SIZE, type SocialCard } from '../../src/lib/socialCard';
import { contentContext } from './content';
import { docsPageNotices } from './notices';
import { lastUpdatedParts, pluralForm } from './words';
import { translator } from '../themeMessages';
import { docsPdfWanted, pdfLinkOf } from '../docsPdf';
import { gatsbyCommand } from '../gatsbyState';

/** What a page's head needs of its social card. */
export const cardContext = (card: SocialCard | undefined) => (card ? { file: card.file, alt: card.alt, ...CARD_SIZE } : null);

export interface CreatedRoute {
  path: string;
  source: string;
}

/** The sidebar the page frame draws beside a page (src/wrapPageElement.tsx): pruned to the page's path, with the URL of the whole. */
function docSidebar(sidebar: SidebarItem[], url: string, activePath: string): PageSidebar {
  return { items: pruneSidebar(sidebar, activePath), url, activePath };
}

export function createDocPages(
  site: LocaleSite,
  assets: PageAssets,
  createPage: Actions['createPage'],
  templateOf: (name: string) => string,
  cards: ReadonlyMap<string, SocialCard> = new Map(),
): CreatedRoute[] {
  return site.model.versions.flatMap((version) => createVersionPages(site, version, assets, createPage, templateOf, cards));
}

/** One docs version's pages: its docs, its generated category indexes and its docs root. */
function createVersionPages(
  site: LocaleSite,
  model: DocsVersionModel,
  assets: PageAssets,
  createPage: Actions['createPage'],
  templateOf: (name: string) => string,
  cards: ReadonlyMap<string, SocialCard>,
): CreatedRoute[] {
  const routes: CreatedRoute[] = [];
  const sidebarUrls = assets.sidebarUrls[sidebarsKey(site.locale, model.version.name)];
  const versions = versionsOfPages(site.model);
  const versionOf = (route: string) => versions.get(route)!;
  // Every doc of the version links the PDF of its docs (node/docsPdf.ts), which `gatsby build` prints and develop does not.
  const pdfOf = gatsbyCommand() === 'build' && docsPdfWanted().on ? pdfLinkOf(model) : () => null;
  for (const doc of model.docs) {
    const sidebarId = model.sidebarOf.get(doc.path) ?? null;
    const { breadcrumbs, previous, next } = docNavigation(model, doc);
    const { notices, ...content } = contentContext(site, doc, assets);
    createPage({
      path: doc.path,
      component: templateOf('DocPage'),
      context: {
        ...content,
        ...docsPageNotices(site, versionOf(doc.path), notices),
        docSidebar: sidebarId ? docSidebar(model.sidebars[sidebarId], sidebarUrls[sidebarId], doc.path) : null,
        breadcrumbs,
        previous,
        next,
        card: cardContext(cards.get(doc.path)),
        // Where the page menu finds the page's Markdown twin (src/lib/twins.ts).
        twin: twinPath(doc.path),
        docsVersion: versionOf(doc.path),
        lastUpdated: lastUpdatedParts(site, doc.page.lastUpdate),
        pdf: pdfOf(doc.path),
      },
    });
    routes.push({ path: doc.path, source: doc.sourcePath });
  }

  // Categories whose `_category_` file asks for a generated index page.
  for (const index of model.generatedIndexes) {
    const { sidebarId, path: indexPath, ...page } = index;
    createPage({
      path: indexPath,
      component: templateOf('CategoryIndex'),
      // `path` is Gatsby's own field of a page's context: the index's route goes as `indexPath`.
      // Breadcrumbs and previous/next as on a doc: the index sits in the sidebar's order like one.
      context: {
        ...page,
        indexPath,
        docSidebar: docSidebar(model.sidebars[sidebarId], sidebarUrls[sidebarId], index.path),
        ...generatedIndexNavigation(model, index),
        docsVersion: versionOf(indexPath),
        ...docsPageNotices(site, versionOf(indexPath)),
      },
    });
    routes.push({ path: index.path, source: `generated index of "${index.title}"` });
  }

  // The docs root: the version's landing page, with the main sidebar collapsed, unless a doc is.
  const { version } = model;
  if (versionsWithGeneratedRoot([version], model.docs).length === 0) return routes;
  // A React page of the site's there (src/pages/index beside docs at the root) is the root's page.
  if (reactPageRoutes(process.cwd()).has(withoutTrailingSlash(version.path))) return routes;
  const mainSidebarId = docsRootSidebarId(model);
  const translate = translator(site.themeMessages);
  createPage({
    path: version.path,
    component: templateOf('DocsRoot'),
    context: {
      docSidebar: docSidebar(model.sidebars[mainSidebarId], sidebarUrls[mainSidebarId], version.path),
      sections: docsRootSections(model).map((section) => ({
        ...section,
        pagesText: pluralForm(
          site.locale.htmlLang,
          translate({
            id: 'theme.docs.root.pages',
            message: '{count} page|{count} pages',
            description: "How many pages a section of the docs' root has, in each plural form of the language, separated by |",
          }),
          section.pages,
        ),
      })),
      mainDoc: { href: model.mainDoc.path, title: model.mainDoc.title },
      docsVersion: versionOf(version.path),
      ...docsPageNotices(site, versionOf(version.path)),
    },
  });
  routes.push({ path: version.path, source: `docs version "${version.name}"` });
  return routes;
}
