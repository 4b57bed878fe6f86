import { chromium } from 'playwright';
import { diagramPageDrawer, type ModeDrawing } from './diagramPage';
import { keptBrowser, type DrawingBrowser } from './keptBrowser';
import { CHROMIUM_ARGS, findChromium } from '../chromium';
import { NO_BROWSER, THEMES } from './mermaid';

// Drawn for real, in the system Chromium, as the build draws.
describe('the page diagrams are drawn in', () => {
  const executablePath = findChromium();
  if (!executablePath) throw new Error(NO_BROWSER);
  const kept = keptBrowser(chromium, 0);
  let pagesOpened = 0;
  const launch = async (): Promise<DrawingBrowser> => {
    const browser = await kept.launch({ executablePath, args: CHROMIUM_ARGS });
    return {
      newContext: async (options) => {
        const context = await browser.newContext(options);
        context.on('page', () => pagesOpened++);
        return context;
      },
      close: () => browser.close(),
    };
  };
  const draw = diagramPageDrawer(launch, process.cwd());
  const modes = [
    { prefix: 'd-light', config: THEMES.light },
    { prefix: 'd-dark', config: THEMES.dark },
  ];
  afterAll(() => kept.closeIdle());

  it('draws each mode with its own ids and theme, and a source Mermaid cannot read gives its reason', async () => {
    const [light, dark] = await draw(['flowchart LR\n  a[Alpha] --> b[Beta]', 'flowchart LR\n  a -->'], modes);
    const svg = (d: ModeDrawing) => (d.ok ? d.svg : `not drawn: ${d.reason}`);
    expect(svg(light[0])).toMatch(/^<svg[^>]* id="d-light-0"/);
    expect(svg(dark[0])).toMatch(/^<svg[^>]* id="d-dark-0"/);
    // The default theme's node fill in light, not in dark.
    expect(svg(light[0])).toContain('#ECECFF');
    expect(svg(dark[0])).not.toContain('#ECECFF');
    for (const failed of [light[1], dark[1]]) expect(failed.ok ? 'drawn' : failed.reason).toMatch(/Parse error on line/);
  }, 60_000);

  it('keeps its page between calls, draws the same SVG again, and opens another once the browser was closed', async () => {
    const source = ['stateDiagram-v2\n  [*] --> Ready\n  Ready --> Done'];
    const opened = pagesOpened;
    const first = await draw(source, modes);
    const again = await draw(source, modes);
    expect(pagesOpened).toBe(opened);
    expect(again).toEqual(first);
    await kept.closeIdle();
    const afterClose = await draw(source, modes);
    expect(pagesOpened).toBe(opened + 1);
    // Rounded shapes are drawn with seeded curves: the same in a new page.
    expect(afterClose).toEqual(first);
  }, 60_000);
});
