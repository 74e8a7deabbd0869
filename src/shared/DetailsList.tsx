import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** A card's details as a description list: each field's name over its value, '—' where none. */
export function DetailsList({
  resource,
  details,
  sx = [],
}: {
  resource: string;
  details: Record<string, ReactNode>;
  sx?: SxProps<Theme>;
}) {
  const translate = useTranslate();
  return (
    <Box
      component="dl"
      sx={[
        {
          display: 'grid',
          m: 0,
          '& dt': { color: 'text.secondary', fontSize: 12 },
          '& dd': { m: 0, overflowWrap: 'anywhere' },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {Object.entries(details).map(([field, value]) => (
        <div key={field}>
          <dt>{translate(`resources.${resource}.fields.${field}`)}</dt>
          <dd>{value || '—'}</dd>
        </div>
      ))}
    </Box>
  );
}
