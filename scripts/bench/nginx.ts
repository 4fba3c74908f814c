/** nginx (Debian's package) serving saved, precompressed copies of pages: the static-file yardstick. */
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { gzipSync } from "node:zlib";

export const NGINX = ["/usr/sbin/nginx", "nginx"];

export function nginxBinary(): string | undefined {
  return NGINX.find((bin) => spawnSync(bin, ["-v"]).status === 0);
}

/** Saves a page as `<path>/index.html` and its gzip -9 twin, as gzip_static serves them. */
export function savePage(root: string, path: string, html: string): void {
  const file = join(root, path, "index.html");
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, html);
  writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
}

/** Starts nginx as a daemon on `port` with one worker per core (its default `auto`); returns the stop. */
export function startNginx(binary: string, dir: string, root: string, port: number): () => void {
  const conf = join(dir, "nginx.conf");
  mkdirSync(join(dir, "tmp"), { recursive: true });
  writeFileSync(
    conf,
    `worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/tmp; proxy_temp_path ${dir}/tmp; fastcgi_temp_path ${dir}/tmp;
  uwsgi_temp_path ${dir}/tmp; scgi_temp_path ${dir}/tmp;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    gzip_static on;
    etag on;
    default_type text/html;
    location / { try_files $uri/index.html =404; }
  }
}
`,
  );
  const started = spawnSync(binary, ["-c", conf]);
  if (started.status !== 0) throw new Error(`nginx did not start: ${started.stderr.toString()}`);
  return () => void spawnSync(binary, ["-c", conf, "-s", "stop"]);
}
