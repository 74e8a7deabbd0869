// The English wording of the initialMessages screens, under react-admin's `resources.initialMessages.*` keys. The
// registry lays every resource's messages over the shared catalogue (src/i18n).
export const messages: Readonly<Record<string, string>> = {};
