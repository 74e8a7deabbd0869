// A checkbox named the way react-admin's DataTable names its rows' (an `aria-label` prop) is named
// on its input, where screen readers look, and not on its outer span (where ARIA forbids it).
import Checkbox from '@mui/material/Checkbox';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lightTheme } from './theme';

describe('the theme’s checkbox', () => {
  it('puts an aria-label on the input, not on the outer span', () => {
    const { container } = render(
      <ThemeProvider theme={createTheme(lightTheme)}>
        <Checkbox aria-label="Select this row" />
      </ThemeProvider>,
    );
    const box = screen.getByRole('checkbox', { name: 'Select this row' });
    expect(box.tagName).toBe('INPUT');
    expect(container.querySelector('span[aria-label]')).toBeNull();
  });

  it('keeps a name given to the input itself', () => {
    render(
      <ThemeProvider theme={createTheme(lightTheme)}>
        <Checkbox slotProps={{ input: { 'aria-label': 'Select Ana Smith' } }} />
      </ThemeProvider>,
    );
    expect(screen.getByRole('checkbox', { name: 'Select Ana Smith' }).tagName).toBe('INPUT');
  });
});
