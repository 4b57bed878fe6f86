/** @jest-environment jsdom */
import '@testing-library/jest-dom/jest-globals';
import { jest } from '@jest/globals';
import { useCallback, useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { retryingLoader } from '../lib/retryingLoader';
import { useLoadedChunk } from './useLoadedChunk';

type Chunk = { Panel: () => JSX.Element };
const chunk: Chunk = { Panel: () => <p>Menu</p> };

/** A button that opens a panel whose code loads on the first open, as the mobile menu and the page menu do. */
function Opener({ load }: { load: () => Promise<Chunk> }) {
  const [open, setOpen] = useState(false);
  const loaded = useLoadedChunk(
    load,
    open,
    useCallback(() => setOpen(false), []),
  );
  return (
    <>
      <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
        Open
      </button>
      {open && loaded && <loaded.Panel />}
    </>
  );
}

describe('useLoadedChunk', () => {
  it('shows the chunk once it is wanted and loaded', async () => {
    const load = jest.fn(() => Promise.resolve(chunk));
    render(<Opener load={retryingLoader(load)} />);
    expect(load).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button'));
    expect(await screen.findByText('Menu')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('after a failed load, the page stays and the panel stays closed; the next open loads it again', async () => {
    const load = jest.fn<() => Promise<Chunk>>().mockRejectedValueOnce(new Error('Loading chunk 12 failed')).mockResolvedValue(chunk);
    render(<Opener load={retryingLoader(load)} />);
    const button = screen.getByRole('button');
    fireEvent.click(button);
    // Closed again by the failure, not thrown to the root.
    await screen.findByRole('button', { expanded: false });
    expect(screen.queryByText('Menu')).toBeNull();
    fireEvent.click(button);
    expect(await screen.findByText('Menu')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
