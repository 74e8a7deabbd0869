import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { format } from 'date-fns';
import { useListContext, useTranslate } from 'react-admin';
import type { Industry } from '@/domain/types';
import { ListBodyState } from '@/shared/ListBodyState';

export function IndustryGrid() {
  const translate = useTranslate();
  const { data } = useListContext<Industry>();
  return (
    <ListBodyState
      label="resources.industries.list.items"
      emptyText="resources.industries.list.empty"
      errorText="resources.industries.list.error"
    >
      <Grid
        container
        spacing={2}
        component="ul"
        aria-label={translate('resources.industries.titles.list')}
        sx={{ p: 2, m: 0, listStyle: 'none' }}
      >
        {(data ?? []).map((industry) => (
          <Grid key={industry.id} size={{ xs: 12, sm: 6, md: 4, lg: 3 }} component="li">
            <Card variant="outlined">
              <CardContent>
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                  {industry.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {industry.createdAt instanceof Date && !Number.isNaN(industry.createdAt.getTime())
                    ? translate('resources.industries.list.created', {
                        date: format(industry.createdAt, 'dd MMM yyyy'),
                      })
                    : translate('resources.industries.list.created_unknown')}
                </Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </ListBodyState>
  );
}
