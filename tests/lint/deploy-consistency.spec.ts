import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import { UPSTREAM_URL_VARIABLES } from '../../services/gateway/src/proxy/routes';

/**
 * The two distributed deployments run the same thing: docker-compose.yml (the reference, proved by
 * `docker compose config`) and deploy/k8s (what `kubectl apply -k deploy/k8s` applies). A service
 * compose runs but k8s lacks, or a service URL one sets and the other does not, is a cluster whose
 * gateway answers 404 for a whole area or whose service refuses to start.
 */
const repoRoot = join(__dirname, '..', '..');
const k8sDir = join(repoRoot, 'deploy', 'k8s');

/** A container's variable: a literal value, or a key of a Secret (resolved only in the cluster). */
type EnvValue = string | { readonly secret: string; readonly key: string };

interface AppService {
  readonly command: readonly string[];
  /** How many processes run it (compose: one). */
  readonly replicas: number;
  readonly env: Readonly<Record<string, EnvValue>>;
  /** Where a volume is mounted in the container (image files kept across restarts). */
  readonly mountPaths: readonly string[];
}

interface ComposeFile {
  readonly services: Record<string, { readonly command?: string[]; readonly environment?: Record<string, string>; readonly volumes?: string[] }>;
}

/** The compose services built from this repository (PostgreSQL and Kafka are not ours to compare). */
function composeServices(): Map<string, AppService> {
  const compose = parse(readFileSync(join(repoRoot, 'docker-compose.yml'), 'utf8'), { merge: true }) as ComposeFile;
  return new Map(
    Object.entries(compose.services)
      .filter(([, service]) => service.command?.some((arg) => arg.startsWith('dist/services/')))
      .map(([name, service]) => [
        name,
        { command: service.command ?? [], replicas: 1, env: service.environment ?? {}, mountPaths: (service.volumes ?? []).map((volume) => volume.split(':')[1] ?? '') },
      ]),
  );
}

interface K8sEnvVar {
  readonly name: string;
  readonly value?: string;
  readonly valueFrom?: { readonly secretKeyRef?: { readonly name: string; readonly key: string } };
}

interface K8sContainer {
  readonly command: string[];
  readonly volumeMounts?: ReadonlyArray<{ readonly mountPath: string }>;
  readonly envFrom?: ReadonlyArray<{ readonly configMapRef?: { readonly name: string } }>;
  readonly env?: readonly K8sEnvVar[];
}

interface K8sObject {
  readonly kind: string;
  readonly metadata: { readonly name: string };
  readonly data?: Record<string, string>;
  readonly spec?: { readonly replicas?: number; readonly template: { readonly spec: { readonly containers: readonly K8sContainer[] } } };
}

/** The Deployments of the resources kustomization.yaml lists, each with the env its container gets (ConfigMaps applied). */
function k8sDeployments(): Map<string, AppService> {
  const { resources } = parse(readFileSync(join(k8sDir, 'kustomization.yaml'), 'utf8')) as { resources: string[] };
  const objects = resources.flatMap((file) =>
    parseAllDocuments(readFileSync(join(k8sDir, file), 'utf8')).map((document) => document.toJS() as K8sObject),
  );
  const configMaps = new Map(objects.filter((o) => o.kind === 'ConfigMap').map((o) => [o.metadata.name, o.data ?? {}]));
  return new Map(
    objects
      .filter((o) => o.kind === 'Deployment')
      .map((deployment) => {
        const [container] = deployment.spec?.template.spec.containers ?? [];
        if (!container) throw new Error(`Deployment ${deployment.metadata.name} has no container`);
        const fromConfigMaps = (container.envFrom ?? []).map(({ configMapRef }) => {
          const data = configMapRef && configMaps.get(configMapRef.name);
          if (!data) throw new Error(`Deployment ${deployment.metadata.name} reads a ConfigMap the kustomization lacks`);
          return data;
        });
        const own = (container.env ?? []).map(({ name, value, valueFrom }): [string, EnvValue] => {
          const secretRef = valueFrom?.secretKeyRef;
          return [name, secretRef ? { secret: secretRef.name, key: secretRef.key } : (value ?? '')];
        });
        // Later wins, as in Kubernetes: `env` overrides `envFrom`.
        const env = Object.assign({}, ...fromConfigMaps, Object.fromEntries(own)) as Record<string, EnvValue>;
        return [deployment.metadata.name, { command: container.command, replicas: deployment.spec?.replicas ?? 1, env, mountPaths: (container.volumeMounts ?? []).map(({ mountPath }) => mountPath) }];
      }),
  );
}

