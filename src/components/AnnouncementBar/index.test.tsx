/** @jest-environment jsdom */
import '@testing-library/jest-dom/jest-globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { AnnouncementBar } from './index';

const base = { id: 'a1', content: 'Read <a href="/docs">the docs</a>', backgroundColor: '#fff', textColor: '#000', isCloseable: true };

describe('AnnouncementBar', () => {
  beforeEach(() => localStorage.clear());

  it('has no close button when the announcement is not closeable', () => {
    render(<AnnouncementBar announcement={{ ...base, isCloseable: false }} />);
    expect(screen.getByRole('region', { name: 'Announcement' })).toHaveTextContent('Read the docs');
    expect(screen.queryByRole('button', { name: 'Close announcement' })).toBeNull();
  });

  it('stores the dismissal with its id and stays closed for that id only', () => {
    const { unmount } = render(<AnnouncementBar announcement={base} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close announcement' }));
    expect(screen.queryByRole('region', { name: 'Announcement' })).toBeNull();
    unmount();
    render(<AnnouncementBar announcement={base} />);
    expect(screen.queryByRole('region', { name: 'Announcement' })).toBeNull();
  });

  it('renders nothing without an announcement', () => {
    const { container } = render(<AnnouncementBar announcement={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
