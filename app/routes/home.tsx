import { useLoaderData } from "react-router";
import type { Route } from "./+types/home";

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.brand ?? "" }];
}

export function loader(_: Route.LoaderArgs) {
  return { brand: "Zain Iraq" };
}

export default function Home() {
  const { brand } = useLoaderData<typeof loader>();
  return (
    <main>
      <h1>{brand}</h1>
    </main>
  );
}
