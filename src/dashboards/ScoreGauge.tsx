import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { COLOUR_LEVELS, type Category, type ColourLevel } from '@/config/constants';
import type { Change } from '@/domain/dashboardScores';
import { sameData } from '@/domain/timestamps';
import { ChangeIndicator } from '@/dashboards/ChangeIndicator';
import { TrafficLightRing } from '@/dashboards/TrafficLightRing';
import { LEVEL_COLOURS, LEVEL_LABEL_KEYS } from '@/shared/trafficLight';
import { useTranslate } from 'react-admin';

export interface ScoreGaugeProps {
  category: Category;
  score: number;
  counts: Record<ColourLevel, number>;
  change: Change | undefined;
}

const WIDTH = 220;
const HEIGHT = 120;
/** A half ring from nine o'clock over the top to three o'clock, centred on the bottom edge. */
const GAUGE = {
  cx: WIDTH / 2,
  cy: HEIGHT,
  innerRadius: 62,
  outerRadius: 100,
  startAngle: 180,
  endAngle: 0,
} as const;

/**
 * Whether two gauges show the same: the Summary renders again with the same figures as
 * react-admin mounts and as reads settle, and a gauge is a third of its components.
 */
export const sameGauge = (a: ScoreGaugeProps, b: ScoreGaugeProps): boolean => sameData(a, b);

export const ScoreGauge = memo(function ScoreGauge({
  category,
  score,
  counts,
  change,
}: ScoreGaugeProps) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea
        component={RouterLink}
        to={`/dashboard/${category.toLowerCase()}`}
        sx={{ height: '100%' }}
      >
        <CardContent>
          <Typography variant="h6" component="h3" gutterBottom>
            {category}
          </Typography>
          <TrafficLightRing
            label={translate('app.dashboards.category_score_description', {
              category,
              score,
              ...counts,
            })}
            counts={counts}
            width={WIDTH}
            height={HEIGHT}
            ring={GAUGE}
          >
            <Typography
              aria-hidden
              variant="h5"
              sx={{ position: 'absolute', left: 0, right: 0, bottom: 0, textAlign: 'center' }}
            >
              {score}
            </Typography>
          </TrafficLightRing>
          <Box sx={{ textAlign: 'center', minHeight: 20 }}>
            <ChangeIndicator
              change={change}
              subject={translate('app.dashboards.category_score', { category })}
            />
          </Box>
          <Stack direction="row" spacing={2} sx={{ mt: 1, justifyContent: 'center' }}>
            {COLOUR_LEVELS.map((level) => (
              <Box key={level} sx={{ textAlign: 'center' }}>
                <Box
                  aria-hidden
                  sx={{
                    width: 12,
                    height: 12,
                    borderRadius: '50%',
                    bgcolor: LEVEL_COLOURS[level],
                    mx: 'auto',
                  }}
                />
                <Typography variant="body2" data-level={level}>
                  {translate(LEVEL_LABEL_KEYS[level])}: {counts[level]}
                </Typography>
              </Box>
            ))}
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}, sameGauge);
