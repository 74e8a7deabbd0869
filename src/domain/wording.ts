/**
 * react-admin's translate, as the domain's functions that word a file the browser writes (the
 * dashboards' CSV, the import report) take it: a catalogue key and its values in, the words out.
 */
export type Translate = (key: string, options?: Record<string, unknown>) => string;
