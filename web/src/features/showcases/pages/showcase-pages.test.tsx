import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  json,
  mockSignedIn,
  problem,
  renderAt,
  resetEachTest,
  testMember,
  testStaff,
} from '../../../test/app-harness';

resetEachTest();

/** A stand-in for the server's allow-list: drops script tags and style attributes. */
const keep = (html: string) =>
  html.replace(/<script>.*?<\/script>/g, '').replace(/ style="[^"]*"/g, '');

const preview = (seen: unknown[]) => ({
  'POST /api/admin/content/preview': (init: RequestInit | undefined) => {
    const body = JSON.parse(String(init?.body)) as { html: string[] };
    seen.push(body);
    return json(200, { html: body.html.map(keep) });
  },
});

describe('the interface showcase (/showcase/interface)', () => {
  it('draws each example from what the server keeps, with the markup to paste, and shows where the page drops something', async () => {
    const seen: unknown[] = [];
    mockSignedIn(testStaff({ code: 'editor', roles: ['U'] }), preview(seen));
    renderAt('/showcase/interface');
    await screen.findByRole(
      'heading',
      { name: 'Interface showcase', level: 1 },
      { timeout: 20_000 },
    );
    const headings = await screen.findByRole('region', { name: 'Headings' });
    expect(
      await within(headings).findByRole('heading', { name: 'Swimming at the club', level: 2 }),
    ).toBeInTheDocument();
    expect(within(headings).getByTestId('markup-headings')).toHaveTextContent(
      '<h2>Swimming at the club</h2>',
    );
    // What the page keeps is shown only where it differs from what was pasted.
    expect(within(headings).queryByTestId('kept-headings')).toBeNull();
    const removed = screen.getByRole('region', { name: 'What a page drops' });
    expect(within(removed).getByTestId('kept-removed')).not.toHaveTextContent('<script>');
    expect(within(removed).getByTestId('markup-removed')).toHaveTextContent('<script>');
    // One call reads every example.
    expect(seen).toHaveLength(1);
    expect((seen[0] as { html: string[] }).html).toHaveLength(8);
    const links = screen.getByRole('region', { name: 'Links' });
    expect(within(links).getByRole('link', { name: 'the tennis courts' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/Tennis$/),
    );
  });

  it("previews an editor's own markup, asks for some when the box is empty, and shows the server's refusal", async () => {
    const seen: unknown[] = [];
    mockSignedIn(testStaff(), {
      ...preview(seen),
    });
    renderAt('/showcase/interface');
    const box = await screen.findByRole('textbox', { name: 'Markup' }, { timeout: 20_000 });
    const submit = screen.getByRole('button', { name: 'Show what a page keeps' });
    await userEvent.click(submit);
    expect(await screen.findByText('Type some markup first.')).toBeInTheDocument();
    await userEvent.type(box, '<p style="x">Mine</p>');
    await userEvent.click(submit);
    await waitFor(() => expect(screen.getByTestId('kept-own')).toHaveTextContent('<p>Mine</p>'));
    expect(within(screen.getByTestId('preview-own')).getByText('Mine')).toBeInTheDocument();
  });

  it('shows a toast when the server refuses the markup', async () => {
    mockSignedIn(testStaff(), {
      'POST /api/admin/content/preview': (init) => {
        const body = JSON.parse(String(init?.body)) as { html: string[] };
        return body.html.length === 1
          ? problem(400, 'validation_failed', 'html.0: This text is too long.')
          : json(200, { html: body.html });
      },
    });
    renderAt('/showcase/interface');
    const box = await screen.findByRole('textbox', { name: 'Markup' }, { timeout: 20_000 });
    await userEvent.type(box, '<p>long</p>');
    await userEvent.click(screen.getByRole('button', { name: 'Show what a page keeps' }));
    // One toast, at once (the query client's; the screen adds none of its own).
    expect(
      await screen.findByText('html.0: This text is too long.', {}, { timeout: 2000 }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('html.0: This text is too long.')).toHaveLength(1);
    expect(screen.queryByTestId('kept-own')).toBeNull();
  });

  it('is not for members: they are sent to /unauthorized and the page asks nothing', async () => {
    const calls = mockSignedIn(testMember());
    const router = renderAt('/showcase/interface');
    await waitFor(() => expect(router.state.location.pathname).toBe('/unauthorized'), {
      timeout: 20_000,
    });
    expect(calls.some((c) => c.key.includes('/preview'))).toBe(false);
  });
});

describe('the content showcase (/showcase/content)', () => {
  it('lists every live block with its token, drawn now from the settings, and a mistyped one as typed', async () => {
    mockSignedIn(testStaff({ code: 'editor', roles: ['U'] }), preview([]));
    renderAt('/showcase/content');
    await screen.findByRole('heading', { name: 'Content showcase', level: 1 }, { timeout: 20_000 });
    const stay = await screen.findByRole('region', { name: 'Length of a stay' });
    expect(within(stay).getByTestId('markup-chambers-stay')).toHaveTextContent(
      '<p>Please note: {{chambers.stay}}</p>',
    );
    expect(await within(stay).findByText(/at most 30 nights and 5 rooms/)).toBeInTheDocument();
    const tariffs = screen.getByRole('region', { name: 'Room tariffs' });
    expect(within(tariffs).getByTestId('markup-chambers-tariffs')).toHaveTextContent(
      '<p>{{chambers.tariffs}}</p>',
    );
    const unknown = screen.getByRole('region', { name: 'A mistyped block' });
    expect(
      await within(unknown).findByText(/\{\{chambers\.tarifs\}\}/, { selector: 'p' }),
    ).toBeInTheDocument();
  });
});
