import { MantineProvider } from '@mantine/core';
import { notifications, notificationsStore } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n, { switchLanguage } from '../lib/i18n';
import { settingsKeys } from '../features/settings';
import { testSettings } from '../test/app-harness';
import { FileDrop, PHOTO_TYPES } from './file-drop';

afterEach(async () => {
  notifications.clean();
  await i18n.changeLanguage('en');
});

/** The drop zone with the server saying it takes at most `limit` bytes. */
function show(limit: number, onFile = vi.fn()) {
  const qc = new QueryClient();
  qc.setQueryData(settingsKeys.all, { ...testSettings, uploadMaxBytes: limit });
  render(
    <QueryClientProvider client={qc}>
      <MantineProvider>
        <FileDrop
          label="Photo"
          drop="Drop a photo here"
          hint={(size) => `at most ${size}`}
          rejected={(size) => `too big: ${size} at most`}
          accept={PHOTO_TYPES}
          onFile={onFile}
        />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return onFile;
}

const photo = (bytes: number) =>
  new File([new Uint8Array(bytes)], 'terrace.jpg', { type: 'image/jpeg' });

describe('the file drop kit', () => {
  it("names the server's own limit in the hint, in the reader's number format", async () => {
    show(1.5 * 1024 * 1024);
    expect(screen.getByText('at most 1.5 MB')).toBeVisible();
    await switchLanguage('de');
    expect(await screen.findByText('at most 1,5 MB')).toBeVisible();
  });

  it('hands on a file within the limit and refuses a larger one with the limit named', async () => {
    const onFile = show(2048);
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('Photo'), photo(1000));
    await waitFor(() => expect(onFile).toHaveBeenCalledTimes(1));
    expect(onFile.mock.calls[0]?.[0]).toMatchObject({ name: 'terrace.jpg' });

    await user.upload(screen.getByLabelText('Photo'), photo(4096));
    // The toast the app shows (lib/notify's store), naming the server's limit.
    await waitFor(() =>
      expect(notificationsStore.getState().notifications).toContainEqual(
        expect.objectContaining({
          color: 'red',
          message: expect.stringMatching(/^too big: \d.* at most$/),
        }),
      ),
    );
    expect(onFile).toHaveBeenCalledTimes(1);
  });
});
