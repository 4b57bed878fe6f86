/**
 * The docs PDFs of a build (node/docsPdf.ts), written once per site model. A build that prints few units (a
 * rebuild) starts them at the end of createPages, once the images they show are in `public/`: Chromium prints while
 * Gatsby extracts queries, bundles from its cache and renders the changed pages, work that leaves a core idle. A
 * build that prints more (this site's cold one) prints in onPostBuild: its print would wait for the images' last
 * variants either way, and both cores are busy encoding them (docs/performance.md#the-docs-pdf-beside-a-rebuilds-pages).
 */
import path from 'node:path';
import { docsPdfWanted, pdfJobs, unprintedUnits, writeDocsPdfs, type PdfJob, type PdfReport } from './docsPdf';
import { writeSiteImages } from './siteImages';
import { oncePerSite } from './startedOnce';

/** Units a build may print before onPostBuild: a one-doc edit prints one, a few docs edited a few. */
export const EARLY_UNITS = 4;

const pdfCacheOf = (siteDir: string) => path.join(siteDir, '.cache', 'docs-pdf');

/** The PDFs' jobs, none when the PDF is off or no Chromium prints it. */
const jobsOf = oncePerSite((site, siteDir): Promise<PdfJob[]> => (docsPdfWanted().on ? pdfJobs(site, siteDir) : Promise.resolve([])));

/** Writes the site's docs PDFs into `public/`, once per site, after its images. */
export const writeSitePdfs = oncePerSite(async (site, siteDir): Promise<PdfReport> => {
  const jobs = await jobsOf(site, siteDir);
  // The print reads the content's images from `public/`.
  await writeSiteImages(site, siteDir);
  return writeDocsPdfs(jobs, path.join(siteDir, 'public'), pdfCacheOf(siteDir), siteDir);
});

/**
 * Called by createPages under `gatsby build`: starts {@link writeSitePdfs} when at most {@link EARLY_UNITS} units are
 * missing from the cache. A failure is reported by onPostBuild, which waits for the same work.
 */
export async function startSitePdfsEarly(site: Parameters<typeof writeSitePdfs>[0], siteDir: string): Promise<void> {
  const jobs = await jobsOf(site, siteDir);
  if (unprintedUnits(jobs, pdfCacheOf(siteDir)) <= EARLY_UNITS) void writeSitePdfs(site, siteDir);
}
