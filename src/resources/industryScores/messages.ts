export const messages: Readonly<Record<string, string>> = {};
