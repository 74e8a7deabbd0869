import { memo } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { averageChange } from '@/domain/dashboardScores';
import type { ScoreSet } from '@/domain/types';
import { ChangeIndicator } from '@/dashboards/ChangeIndicator';
import { useTranslate } from 'react-admin';

export const TotalScore = memo(function TotalScore({
  scoreSet,
  label,
}: {
  scoreSet: ScoreSet;
  label: string;
}) {
  const translate = useTranslate();
  const { averageScore } = scoreSet.averageScore;
  const title = translate('app.dashboards.total_score');
  return (
    <Box
      aria-label={translate('app.dashboards.total_score_of', { name: label, score: averageScore })}
      role="group"
    >
      <Typography variant="overline" component="h3">
        {title}
      </Typography>
      <Typography variant="h3" component="p" data-testid="kynd-total-score">
        {averageScore}
        <Typography component="span" variant="h6" color="text.secondary">
          {` ${translate('app.dashboards.out_of_100')}`}
        </Typography>
      </Typography>
      <ChangeIndicator
        change={averageChange(scoreSet.averageScore, 'averageScore')}
        subject={title}
      />
    </Box>
  );
});
