import path from 'node:path';
import type { GatsbyConfig } from 'gatsby';
import { siteConfig } from './src/config/site';

const config: GatsbyConfig = {
  siteMetadata: {
    title: siteConfig.title,
    description: siteConfig.tagline,
    siteUrl: siteConfig.url,
  },
  pathPrefix: siteConfig.baseUrl === '/' ? undefined : siteConfig.baseUrl.replace(/\/$/, ''),
  // Index pages end with '/', other pages do not: routes are created exactly as the spec lists them.
  trailingSlash: 'ignore',
  jsxRuntime: 'automatic',
  plugins: [
    { resolve: 'gatsby-source-filesystem', options: { name: 'docs', path: path.join(__dirname, 'content/docs') } },
    { resolve: 'gatsby-source-filesystem', options: { name: 'blog', path: path.join(__dirname, 'content/blog') } },
    // Parses front matter into Mdx nodes; the body is rendered to HTML by src/node/mdx/compile.ts.
    { resolve: 'gatsby-plugin-mdx', options: { extensions: ['.mdx', '.md'] } },
    { resolve: 'gatsby-plugin-sitemap', options: { excludes: ['/search', '/404', '/404.html', '/dev-404-page', '/__test__/*'] } },
  ],
};

export default config;
