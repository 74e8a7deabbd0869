import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ScoreGauge } from '@/dashboards/ScoreGauge';

describe('ScoreGauge', () => {
  it('draws a segment per colour with results and says the figures in its text alternative', () => {
    render(
      <MemoryRouter>
        <ScoreGauge
          category="Body"
          score={62.5}
          counts={{ green: 10, orange: 0, red: 4 }}
          change={undefined}
          to="/dashboard/body"
        />
      </MemoryRouter>,
    );
    const gauge = screen.getByRole('img', { name: /^Body score/ });
    expect(gauge).toHaveAccessibleName(
      'Body score 62.5 out of 100: 10 green, 0 orange, 4 red results',
    );
    const levels = [...gauge.querySelectorAll('path')].map((path) => path.dataset.level);
    expect(levels).toEqual(['green', 'red']);
    expect(screen.getByRole('link')).toHaveAttribute('href', '/dashboard/body');
  });

  it('shows an empty ring before any result', () => {
    render(
      <MemoryRouter>
        <ScoreGauge
          category="Mind"
          score={0}
          counts={{ green: 0, orange: 0, red: 0 }}
          change={undefined}
          to="/dashboard/mind"
        />
      </MemoryRouter>,
    );
    const gauge = screen.getByRole('img', { name: /^Mind score/ });
    expect([...gauge.querySelectorAll('path')].map((path) => path.dataset.level)).toEqual(['none']);
  });
});
