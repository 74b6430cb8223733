import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../tests/setup/axe';
import { RowAction, RowActions } from './RowActions';

describe('RowActions', () => {
  it('lists links and buttons under a name, leaving out empty children', () => {
    const showDelete = false;
    render(
      <RowActions label="Actions for Harbour Swimmers">
        <RowAction href="#/edit-team-11">Edit</RowAction>
        <RowAction href="https://example.org/team/harbour" external>
          View
        </RowAction>
        {showDelete && <RowAction tone="danger">Delete</RowAction>}
      </RowActions>,
    );
    const list = screen.getByRole('list', { name: 'Actions for Harbour Swimmers' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '#/edit-team-11');
    const view = screen.getByRole('link', { name: 'View' });
    expect(view).toHaveAccessibleDescription('Opens in a new tab');
    expect(view).toHaveAttribute('target', '_blank');
    expect(view).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('buttons are type=button and are reached with Tab and pressed with Enter', async () => {
    const user = userEvent.setup();
    const onDelete = vi.fn();
    render(
      <RowActions label="Actions for Harbour Swimmers">
        <RowAction href="#/edit-team-11">Edit</RowAction>
        <RowAction tone="danger" onClick={onDelete}>
          Delete
        </RowAction>
      </RowActions>,
    );
    const del = screen.getByRole('button', { name: 'Delete' });
    expect(del).toHaveAttribute('type', 'button');
    await user.tab();
    await user.tab();
    expect(del).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it('renders nothing without actions', () => {
    const { container } = render(<RowActions label="Actions">{null}</RowActions>);
    expect(container).toBeEmptyDOMElement();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <RowActions label="Actions for Harbour Swimmers">
        <RowAction href="#/edit-team-11">Edit</RowAction>
        <RowAction tone="danger">Delete</RowAction>
      </RowActions>,
    );
    await expectNoAxeViolations(container);
  });
});
