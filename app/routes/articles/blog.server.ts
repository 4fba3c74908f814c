import { pageSeo } from "../../lib/article-seo.ts";
import { articleApi, type LoaderArgs, notFound, slugParam } from "../../lib/articles.server.ts";
import { linkOf } from "../../lib/articles.ts";
import { loadPageData } from "../../lib/page-data.server.ts";
import { pageUrlOf } from "../../lib/page-url.ts";
import { PAGE_SIZE, pageHref, pageParam, paging } from "../../lib/paging.ts";

const LIST = "/blog-category";

/** The blog: its content record, the categories to filter by (`?category=`) and one page of posts. */
export async function loadBlogList(args: LoaderArgs) {
  const category = slugParam(args.request, "category");
  const page = pageParam(pageUrlOf(args.request).searchParams.get("page")) ?? notFound(args.request);
  const api = articleApi(args);
  const [record, categories, list] = await Promise.all([
    loadPageData(args, LIST.slice(1), { indexable: true }),
    api.categories("blog"),
    api.list({ kind: "blog", category: category ?? undefined, page, pageSize: PAGE_SIZE }),
  ]);
  const selected = category ? (categories.find((c) => c.slug === category) ?? notFound(args.request)) : null;
  if (page > 1 && list.items.length === 0) notFound(args.request);
  const params = { category: category ?? undefined };
  return {
    ...record,
    seo: {
      ...pageSeo(record),
      title: selected ? `${selected.name} | ${record.page.title}` : record.page.title,
      path: pageHref(LIST, params, page),
    },
    categories,
    selected,
    posts: list.items,
    paging: paging(LIST, params, page, list.total, PAGE_SIZE),
  };
}

/**
 * One post (`?post=`; the newest without it) with its category and up to three more from it.
 * Unknown: 404. With no post published at all, the page's own content record is the page.
 */
export async function loadBlogPost(args: LoaderArgs) {
  const slug = slugParam(args.request, "post");
  const api = articleApi(args);
  const [record, post, categories] = await Promise.all([
    loadPageData(args, "blog-category/single-page", { indexable: true }),
    api.one("blog", slug),
    api.categories("blog"),
  ]);
  if (slug && !post) notFound(args.request);
  if (!post) return { ...record, seo: pageSeo(record), post: null, category: null, related: [] };
  const sameCategory = post.category
    ? await api.list({ kind: "blog", category: post.category, pageSize: 4 })
    : { items: [] };
  return {
    ...record,
    seo: { title: post.title, description: post.summary, path: linkOf(post) },
    post,
    category: categories.find((c) => c.slug === post.category) ?? null,
    related: sameCategory.items.filter((a) => a.slug !== post.slug).slice(0, 3),
  };
}
