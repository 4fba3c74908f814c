/**
 * The deployment files (Dockerfile, deploy/compose.yaml, deploy/nginx.conf, deploy/kubernetes/),
 * checked without a container engine or a cluster (docs/decisions/075-deployment.md): the
 * Dockerfile is linted with dockerfile-utils, every Kubernetes object is validated against the
 * Kubernetes API schema of its kind (kubernetes-models: the OpenAPI definitions compiled to JSON
 * schema validators), and what matters for running the site is asserted on top: probes, non-root,
 * resources, one image for the Job and the Deployment, no `latest`, no secret values, and settings
 * that the app's own configuration check accepts.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { ValidationSeverity, validate as validateDockerfile } from "dockerfile-utils";
import { validate as validateDeployment } from "kubernetes-models/_schemas/IoK8sApiAppsV1Deployment";
import { validate as validateHpa } from "kubernetes-models/_schemas/IoK8sApiAutoscalingV2HorizontalPodAutoscaler";
import { validate as validateJob } from "kubernetes-models/_schemas/IoK8sApiBatchV1Job";
import { validate as validateConfigMap } from "kubernetes-models/_schemas/IoK8sApiCoreV1ConfigMap";
import { validate as validateSecret } from "kubernetes-models/_schemas/IoK8sApiCoreV1Secret";
import { validate as validateService } from "kubernetes-models/_schemas/IoK8sApiCoreV1Service";
import { validate as validateIngress } from "kubernetes-models/_schemas/IoK8sApiNetworkingV1Ingress";
import { validate as validatePdb } from "kubernetes-models/_schemas/IoK8sApiPolicyV1PodDisruptionBudget";
import { describe, expect, it } from "vitest";
import { parse, parseAllDocuments } from "yaml";
import { loadConfig } from "../../src/config/config.server.ts";
import { ConfigError } from "../../src/config/env.server.ts";

type Json = Record<string, unknown>;

const KUBERNETES_DIR = "deploy/kubernetes";

/** The schema of each kind the manifests may use; any other kind fails the test. */
const SCHEMAS: Record<string, (data: unknown) => boolean> = {
  "apps/v1/Deployment": validateDeployment,
  "autoscaling/v2/HorizontalPodAutoscaler": validateHpa,
  "batch/v1/Job": validateJob,
  "v1/ConfigMap": validateConfigMap,
  "v1/Secret": validateSecret,
  "v1/Service": validateService,
  "networking.k8s.io/v1/Ingress": validateIngress,
  "policy/v1/PodDisruptionBudget": validatePdb,
};

/** Variables whose values are secret (src/config/env.server.ts and its redaction rule). */
const SECRET_VARIABLES = [
  "DATABASE_URL",
  "REDIS_URL",
  "SESSION_PEPPER",
  "VOUCHER_PEPPER",
  "PAYMENT_GATEWAY_SECRET",
  "USAGE_INGEST_KEY",
  "SEALING_KEY",
  "METRICS_TOKEN",
  "API_KEYS",
  "S3_ACCESS_KEY_ID",
  "S3_SECRET_ACCESS_KEY",
];

/** Values the operator sets in the ConfigMap before the first rollout (deploy/kubernetes/configmap.yaml). */
const OPERATOR_VALUES = ["S3_ENDPOINT", "S3_BUCKET", "APP_STORE_URL", "GOOGLE_PLAY_URL", "APPGALLERY_URL"];

function isObject(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function obj(value: unknown, where: string): Json {
  if (!isObject(value)) throw new Error(`${where}: expected an object`);
  return value;
}

function list(value: unknown, where: string): Json[] {
  if (!Array.isArray(value)) throw new Error(`${where}: expected a list`);
  return value.map((item, i) => obj(item, `${where}[${i}]`));
}

function str(value: unknown, where: string): string {
  if (typeof value !== "string") throw new Error(`${where}: expected a string`);
  return value;
}

/** A dotted path into parsed YAML, failing with the path when a step is missing. */
function at(root: unknown, path: string): unknown {
  let here = root;
  for (const key of path.split(".")) {
    if (!isObject(here) || !(key in here)) throw new Error(`missing ${path} (at ${key})`);
    here = here[key];
  }
  return here;
}

function yamlFiles(dir: string): string[] {
  return readdirSync(dir)
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return yamlFiles(path);
      return /\.ya?ml$/.test(name) ? [path] : [];
    })
    .sort();
}

