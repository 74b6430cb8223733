import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../tests/setup/axe';
import { ShareActions } from './ShareActions';
import { domError, stubClipboard } from './testing/browser';

const url = 'https://example.org/campaigns/run/fundraiser/7/';
const props = { url, title: 'Jane Doe', text: 'Support Jane Doe with a donation.' };

afterEach(() => stubClipboard(undefined));

describe('ShareActions', () => {
  it('without Web Share: the three share links, no Share button', () => {
    render(<ShareActions {...props} shareNavigator={{}} />);
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
    expect(screen.getByRole('link', { name: /Facebook/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Share on X' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Email/ })).toBeInTheDocument();
  });

  it('with Web Share: one Share button that passes title, text and URL', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    render(<ShareActions {...props} shareNavigator={{ share, canShare: () => true }} />);
    expect(screen.queryByRole('link', { name: /Facebook/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({ title: 'Jane Doe', text: 'Support Jane Doe with a donation.', url });
  });

  it('when canShare refuses the data, the links show', () => {
    render(<ShareActions {...props} shareNavigator={{ share: vi.fn(), canShare: () => false }} />);
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
    expect(screen.getByRole('link', { name: /Facebook/ })).toBeInTheDocument();
  });

  it('a dismissed share sheet (AbortError) changes nothing', async () => {
    const share = vi.fn().mockRejectedValue(domError('AbortError'));
    render(<ShareActions {...props} shareNavigator={{ share }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    await act(async () => {});
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Facebook/ })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a failing share sheet falls back to the links', async () => {
    const share = vi.fn().mockRejectedValue(domError('NotAllowedError'));
    render(<ShareActions {...props} shareNavigator={{ share }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByRole('link', { name: /Facebook/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
  });

  it('Copy link copies the URL and confirms in a polite status', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    render(<ShareActions {...props} shareNavigator={{}} />);
    stubClipboard(writeText); // after render: userEvent installs its own clipboard on setup
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(url);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Link copied'));
  });

  it('a refused copy shows the link, selected, to copy by hand (and no toast)', async () => {
    stubClipboard(() => Promise.reject(domError('NotAllowedError')));
    document.execCommand = vi.fn(() => false);
    render(<ShareActions {...props} shareNavigator={{}} />);
    stubClipboard(() => Promise.reject(domError('NotAllowedError')));
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    const field = await screen.findByRole('textbox', { name: 'Link to this page' });
    expect(field).toHaveValue(url);
    expect(field).toHaveAttribute('readonly');
    expect(field).toHaveAccessibleDescription('Your browser did not let us copy. Select the link and copy it.');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('puts extra actions in the Copy link row', () => {
    render(
      <ShareActions {...props} shareNavigator={{}}>
        <button type="button">QR code</button>
      </ShareActions>,
    );
    expect(screen.getByRole('button', { name: 'QR code' }).parentElement).toBe(
      screen.getByRole('button', { name: 'Copy link' }).parentElement,
    );
  });

  it('has no axe violations, with and without Web Share', async () => {
    const { container, unmount } = render(<ShareActions {...props} shareNavigator={{}} />);
    await expectNoAxeViolations(container);
    unmount();
    const native = render(<ShareActions {...props} shareNavigator={{ share: vi.fn() }} />);
    await expectNoAxeViolations(native.container);
  });
});
