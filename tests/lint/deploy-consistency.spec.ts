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
  readonly env: Readonly<Record<string, EnvValue>>;
}

interface ComposeFile {
  readonly services: Record<string, { readonly command?: string[]; readonly environment?: Record<string, string> }>;
}

/** The compose services built from this repository (PostgreSQL and Kafka are not ours to compare). */
function composeServices(): Map<string, AppService> {
  const compose = parse(readFileSync(join(repoRoot, 'docker-compose.yml'), 'utf8'), { merge: true }) as ComposeFile;
  return new Map(
    Object.entries(compose.services)
      .filter(([, service]) => service.command?.some((arg) => arg.startsWith('dist/services/')))
      .map(([name, service]) => [name, { command: service.command ?? [], env: service.environment ?? {} }]),
  );
}

interface K8sEnvVar {
  readonly name: string;
  readonly value?: string;
  readonly valueFrom?: { readonly secretKeyRef?: { readonly name: string; readonly key: string } };
}

interface K8sContainer {
  readonly command: string[];
  readonly envFrom?: ReadonlyArray<{ readonly configMapRef?: { readonly name: string } }>;
  readonly env?: readonly K8sEnvVar[];
}

interface K8sObject {
  readonly kind: string;
  readonly metadata: { readonly name: string };
  readonly data?: Record<string, string>;
  readonly spec?: { readonly template: { readonly spec: { readonly containers: readonly K8sContainer[] } } };
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
        return [deployment.metadata.name, { command: container.command, env: Object.assign({}, ...fromConfigMaps, Object.fromEntries(own)) }];
      }),
  );
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

  // Media needs an S3-compatible object store, so neither deployment runs it (docs/running.md).
  const proxiedUpstreams = Object.entries(UPSTREAM_URL_VARIABLES).filter(([upstream]) => upstream !== 'media');

  it.each(proxiedUpstreams)('gives both gateways the %s service URL (%s)', (_upstream, variable) => {
    expect(Object.keys(compose.get('gateway')?.env ?? {})).toContain(variable);
    expect(Object.keys(k8s.get('gateway')?.env ?? {})).toContain(variable);
  });
});