type Manifest = { file: string; doc: Json };

const manifests: Manifest[] = yamlFiles(KUBERNETES_DIR).flatMap((file) =>
  parseAllDocuments(readFileSync(file, "utf8")).map((document, i) => {
    if (document.errors.length > 0) throw new Error(`${file} document ${i}: ${document.errors.join("; ")}`);
    return { file, doc: obj(document.toJS(), `${file} document ${i}`) };
  }),
);

function ofKind(kind: string): Manifest[] {
  return manifests.filter((m) => m.doc.kind === kind);
}

function one(kind: string): Json {
  const found = ofKind(kind);
  expect(
    found.map((m) => m.file),
    kind,
  ).toHaveLength(1);
  return (found[0] as Manifest).doc;
}

function podSpec(workload: Json): Json {
  return obj(at(workload, "spec.template.spec"), "pod spec");
}

function containers(workload: Json): Json[] {
  return list(at(podSpec(workload), "containers"), "containers");
}

function name(doc: Json): string {
  return str(at(doc, "metadata.name"), "metadata.name");
}

/** deploy/compose.yaml as compose reads it: anchors and `<<` merges resolved. */
const compose = obj(parse(readFileSync("deploy/compose.yaml", "utf8"), { merge: true }), "compose.yaml");
const composeServices = obj(compose.services, "compose services");

/** Compose's interpolation of `${NAME}`, `${NAME:-default}` and `${NAME:?message}` from `vars`. */
function interpolate(value: string, vars: Record<string, string>): string {
  return value.replace(/\$\{([A-Z_][A-Z0-9_]*)(?::([-?])([^}]*))?\}/g, (_, key: string, op?: string, rest?: string) => {
    const given = vars[key];
    if (given !== undefined && given !== "") return given;
    if (op === "?") throw new Error(`compose would stop: ${rest}`);
    return op === "-" ? (rest ?? "") : "";
  });
}

/** A stand-in value of the right shape for each secret variable (never a real one). */
function testSecret(key: string): string {
  if (key === "DATABASE_URL") return "postgres://zain:test-password@postgres:5432/zain";
  if (key === "REDIS_URL") return "redis://redis:6379";
  if (key === "API_KEYS") return "partner-test-key";
  if (key === "S3_ACCESS_KEY_ID") return "TESTACCESSKEY";
  return `test-${key.toLowerCase()}-`.padEnd(40, "x");
}

