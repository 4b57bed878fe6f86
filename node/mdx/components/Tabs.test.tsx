import { renderMdx } from '../compile';

const TABS = `<Tabs groupId="installer" queryString>
  <TabItem value="pip" label="pip">

\`\`\`bash
pip install opencv-python
\`\`\`

  </TabItem>
  <TabItem value="uv" label="uv" default>

Run \`uv add opencv-python\`.

  </TabItem>
</Tabs>
`;

describe('Tabs and TabItem, without an import', () => {
  it('renders every panel at build time, the default one shown, with tab roles wired to panels', async () => {
    const { html, searchBlocks } = await renderMdx(TABS, 'x.mdx');
    expect(html).toMatch(/^<div class="tabs-container" data-tabs="" data-group-id="installer" data-query-string="installer"><div role="tablist"/);
    expect(html).toMatch(
      /<button type="button" role="tab" id="(«[^»]+»|:[^:]+:)-tab-pip" aria-selected="false" aria-controls="\1-panel-pip" tabindex="-1" data-value="pip" class="tabs__item">pip<\/button>/,
    );
    expect(html).toMatch(/aria-selected="true"[^>]*data-value="uv" class="tabs__item tabs__item--active">uv</);
    expect(html).toMatch(/<div role="tabpanel" [^>]*data-value="pip" data-label="pip" class="tab-panel" hidden="">/);
    expect(html).toMatch(/>pip<\/span><span[^>]*> install<\/span><span[^>]*> opencv-python</);
    // Hidden panels are still searchable text.
    expect(searchBlocks.map((b) => (b.kind === 'code' ? '' : b.text))).toContain('Run uv add opencv-python.');
  });

  it('fails on duplicate values and on a defaultValue no tab has', async () => {
    await expect(renderMdx('<Tabs><TabItem value="a">1</TabItem><TabItem value="a">2</TabItem></Tabs>\n', 'x.mdx')).rejects.toThrow(
      'two <TabItem> children with value "a"',
    );
    await expect(renderMdx('<Tabs defaultValue="c"><TabItem value="a">1</TabItem></Tabs>\n', 'x.mdx')).rejects.toThrow(
      'defaultValue "c" is not one of its values: a',
    );
  });
});