/**
 * PostgreSQL's default max_connections (100) less the 3 it keeps for superusers: what the services'
 * pools may hold together when their databases share one server, as compose's do.
 */
const SHARED_SERVER_CONNECTIONS = 97;
/** libs/platform/runtime/src/config.ts: DATABASE_POOL_SIZE unset. */
const DEFAULT_POOL_SIZE = 20;

function connectionsAtMost(services: ReadonlyMap<string, AppService>): number {
  return [...services.values()]
    .filter((service) => 'DATABASE_URL' in service.env)
    .reduce((sum, service) => sum + service.replicas * Number(service.env['DATABASE_POOL_SIZE'] ?? DEFAULT_POOL_SIZE), 0);
}

function serviceUrls(env: Readonly<Record<string, EnvValue>>): Record<string, EnvValue> {
  return Object.fromEntries(Object.entries(env).filter(([name]) => name.endsWith('_SERVICE_URL')));
}

const compose = composeServices();
const k8s = k8sDeployments();

describe('docker-compose.yml and deploy/k8s run the same services', () => {
  it('has a k8s Deployment for every service compose runs, and none besides', () => {
    expect([...k8s.keys()].sort()).toEqual([...compose.keys()].sort());
  });

  describe.each([...compose.keys()])('%s', (name) => {
    const composeService = compose.get(name)!;

    it('starts the same entry point', () => {
      expect(k8s.get(name)?.command).toEqual(composeService.command);
    });

    it('is given the same service URLs', () => {
      expect(serviceUrls(k8s.get(name)?.env ?? {})).toEqual(serviceUrls(composeService.env));
    });

    it('takes DATABASE_URL from its own key of the mercato-database Secret where compose gives it a database', () => {
      const expected = 'DATABASE_URL' in composeService.env ? { secret: 'mercato-database', key: name } : undefined;
      expect(k8s.get(name)?.env['DATABASE_URL']).toEqual(expected);
    });
  });

  it.each([
    ['docker-compose.yml', compose],
    ['deploy/k8s', k8s],
  ])("keeps %s's connection pools within one PostgreSQL's default connections, so that no service is refused one under load", (_deployment, services) => {
    expect(connectionsAtMost(services)).toBeGreaterThan(0);
    expect(connectionsAtMost(services)).toBeLessThanOrEqual(SHARED_SERVER_CONNECTIONS);
  });

  it('keeps the media service on the same store in both, its files on a volume when on the filesystem', () => {
    const storage = (service: AppService | undefined) => ({ MEDIA_STORAGE: service?.env['MEDIA_STORAGE'], MEDIA_DIR: service?.env['MEDIA_DIR'] });
    expect(storage(k8s.get('media'))).toEqual(storage(compose.get('media')));
    for (const service of [compose.get('media'), k8s.get('media')]) {
      // The default store is the container's own folder: the images would be gone with the container.
      if ((service?.env['MEDIA_STORAGE'] ?? 'filesystem') === 'filesystem') expect(service?.mountPaths).toContain(service?.env['MEDIA_DIR']);
    }
  });

  it.each(Object.entries(UPSTREAM_URL_VARIABLES))('gives both gateways the %s service URL (%s)', (_upstream, variable) => {
    expect(Object.keys(compose.get('gateway')?.env ?? {})).toContain(variable);
    expect(Object.keys(k8s.get('gateway')?.env ?? {})).toContain(variable);
  });
});