function configProblems(source: Record<string, string>): string[] {
  try {
    loadConfig(source);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe("Dockerfile", () => {
  const text = readFileSync("Dockerfile", "utf8");
  const lines = text.split("\n");
  const stageStarts = lines.flatMap((line, i) => (/^FROM\s/i.test(line) ? [i] : []));
  const finalStage = lines.slice(stageStarts.at(-1)).join("\n");

  it("passes dockerfile-utils' lint with every rule at error", () => {
    const everyRule = Object.fromEntries(
      [
        "deprecatedMaintainer",
        "directiveCasing",
        "emptyContinuationLine",
        "instructionCasing",
        "instructionCmdMultiple",
        "instructionEntrypointMultiple",
        "instructionHealthcheckMultiple",
        "instructionJSONInSingleQuotes",
        "instructionWorkdirRelative",
      ].map((rule) => [rule, ValidationSeverity.ERROR]),
    );
    const problems = validateDockerfile(text, everyRule).map((d) => `line ${d.range.start.line + 1}: ${d.message}`);
    expect(problems).toEqual([]);
  });

  it("builds on the slim image of the Node version the project pins, in separate stages", () => {
    const pinned = JSON.parse(readFileSync("package.json", "utf8")).devDependencies.node as string;
    expect(text).toMatch(new RegExp(`^ARG NODE_IMAGE=node:${pinned.replaceAll(".", "\\.")}-[a-z]+-slim$`, "m"));
    expect(stageStarts.length).toBeGreaterThanOrEqual(3);
    for (const i of stageStarts) expect(lines[i]).toMatch(/^FROM \$\{NODE_IMAGE\} AS [a-z-]+$/);
  });

  it("ships only production dependencies and runs the server as a numeric non-root user", () => {
    expect(text).toMatch(/npm ci --omit=dev --ignore-scripts/);
    expect(finalStage).not.toMatch(/^RUN npm/m);
    expect(finalStage).toMatch(/^COPY --from=runtime-deps \/app\/node_modules \.\/node_modules$/m);
    expect(finalStage).toMatch(/^USER 1000:1000$/m);
    expect(finalStage).toMatch(/^CMD \["node", "src\/server\/main\.ts"\]$/m);
    expect(finalStage).toMatch(/^ENV NODE_ENV=production/m);
  });

  it("copies into the image every folder the server reads at run time, and .dockerignore keeps them", () => {
    const ignored = readFileSync(".dockerignore", "utf8")
      .split("\n")
      .filter((l) => l && !l.startsWith("#"));
    for (const folder of ["src", "content", "public"]) {
      expect(finalStage).toMatch(new RegExp(`^COPY ${folder} \\./${folder}$`, "m"));
      expect(ignored).not.toContain(folder);
    }
    // The built web app, the migrations the server applies, the build id it reports.
    expect(finalStage).toMatch(/^COPY --from=build \/app\/build \.\/build$/m);
    // The demo seed's scratch cards (src/seed/demo-vouchers.server.ts), so that the image runs a demo too.
    expect(readFileSync("src/seed/demo-vouchers.server.ts", "utf8")).toContain('"docs/demo-vouchers.csv"');
    expect(finalStage).toMatch(/^COPY docs\/demo-vouchers\.csv \.\/docs\/demo-vouchers\.csv$/m);
    expect(ignored).toContain("!docs/demo-vouchers.csv");
    expect(existsSync("src/db/migrations/meta/_journal.json")).toBe(true);
    expect(ignored.some((pattern) => /migrations|\.sql/.test(pattern))).toBe(false);
    expect(readFileSync("src/server/main.ts", "utf8")).toContain('loadWebHandler("build/web/server/index.js")');
  });
});

describe("Kubernetes manifests", () => {
  it("are each valid against the Kubernetes schema of their kind", () => {
    expect(manifests.length).toBeGreaterThanOrEqual(8);
    for (const { file, doc } of manifests) {
      const kind = `${str(doc.apiVersion, `${file} apiVersion`)}/${str(doc.kind, `${file} kind`)}`;
      const validate = SCHEMAS[kind];
      expect(validate, `${file}: no schema for ${kind}`).toBeDefined();
      if (!validate) continue;
      const valid = validate(doc);
      expect(valid ? [] : Reflect.get(validate, "errors"), `${file} (${kind})`).toEqual([]);
    }
  });

  it("the schema check does catch a broken object", () => {
    const deployment = structuredClone(one("Deployment"));
    obj(deployment.spec, "spec").replicas = "two";
    expect(validateDeployment(deployment)).toBe(false);
    const job = structuredClone(one("Job"));
    delete obj(at(job, "spec"), "spec").template;
    expect(validateJob(job)).toBe(false);
  });

  it("has the objects a release needs", () => {
    for (const kind of ["Deployment", "Service", "ConfigMap", "Secret", "Job", "PodDisruptionBudget"]) {
      expect(ofKind(kind).length, kind).toBeGreaterThanOrEqual(1);
    }
    expect(ofKind("Ingress").length).toBeGreaterThanOrEqual(1);
    expect(ofKind("HorizontalPodAutoscaler").length).toBe(1);
  });

  it("probes every long-running container: liveness on /healthz, readiness on /readyz, on a port it declares", () => {
    for (const { doc } of ofKind("Deployment")) {
      for (const c of containers(doc)) {
        const ports = list(c.ports, "ports").map((p) => p.name);
        expect(at(c, "livenessProbe.httpGet.path")).toBe("/healthz");
        expect(at(c, "readinessProbe.httpGet.path")).toBe("/readyz");
        expect(at(c, "startupProbe.httpGet.path")).toBe("/healthz");
        for (const probe of ["livenessProbe", "readinessProbe", "startupProbe"]) {
          expect(ports).toContain(at(c, `${probe}.httpGet.port`));
        }
      }
    }
  });

  it("lets a stopping pod drain: the preStop sleep and the server's shutdown bound fit in its grace period", () => {
    // The server accepts the ConfigMap's value: "gives the server settings it accepts" below.
    const shutdownTimeoutMs = Number(obj(one("ConfigMap").data, "ConfigMap data").SHUTDOWN_TIMEOUT_MS);
    for (const { file, doc } of ofKind("Deployment")) {
      const grace = Number(at(podSpec(doc), "terminationGracePeriodSeconds"));
      for (const c of containers(doc)) {
        const preStop = Number(at(c, "lifecycle.preStop.sleep.seconds"));
        expect(preStop, file).toBeGreaterThan(0);
        expect(preStop + shutdownTimeoutMs / 1000, file).toBeLessThan(grace);
      }
    }
  });

  it("runs every pod as non-root with a read-only root file system, and mounts what the server writes", () => {
    for (const { file, doc } of [...ofKind("Deployment"), ...ofKind("Job")]) {
      const pod = podSpec(doc);
      expect(at(pod, "securityContext.runAsNonRoot"), file).toBe(true);
      expect(at(pod, "securityContext.runAsUser"), file).toBeGreaterThan(0);
      expect(pod.automountServiceAccountToken, file).toBe(false);
      const volumes = list(pod.volumes, `${file} volumes`).map((v) => v.name);
      for (const c of containers(doc)) {
        expect(at(c, "securityContext.readOnlyRootFilesystem"), file).toBe(true);
        expect(at(c, "securityContext.allowPrivilegeEscalation"), file).toBe(false);
        expect(at(c, "securityContext.capabilities.drop"), file).toEqual(["ALL"]);
        const mounts = list(c.volumeMounts, `${file} volumeMounts`);
        // DATA_DIR in the image (Dockerfile) and the system's temporary folder.
        expect(mounts.map((m) => m.mountPath).sort(), file).toEqual(["/app/.data", "/tmp"]);
        for (const m of mounts) expect(volumes, file).toContain(m.name);
      }
    }
  });

  it("sets requests and limits of CPU and memory on every container", () => {
    for (const { file, doc } of [...ofKind("Deployment"), ...ofKind("Job")]) {
      for (const c of containers(doc)) {
        for (const key of ["requests.cpu", "requests.memory", "limits.cpu", "limits.memory"]) {
          expect(typeof at(c, `resources.${key}`), `${file} ${key}`).toBe("string");
        }
      }
    }
  });

  it("migrates with the Deployment's own image, a pinned tag, never `latest`", () => {
    const images = ofKind("Deployment").flatMap(({ doc }) => containers(doc).map((c) => str(c.image, "image")));
    const job = one("Job");
    const [migrate] = containers(job);
    expect(images.length).toBeGreaterThanOrEqual(1);
    expect(new Set(images).size).toBe(1);
    expect(migrate?.image).toBe(images[0]);
    expect(migrate?.command).toEqual(["node", "src/server/cli.ts", "migrate"]);
    expect(at(podSpec(job), "restartPolicy")).toBe("Never");
    for (const image of [...images, str(migrate?.image, "job image")]) {
      expect(image).toMatch(/^[^:@]+(:[\w.-]+)(@sha256:[a-f0-9]{64})?$/);
      expect(image).not.toMatch(/:latest\b/);
    }
  });

  it("keeps the Job out of `kubectl apply -f deploy/kubernetes/` and the Secret template too", () => {
    const topLevel = readdirSync(KUBERNETES_DIR).filter((f) => /\.ya?ml$/.test(f));
    const topKinds = manifests.filter((m) => topLevel.includes(m.file.slice(KUBERNETES_DIR.length + 1)));
    expect(topKinds.map((m) => m.doc.kind)).not.toContain("Job");
    expect(topKinds.map((m) => m.doc.kind)).not.toContain("Secret");
  });

  it("holds no secret value: the Secret is an empty template, and nothing else names a secret", () => {
    const secret = one("Secret");
    const values = { ...obj(secret.stringData ?? {}, "stringData"), ...obj(secret.data ?? {}, "data") };
    expect(Object.keys(values).sort()).toEqual([...SECRET_VARIABLES].sort());
    for (const [key, value] of Object.entries(values)) expect(value, key).toBe("");
    const config = obj(one("ConfigMap").data, "ConfigMap data");
    for (const key of SECRET_VARIABLES) expect(Object.keys(config)).not.toContain(key);
    for (const { file, doc } of [...ofKind("Deployment"), ...ofKind("Job")]) {
      for (const c of containers(doc)) {
        // Variables come from the ConfigMap and the Secret, never written into the pod spec.
        expect(c.env, file).toBeUndefined();
        const refs = list(c.envFrom, `${file} envFrom`).map((e) => e.configMapRef ?? e.secretRef);
        expect(refs.map((r) => name({ metadata: r }))).toEqual([name(one("ConfigMap")), name(secret)]);
      }
    }
  });

  it("gives the server settings it accepts: only the operator's own values are missing", () => {
    const config = obj(one("ConfigMap").data, "ConfigMap data");
    const secrets = Object.fromEntries(SECRET_VARIABLES.map((key) => [key, testSecret(key)]));
    const env = Object.fromEntries(Object.entries(config).map(([k, v]) => [k, str(v, k)]));
    const problems = configProblems({ ...env, ...secrets });
    expect(problems.map((p) => p.split(":")[0]).sort()).toEqual([...OPERATOR_VALUES].sort());

    const filled = {
      ...env,
      ...secrets,
      S3_ENDPOINT: "https://objects.example.net",
      S3_BUCKET: "private-files",
      APP_STORE_URL: "https://apps.example.net/app",
      GOOGLE_PLAY_URL: "https://play.example.net/app",
      APPGALLERY_URL: "https://gallery.example.net/app",
    };
    expect(configProblems(filled)).toEqual([]);
    const loaded = loadConfig(filled);
    expect(loaded.server.role).toBe("all");
    expect(loaded.server.port).toBe(3000);
    expect(loaded.server.trustProxy).toBe(true);
    expect(loaded.server.shutdownTimeoutMs).toBe(Number(env.SHUTDOWN_TIMEOUT_MS));
    expect(loaded.demoMode).toBe(false);
    expect(loaded.seedOnStart).toBe(true);
    expect(loaded.database.kind).toBe("postgres");
    expect(loaded.files.storage.kind).toBe("s3");
    // Without the Secret's values the server refuses to start: an empty template never runs.
    const withoutSecrets = configProblems({ ...filled, SESSION_PEPPER: "" });
    expect(withoutSecrets.join("\n")).toContain("SESSION_PEPPER");
  });

  it("wires Service, Ingress, PodDisruptionBudget and autoscaler to the Deployment", () => {
    const deployment = one("Deployment");
    const podLabels = obj(at(deployment, "spec.template.metadata.labels"), "pod labels");
    const matches = (selector: Json) => Object.entries(selector).every(([k, v]) => podLabels[k] === v);
    const service = one("Service");
    expect(matches(obj(at(service, "spec.selector"), "service selector"))).toBe(true);
    expect(matches(obj(at(deployment, "spec.selector.matchLabels"), "deployment selector"))).toBe(true);
    expect(matches(obj(at(one("PodDisruptionBudget"), "spec.selector.matchLabels"), "pdb selector"))).toBe(true);
    const containerPorts = containers(deployment).flatMap((c) => list(c.ports, "ports").map((p) => p.name));
    const servicePorts = list(at(service, "spec.ports"), "service ports");
    for (const p of servicePorts) expect(containerPorts).toContain(p.targetPort);
    for (const { doc } of ofKind("Ingress")) {
      for (const rule of list(at(doc, "spec.rules"), "rules")) {
        for (const path of list(at(rule, "http.paths"), "paths")) {
          expect(at(path, "backend.service.name")).toBe(name(service));
          expect(servicePorts.map((p) => p.name)).toContain(at(path, "backend.service.port.name"));
        }
      }
    }
    const hpa = one("HorizontalPodAutoscaler");
    expect(at(hpa, "spec.scaleTargetRef.name")).toBe(name(deployment));
    expect(at(hpa, "spec.minReplicas")).toBeGreaterThanOrEqual(2);
    // The autoscaler owns the replica count: a `replicas` here would reset it at every apply.
    expect(obj(deployment.spec, "spec").replicas).toBeUndefined();
  });
});

describe("deploy/compose.yaml", () => {
  const vars = {
    POSTGRES_PASSWORD: "test-password",
    ...Object.fromEntries(SECRET_VARIABLES.map((key) => [key, testSecret(key)])),
    APP_STORE_URL: "https://apps.example.net/app",
    GOOGLE_PLAY_URL: "https://play.example.net/app",
    APPGALLERY_URL: "https://gallery.example.net/app",
  };
  const service = (key: string) => obj(composeServices[key], `service ${key}`);
  const apps = ["app1", "app2"];

  it("gives each instance longer to stop than the server's shutdown bound", () => {
    for (const key of apps) {
      const env = obj(service(key).environment, `${key} environment`);
      const boundMs = Number(env.SHUTDOWN_TIMEOUT_MS ?? 20_000);
      expect(String(service(key).stop_grace_period), key).toMatch(/^\d+s$/);
      expect(Number.parseInt(String(service(key).stop_grace_period), 10) * 1000, key).toBeGreaterThan(boundMs);
    }
  });

  it("pins every image's tag, never `latest`", () => {
    for (const [key, value] of Object.entries(composeServices)) {
      const image = interpolate(str(obj(value, key).image, `${key} image`), vars);
      expect(image, key).toMatch(/^[^:]+:[^:]+$/);
      expect(image, key).not.toMatch(/:latest$/);
    }
  });

  it("migrates once, to completion, before the app instances start, and the balancer waits for them", () => {
    const migrate = service("migrate");
    expect(migrate.command).toEqual(["node", "src/server/cli.ts", "migrate"]);
    expect(migrate.restart).toBe("no");
    expect(at(migrate, "depends_on.postgres.condition")).toBe("service_healthy");
    for (const app of apps) {
      expect(service(app).image).toBe(migrate.image);
      expect(at(service(app), "depends_on.migrate.condition")).toBe("service_completed_successfully");
      expect(at(service(app), "healthcheck.test")).toContain(
        "fetch('http://127.0.0.1:3000/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))",
      );
      expect(at(service("nginx"), `depends_on.${app}.condition`)).toBe("service_healthy");
    }
  });

  it("sends traffic to both instances through the nginx configuration it mounts", () => {
    const nginx = readFileSync("deploy/nginx.conf", "utf8");
    expect(service("nginx").volumes).toContain("./nginx.conf:/etc/nginx/conf.d/default.conf:ro");
    for (const upstream of nginx.matchAll(/upstream \w+ \{([^}]*)\}/g)) {
      const servers = [...(upstream[1] ?? "").matchAll(/^\s*server (\S+?)[\s;]/gm)].map((m) => m[1]);
      expect(servers).toEqual(apps.map((app) => `${app}:3000`));
    }
    expect(nginx).toMatch(/location \/api\/v1\/uploads \{\s*proxy_pass http:\/\/zain_uploads;/);
  });

  it("takes every secret from deploy/.env, and stops when one is missing", () => {
    const environment = obj(service("app1").environment, "app1 environment");
    // Redis is reached inside the compose network only, without a password.
    expect(environment.REDIS_URL).toBe("redis://redis:6379");
    for (const key of SECRET_VARIABLES.filter((k) => k in environment && k !== "REDIS_URL")) {
      expect(str(environment[key], key)).toMatch(/\$\{/);
    }
    const env = Object.fromEntries(Object.entries(environment).map(([k, v]) => [k, interpolate(str(v, k), vars)]));
    expect(configProblems(env)).toEqual([]);
    const loaded = loadConfig(env);
    expect(loaded.server.role).toBe("all");
    expect(loaded.database.kind).toBe("postgres");
    expect(loaded.redisUrl).toBe("redis://redis:6379");
    expect(() => interpolate(str(environment.SESSION_PEPPER, "SESSION_PEPPER"), {})).toThrow(/SESSION_PEPPER/);
  });
});
