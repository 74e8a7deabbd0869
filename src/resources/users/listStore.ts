export const USERS_LIST_STORE_KEY = 'users.listParams';
