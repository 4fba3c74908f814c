import { pageSeo } from "../../lib/article-seo.ts";
import { articleApi, type LoaderArgs, notFound, slugParam } from "../../lib/articles.server.ts";
import { linkOf } from "../../lib/articles.ts";
import { loadPageData } from "../../lib/page-data.server.ts";
import { pageUrlOf } from "../../lib/page-url.ts";
import { PAGE_SIZE, pageHref, pageParam, paging } from "../../lib/paging.ts";

const LIST = "/about-us/press-release";

/** The newsroom: its content record and one page of releases, newest first (`?page=`). */
export async function loadPressList(args: LoaderArgs) {
  const page = pageParam(pageUrlOf(args.request).searchParams.get("page")) ?? notFound(args.request);
  const [record, list] = await Promise.all([
    loadPageData(args, LIST.slice(1), { indexable: true }),
    articleApi(args).list({ kind: "press", page, pageSize: PAGE_SIZE }),
  ]);
  if (page > 1 && list.items.length === 0) notFound(args.request);
  return {
    ...record,
    seo: { ...pageSeo(record), path: pageHref(LIST, {}, page) },
    releases: list.items,
    paging: paging(LIST, {}, page, list.total, PAGE_SIZE),
  };
}

/** One release (`?release=`; the newest without it), and three more to read next. Unknown: 404. */
export async function loadPressRelease(args: LoaderArgs) {
  const slug = slugParam(args.request, "release");
  const api = articleApi(args);
  const [record, release, latest] = await Promise.all([
    loadPageData(args, "about-us/press-release-single", { indexable: true }),
    api.one("press", slug),
    api.list({ kind: "press", pageSize: 4 }),
  ]);
  if (slug && !release) notFound(args.request);
  const more = latest.items.filter((a) => a.slug !== release?.slug).slice(0, 3);
  const seo = release ? { title: release.title, description: release.summary, path: linkOf(release) } : pageSeo(record);
  return { ...record, seo, release, more };
}
