// Text for assistive technology only: kept in the accessibility tree, drawn nowhere.
import type { SxProps, Theme } from '@mui/material/styles';

export const visuallyHidden: SxProps<Theme> = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
};
