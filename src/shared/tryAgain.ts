/** A failure's toast: its description asks the user to try again later. */
export const TRY_AGAIN = { type: 'error', description: 'app.common.try_again' } as const;
