// Where docs/product.md §2 puts the users screens, for the screens that link to each other
// (resources/ResourceConfig pathTo) and for the resource's config (index.ts).
export default {
  name: 'users',
  paths: {
    list: '/users',
    create: '/users/create',
  },
} as const;
