// A link to a filtered Activity list. Its accessible name is its visible text; the title says what
// it opens.
import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

export function ActivityLink({ to, text, title }: { to: string; text: string; title: string }) {
  return (
    <Link component={RouterLink} to={to} title={title}>
      {text}
    </Link>
  );
}
