import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Chat } from '@club/contracts';
import {
  json,
  mockSignedIn,
  problem,
  renderAt,
  resetApp,
  testMember,
} from '../../../test/app-harness';

const member = testMember();

const chat = (over: Partial<Chat> = {}): Chat => ({
  id: 7,
  memberId: member.id,
  memberName: 'Asha Rao',
  memberCode: 'M1001',
  status: 'open',
  assignedStaffId: null,
  assignedStaffName: null,
  feedbackId: null,
  memberReadId: 2,
  officeReadId: 1,
  messages: [
    {
      id: 1,
      clientId: 'c1',
      from: 'member',
      staffName: null,
      text: 'Is the pool open?',
      attachments: [],
      at: '2026-12-01T05:30:00Z',
    },
    {
      id: 2,
      clientId: 'c2',
      from: 'office',
      staffName: null,
      text: 'Until 8 pm.',
      attachments: [],
      at: '2026-12-01T05:35:00Z',
    },
  ],
  ...over,
});

describe('Chat with the office (/apps/chat)', () => {
  beforeEach(() => resetApp());

  it('shows the office as "The office" and "Seen"; a failed send keeps the text and retries with the same client id', async () => {
    let fail = true;
    const calls = mockSignedIn(member, {
      'GET /api/apps/chat': () => json(200, chat()),
      'PUT /api/apps/chat/addText': (init) => {
        if (fail) {
          fail = false;
          return problem(503, 'unavailable', 'Try again.');
        }
        const body = JSON.parse(String(init?.body)) as { text: string; clientId: string };
        return json(
          200,
          chat({
            messages: [
              ...chat().messages,
              {
                id: 3,
                clientId: body.clientId,
                from: 'member',
                staffName: null,
                text: body.text,
                attachments: [],
                at: '2026-12-01T05:40:00Z',
              },
            ],
          }),
        );
      },
    });
    renderAt('/apps/chat');
    await screen.findByRole(
      'heading',
      { name: 'Chat with the office', level: 1 },
      { timeout: 8000 },
    );
    const log = await screen.findByRole('log', { name: 'Conversation' });
    expect(within(log).getByText(/The office/)).toBeInTheDocument();
    expect(within(log).getByText(/Seen/)).toBeInTheDocument();

    const user = userEvent.setup();
    const box = screen.getByRole('textbox', { name: 'Message' });
    await user.type(box, 'Thanks!{Enter}');
    await screen.findByText(/Not sent/);
    expect(box).toHaveValue('Thanks!');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(box).toHaveValue(''));
    const sends = calls
      .filter((c) => c.key === 'PUT /api/apps/chat/addText')
      .map((c) => c.body as { id: number; text: string; clientId: string });
    expect(sends).toHaveLength(2);
    expect(sends[0]).toMatchObject({ id: 7, text: 'Thanks!' });
    expect(sends[1]!.clientId).toBe(sends[0]!.clientId);
    expect(await within(log).findByText('Thanks!')).toBeInTheDocument();
  });
});
