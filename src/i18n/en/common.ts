// Wording shared by several screens, under `app.common.*`.
export const common: Readonly<Record<string, string>> = {
  'app.common.try_again': 'Please, try again later',
};
