import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactElement } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

/** A screen's h1 (`title`, a message key), and beside a list's its Create button. */
export function ScreenHeading({
  title,
  create,
}: {
  title: string;
  create?: { to: string; label: string; icon?: ReactElement };
}) {
  const translate = useTranslate();
  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 3 }}
    >
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {translate(title)}
      </Typography>
      {create && (
        <Button
          component={Link}
          to={create.to}
          variant="contained"
          startIcon={create.icon ?? <AddIcon />}
        >
          {translate(create.label)}
        </Button>
      )}
    </Stack>
  );
}
