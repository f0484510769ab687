import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n, { switchLanguage } from '../lib/i18n';
import { DietMark } from './diet-mark';

const show = (ui: React.ReactNode) => render(<MantineProvider>{ui}</MantineProvider>);

afterEach(() => i18n.changeLanguage('en'));

describe('the diet mark', () => {
  it('names a vegetarian dish in words: a dot in a green square', () => {
    const { container } = show(<DietMark diet="veg" />);
    expect(screen.getByRole('img', { name: 'Vegetarian' })).toBeInTheDocument();
    expect(container.querySelector('circle')).not.toBeNull();
    expect(container.querySelector('path')).toBeNull();
  });

  it('names a non-vegetarian dish in words: a triangle in a red square', () => {
    const { container } = show(<DietMark diet="non_veg" size={20} />);
    expect(screen.getByRole('img', { name: 'Non-vegetarian' })).toBeInTheDocument();
    expect(container.querySelector('path')).not.toBeNull();
    expect(container.querySelector('svg')?.getAttribute('width')).toBe('20');
  });

  it('writes its meaning beside the mark on a printed ticket, in the reader language', async () => {
    await switchLanguage('de');
    show(<DietMark diet="non_veg" withText />);
    expect(screen.getByText('Nicht vegetarisch')).toBeVisible();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('is only drawn beside a text that already says it', () => {
    show(<DietMark diet="veg" decorative />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByText('Vegetarian')).toBeNull();
  });
});
