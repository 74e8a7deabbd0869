// The English wording of the forms’ validation messages, under `app.validation.*`.
export const validation: Readonly<Record<string, string>> = {};
