// The English wording of the articles screens, under react-admin's `resources.articles.*` keys. The
// registry lays every resource's messages over the shared catalogue (src/i18n).
export const messages: Readonly<Record<string, string>> = {};
