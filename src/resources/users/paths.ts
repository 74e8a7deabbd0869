export default {
  name: 'users',
  paths: {
    list: '/users',
    create: '/users/create',
  },
} as const;
