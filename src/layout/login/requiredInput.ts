// Sign-in fields are required for assistive technology without the label's visual asterisk, so
// that each field's accessible name is exactly its label ('Email', 'Password', …).
export const REQUIRED_INPUT = { htmlInput: { 'aria-required': true } };
