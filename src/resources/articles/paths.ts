// Where docs/product.md §2 puts the articles screens, for the screens that link to each other
// (resources/ResourceConfig pathTo) and for the resource's config (index.ts).
export default {
  name: 'articles',
  paths: {
    list: '/articles/all',
    create: '/article/create',
    edit: '/article/update/:id',
  },
} as const;
