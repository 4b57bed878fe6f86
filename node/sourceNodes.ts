import type { GatsbyNode } from 'gatsby';
import { keepPageNodes } from './keptPages';

/** The site's content comes from gatsby-source-filesystem; here, the pages' nodes are kept for the pages a build keeps. */
export const sourceNodes: GatsbyNode['sourceNodes'] = (args) => keepPageNodes(args);
