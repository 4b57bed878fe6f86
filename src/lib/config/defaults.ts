/**
 * The defaults of the config's optional keys that are not Markdown's (those are `markdownOf` in
 * ./markdown.ts), in one place: the `@default` of each in ./types.ts says the same, and
 * tests/unit/configReference.test.ts holds them to it.
 */
import type { BrokenLinkReaction, OfflineConfig, SiteConfig } from './types';

/** What a broken link and a missing anchor do to the build, as Docusaurus's `onBrokenLinks` and `onBrokenAnchors`. */
export const brokenLinkReactionsOf = (
  config: Pick<SiteConfig, 'onBrokenLinks' | 'onBrokenAnchors'>,
): { links: BrokenLinkReaction; anchors: BrokenLinkReaction } => ({
  links: config.onBrokenLinks ?? 'throw',
  anchors: config.onBrokenAnchors ?? 'warn',
});

/** The origins content may embed in an `<iframe>`: none unless the config names them. */
export const frameOriginsOf = (config: Pick<SiteConfig, 'frameOrigins'>): string[] => config.frameOrigins ?? [];

/** The service worker's settings: on, saving up to 50 MB of a version's docs (docs/features.md#read-offline). */
export const offlineOf = (config: Pick<SiteConfig, 'offline'>): Required<OfflineConfig> => ({
  enabled: config.offline?.enabled ?? true,
  saveBudget: config.offline?.saveBudget ?? 50_000_000,
});

/** The config's own values (Docusaurus's `customFields`): none unless it gives some. */
export const customFieldsOf = (config: Pick<SiteConfig, 'customFields'>): Record<string, unknown> => config.customFields ?? {};

/** Whether the build writes the docs PDFs: unless the config says false. */
export const docsPdfOn = (config: { docs: Pick<SiteConfig['docs'], 'pdf'> }): boolean => config.docs.pdf ?? true;
