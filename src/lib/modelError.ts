import { siteConfigFile } from './config/configFile';

/**
 * An error in the configuration as applied to the content (an unknown sidebar or doc id): at the config's
 * file, unless the message names the file it is in (a sidebars file's error does).
 */
export class ModelError extends Error {
  constructor(message: string) {
    super(/^[\w./-]+\.(?:[cm]?[jt]s|json|ya?ml|mdx?): /.test(message) ? message : `${siteConfigFile}: ${message}`);
    this.name = 'ModelError';
  }
}
