import { memo } from 'react';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { CATEGORIES } from '@/config/constants';
import { completedOf } from '@/domain/dashboardScores';
import type { ScoreSet } from '@/domain/types';
import { useTranslate } from 'react-admin';

export interface CompletionSummaryProps {
  scoreSet: ScoreSet;
  /** Links each category to its screen (own data); the compared industry shows plain text. */
  withLinks?: boolean;
}

export const CompletionSummary = memo(function CompletionSummary({
  scoreSet,
  withLinks = true,
}: CompletionSummaryProps) {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="body1">
        {translate('app.dashboards.active_users')}{' '}
        <strong>{scoreSet.averageScore.activeUsers}</strong>
      </Typography>
      <List dense disablePadding>
        {CATEGORIES.map((category) => {
          const text = translate('app.dashboards.users_completed', {
            category,
            smart_count: completedOf(scoreSet, category),
          });
          return (
            <ListItem key={category} disableGutters>
              <ListItemText
                primary={
                  withLinks ? (
                    <Link component={RouterLink} to={`/dashboard/${category.toLowerCase()}`}>
                      {text}
                    </Link>
                  ) : (
                    text
                  )
                }
              />
            </ListItem>
          );
        })}
      </List>
    </>
  );
});
