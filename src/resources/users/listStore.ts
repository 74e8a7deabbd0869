/** Where react-admin keeps the Users list's parameters (its filter bar's choice included). */
export const USERS_LIST_STORE_KEY = 'users.listParams';
