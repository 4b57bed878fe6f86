/**
 * Runs content code (an MDX module's body, its components' rendering) with a
 * `process.env` that holds no secrets (src/lib/secrets.ts): a page written
 * `{process.env.ALGOLIA_ADMIN_KEY}` renders nothing. The swap lasts only for
 * the synchronous call, so the rest of the build sees its environment as it is.
 */
import { scrubbedEnv } from '../../lib/secrets';

export function withoutSecrets<T>(run: () => T): T {
  const env = process.env;
  process.env = scrubbedEnv(env);
  try {
    return run();
  } finally {
    process.env = env;
  }
}
