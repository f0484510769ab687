import { MantineProvider } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { deleteAction, editAction, RowActions } from './row-actions';

describe("a list row's actions", () => {
  it('names each button after the row, leaves out the hidden ones and opens a page by a link', async () => {
    const edit = vi.fn();
    const remove = vi.fn();
    render(
      <MantineProvider>
        <MemoryRouter>
          <RowActions
            actions={[
              { label: 'Publish Spring Ball', icon: <IconSend aria-hidden />, hidden: true },
              {
                label: 'Open Spring Ball',
                icon: <IconSend aria-hidden />,
                to: '/news/spring-ball',
              },
              editAction('Edit Spring Ball', edit),
              deleteAction('Delete Spring Ball', remove),
            ]}
          />
        </MemoryRouter>
      </MantineProvider>,
    );
    expect(screen.queryByRole('button', { name: 'Publish Spring Ball' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Open Spring Ball' })).toHaveAttribute(
      'href',
      '/news/spring-ball',
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit Spring Ball' }));
    expect(edit).toHaveBeenCalledOnce();
    expect(remove).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Delete Spring Ball' }));
    expect(remove).toHaveBeenCalledOnce();
  });
});
