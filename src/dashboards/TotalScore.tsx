import { memo } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { averageChange } from '@/domain/dashboardScores';
import type { ScoreSet } from '@/domain/types';
import { ChangeIndicator } from '@/dashboards/ChangeIndicator';

/** The Kynd total score (0–100) with its change since the previous calculation. */
export const TotalScore = memo(function TotalScore({
  scoreSet,
  label,
}: {
  scoreSet: ScoreSet;
  label: string;
}) {
  const { averageScore } = scoreSet.averageScore;
  return (
    <Box aria-label={`${label}: Kynd total score ${averageScore} out of 100`} role="group">
      <Typography variant="overline" component="h3">
        Kynd total score
      </Typography>
      <Typography variant="h3" component="p" data-testid="kynd-total-score">
        {averageScore}
        <Typography component="span" variant="h6" color="text.secondary">
          {' '}
          / 100
        </Typography>
      </Typography>
      <ChangeIndicator
        change={averageChange(scoreSet.averageScore, 'averageScore')}
        subject="Kynd total score"
      />
    </Box>
  );
});
