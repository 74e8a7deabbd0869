export const validation: Readonly<Record<string, string>> = {};
