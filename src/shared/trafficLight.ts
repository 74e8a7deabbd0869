// The traffic-light levels shared by the dashboards and the initial messages: their colours (green
// is the product's green, docs/product.md §9), drawing order and names.
import { THEME_COLOURS, type ColourLevel } from '@/config/constants';

export const LEVEL_COLOURS: Record<ColourLevel, string> = {
  green: THEME_COLOURS.green,
  orange: '#f5a623',
  red: '#e5533d',
};

/** Drawing order: green first, as the charts read left to right from good to bad. */
export const LEVELS: readonly ColourLevel[] = ['green', 'orange', 'red'];

/** The levels' names, as catalogue keys (src/i18n/en/dashboards.ts). */
export const LEVEL_LABEL_KEYS: Record<ColourLevel, string> = {
  green: 'app.dashboards.column.green',
  orange: 'app.dashboards.column.orange',
  red: 'app.dashboards.column.red',
};
