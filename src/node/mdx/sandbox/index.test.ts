import { describe, expect, it } from '@jest/globals';
import { sandboxFor } from './index';

describe('the content sandbox', () => {
  it('stops a page whose code never ends, and renders the next page in a new sandbox', async () => {
    const sandbox = sandboxFor(process.cwd());
    await expect(sandbox.render('body', 'for (;;) {}', 1_000)).rejects.toThrow(
      "the page's code did not finish in 1 s (an expression that never ends?); its sandbox was stopped",
    );
    const next = 'const { jsx } = arguments[0]; return { default: () => jsx("p", { children: "next page" }) };';
    await expect(sandbox.render('body', next)).resolves.toBe('<p>next page</p>');
  });
});
