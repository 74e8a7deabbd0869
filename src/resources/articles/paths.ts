export default {
  name: 'articles',
  paths: {
    list: '/articles/all',
    create: '/article/create',
    edit: '/article/update/:id',
  },
} as const;
