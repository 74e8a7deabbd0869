import { THEME_COLOURS, type ColourLevel } from '@/config/constants';

export const LEVEL_COLOURS: Record<ColourLevel, string> = {
  green: THEME_COLOURS.green,
  orange: '#f5a623',
  red: '#e5533d',
};

/** Drawing order: green first, as the charts read left to right from good to bad. */
export const LEVELS: readonly ColourLevel[] = ['green', 'orange', 'red'];

export const LEVEL_LABEL_KEYS: Record<ColourLevel, string> = {
  green: 'app.dashboards.column.green',
  orange: 'app.dashboards.column.orange',
  red: 'app.dashboards.column.red',
};
