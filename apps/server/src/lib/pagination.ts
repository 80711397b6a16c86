export const pageWindow = (query: { page: number; pageSize: number }) => ({
  offset: (query.page - 1) * query.pageSize,
  limit: query.pageSize,
});
