// The English wording of the organisations screens, under react-admin's `resources.organisations.*` keys. The
// registry lays every resource's messages over the shared catalogue (src/i18n).
export const messages: Readonly<Record<string, string>> = {};
