import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfigFromEnv } from '../plugins/env.ts';

// The issue asks that `docker compose config` accepts docker-compose.yml. Two checks:
// - Compose itself, where one is installed (`docker compose` v2, or Debian's `docker-compose`,
//   which .ci/run installs): `config` must accept the file and print what we read from it.
// - Always, what compose-go does before it prints anything: interpolate the variables, then
//   validate the merged file against the Compose Specification JSON schema, vendored verbatim in
//   deploy/compose-spec.schema.json (source and commit in deploy/compose-spec.SOURCE).
// On top of both, it checks what the deployment relies on.

const root = path.resolve(import.meta.dirname, '../../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

type Env = Record<string, string | undefined>;
type Service = {
  image?: string;
  command?: string[];
  build?: unknown;
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition?: string }>;
  volumes?: string[];
};
type ComposeFile = { services: Record<string, Service> };

/**
 * Compose's variable substitution (compose-go template.Substitute): `$$` is a literal `$`;
 * `$VAR`, `${VAR}`; `${VAR:-default}` (unset or empty) and `${VAR-default}` (unset);
 * `${VAR:?error}` and `${VAR?error}` fail; `${VAR:+alt}` and `${VAR+alt}`. Defaults, errors and
 * alternatives may hold further `${...}`, substituted only when used.
 */
function interpolate(text: string, env: Env): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const dollar = text.indexOf('$', i);
    if (dollar < 0) return out + text.slice(i);
    out += text.slice(i, dollar);
    const next = text[dollar + 1];
    if (next === '$') {
      out += '$';
      i = dollar + 2;
    } else if (next === '{') {
      const end = closingBrace(text, dollar + 2);
      out += substitute(text.slice(dollar + 2, end), env);
      i = end + 1;
    } else {
      const name = /^[A-Za-z_][A-Za-z0-9_]*/.exec(text.slice(dollar + 1))?.[0];
      if (!name) throw new Error(`Invalid template: "${text}"`);
      out += env[name] ?? '';
      i = dollar + 1 + name.length;
    }
  }
  return out;
}

function closingBrace(text: string, from: number): number {
  let depth = 1;
  for (let i = from; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  throw new Error(`Invalid template: "${text}"`);
}

function substitute(expression: string, env: Env): string {
  const match = /^([A-Za-z_][A-Za-z0-9_]*)(?:(:?)([-?+])([\s\S]*))?$/.exec(expression);
  if (!match) throw new Error(`Invalid template: "\${${expression}}"`);
  const [, name = '', colon, operator, rest = ''] = match;
  const value = env[name];
  // With the colon an empty value counts as missing, without it only an unset one.
  const present = colon ? value !== undefined && value !== '' : value !== undefined;
  if (operator === '-') return present ? (value ?? '') : interpolate(rest, env);
  if (operator === '+') return present ? interpolate(rest, env) : '';
  if (operator === '?' && !present) {
    const reason = interpolate(rest, env);
    throw new Error(`required variable ${name} is missing a value${reason ? `: ${reason}` : ''}`);
  }
  return value ?? '';
}

/** Substitutes in every string value, not in keys: what compose-go's interpolation walks. */
function interpolateValues(node: unknown, env: Env): unknown {
  if (typeof node === 'string') return interpolate(node, env);
  if (Array.isArray(node)) return node.map((item) => interpolateValues(item, env));
  if (node && typeof node === 'object') {
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) => [key, interpolateValues(value, env)]),
    );
  }
  return node;
}

/** docker-compose.yml as `docker compose --env-file <envFile> config` sees it, before its checks. */
function loadCompose(env: Env): ComposeFile {
  // `<<` merge keys are YAML 1.1; compose's YAML decoder resolves them, so ask `yaml` to as well.
  const raw: unknown = parse(read('docker-compose.yml'), { merge: true });
  return interpolateValues(raw, env) as ComposeFile;
}

const exampleEnv: Env = parseEnv(read('deploy/.env.example'));

// Draft 2020-12, as the schema declares. Strict mode stays on, so a keyword or format this Ajv
// does not know fails the compile instead of being silently skipped. Only strictTypes is off: it
// is Ajv's lint for schema authors (an explicit "type" beside "additionalProperties", no union
// types), which the spec's schema does not follow; it changes nothing about what validates.
// "duration" is the one format compose registers (Go's time.ParseDuration: "1m30s", "1.5h", "0");
// the current schema does not use it, but a newer one may.
const ajv = new Ajv2020({ strict: true, strictTypes: false, allErrors: true });
ajv.addFormat('duration', /^(?:0|[-+]?(?:(?:\d+(?:\.\d*)?|\.\d+)(?:ns|us|µs|ms|s|m|h))+)$/);
const validateCompose = ajv.compile(JSON.parse(read('deploy/compose-spec.schema.json')));

function schemaErrors(config: unknown): string[] {
  if (validateCompose(config)) return [];
  return (validateCompose.errors ?? []).map(
    (e: ErrorObject) => `${e.instancePath || '/'} ${e.message ?? e.keyword}`,
  );
}

describe('compose interpolation', () => {
  const env: Env = { SET: 'value', EMPTY: '' };

  it('substitutes the forms compose supports', () => {
    expect(interpolate('$SET ${SET} $$SET', env)).toBe('value value $SET');
    expect(interpolate('${EMPTY:-d}|${EMPTY-d}|${UNSET-d}|${UNSET:-d}', env)).toBe('d||d|d');
    expect(interpolate('${SET:+alt}|${EMPTY:+alt}|${EMPTY+alt}|${UNSET+alt}', env)).toBe(
      'alt||alt|',
    );
    expect(interpolate('${UNSET:-${SET}-x}', env)).toBe('value-x');
    expect(interpolate('${SET:?not used}${EMPTY?only unset fails}', env)).toBe('value');
  });

  it('fails on a required variable with its message, and on a broken template', () => {
    expect(() => interpolate('${UNSET:?set UNSET}', env)).toThrow(
      'required variable UNSET is missing a value: set UNSET',
    );
    expect(() => interpolate('${EMPTY:?}', env)).toThrow('required variable EMPTY is missing');
    expect(() => interpolate('${UNSET', env)).toThrow('Invalid template');
    expect(() => interpolate('${1BAD}', env)).toThrow('Invalid template');
  });
});

describe('docker-compose.yml', () => {
  const compose = loadCompose(exampleEnv);
  const services = compose.services;

  it('is valid against the Compose Specification schema with deploy/.env.example', () => {
    expect(schemaErrors(compose)).toEqual([]);
  });

  it('needs only variables that deploy/.env.example sets', () => {
    const text = read('docker-compose.yml');
    const required = [...text.matchAll(/(?<!\$)\$\{([A-Za-z_][A-Za-z0-9_]*):?\?/g)].map(
      ([, name]) => name ?? '',
    );
    expect(new Set(required)).toEqual(
      new Set([
        'POSTGRES_PASSWORD',
        'METRICS_TOKEN',
        'TURN_USERNAME',
        'TURN_PASSWORD',
        'TURN_EXTERNAL_IP',
      ]),
    );
    for (const name of required) expect(exampleEnv[name], name).toBeTruthy();
    // Without them, compose stops and names the variable.
    expect(() => loadCompose({ ...exampleEnv, POSTGRES_PASSWORD: undefined })).toThrow(
      'required variable POSTGRES_PASSWORD is missing a value: set POSTGRES_PASSWORD',
    );
  });

  it('runs two app instances of one image beside postgres, redis, coturn and nginx', () => {
    const built = Object.keys(services).filter((name) => services[name]?.build !== undefined);
    expect(built).toEqual(['app1', 'app2']);
    expect(services.app2?.image).toBe(services.app1?.image);
    expect(services.app2?.build).toEqual(services.app1?.build);
    expect(services.app1?.image).toBeTruthy();

    const image = (name: string) => services[name]?.image ?? '';
    expect(image('postgres')).toMatch(/^postgres:/);
    expect(image('redis')).toMatch(/^redis:/);
    expect(image('coturn')).toMatch(/^coturn\/coturn:/);
    // nginx is the `proxy` service (README "Deployment").
    expect(image('proxy')).toMatch(/^nginx:/);
  });

  it('gives each app instance DATABASE_URL and REDIS_URL pointing at those services', () => {
    const postgres = services.postgres?.environment ?? {};
    for (const name of ['app1', 'app2']) {
      const env = services[name]?.environment ?? {};
      const database = new URL(env.DATABASE_URL ?? '');
      expect(database.protocol, name).toBe('postgres:');
      expect(database.hostname, name).toBe('postgres');
      expect(database.username, name).toBe(postgres.POSTGRES_USER);
      expect(database.password, name).toBe(postgres.POSTGRES_PASSWORD);
      expect(database.pathname, name).toBe(`/${postgres.POSTGRES_DB}`);
      expect(postgres.POSTGRES_PASSWORD).toBe(exampleEnv.POSTGRES_PASSWORD);

      const redis = new URL(env.REDIS_URL ?? '');
      expect(redis.protocol, name).toBe('redis:');
      expect(redis.hostname, name).toBe('redis');
    }
  });

  it('gives each app instance an environment the server accepts', () => {
    for (const name of ['app1', 'app2']) {
      const { config, port } = loadConfigFromEnv({ ...services[name]?.environment });
      expect(config.database.kind, name).toBe('postgres');
      expect(config.redisUrl, name).toBe('redis://redis:6379');
      expect(config.trustProxy, name).toBe(1);
      expect(config.metricsToken, name).toBe(exampleEnv.METRICS_TOKEN);
      // Browsers get coturn with the credentials coturn itself is started with.
      expect(config.iceServers, name).toEqual([
        {
          urls: exampleEnv.ICE_URLS?.split(','),
          username: exampleEnv.TURN_USERNAME,
          credential: exampleEnv.TURN_PASSWORD,
        },
      ]);
      expect(services.coturn?.command).toContain(
        `--user=${exampleEnv.TURN_USERNAME}:${exampleEnv.TURN_PASSWORD}`,
      );
      expect(port, name).toBe(3000);
    }
  });

  it('starts nginx after both app instances are healthy, and proxies to exactly those', () => {
    expect(services.proxy?.depends_on).toEqual({
      app1: { condition: 'service_healthy' },
      app2: { condition: 'service_healthy' },
    });
    const port = services.app1?.environment?.PORT;
    const upstreams = [...read('deploy/nginx/nginx.conf').matchAll(/^\s*server\s+([\w.-]+:\d+)/gm)];
    expect(new Set(upstreams.map(([, server]) => server))).toEqual(
      new Set([`app1:${port}`, `app2:${port}`]),
    );
  });

  it("passes the client's address and the request id from every proxied location", () => {
    // nginx drops the server block's proxy_set_header lines in a location that sets its own, so
    // each location includes the shared header file, which the proxy service mounts.
    const conf = read('deploy/nginx/nginx.conf');
    const proxied = conf
      .split(/\n\s*location\s/)
      .slice(1)
      .filter((l) => l.includes('proxy_pass'));
    expect(proxied).toHaveLength(3);
    for (const l of proxied) expect(l).toContain('include /etc/nginx/proxy-headers.conf;');
    expect(services.proxy?.volumes).toContain(
      './deploy/nginx/proxy-headers.conf:/etc/nginx/proxy-headers.conf:ro',
    );
    const headers = read('deploy/nginx/proxy-headers.conf');
    for (const h of ['Host', 'X-Forwarded-For', 'X-Forwarded-Proto', 'X-Request-Id'])
      expect(headers).toMatch(new RegExp(`^proxy_set_header ${h} `, 'm'));
  });
});

describe('the schema check', () => {
  // It would pass everything if the schema failed to load or Ajv skipped its keywords: these
  // must fail, as `docker compose config` fails on them.
  const valid = () => loadCompose(exampleEnv) as unknown as Record<string, unknown>;

  it('rejects an unknown top-level key', () => {
    expect(schemaErrors({ ...valid(), servcies: {} })).toContainEqual(
      expect.stringMatching(/^\/ must NOT have additional properties/),
    );
  });

  it('rejects ports that are not a list', () => {
    const config = valid() as unknown as ComposeFile;
    (config.services.proxy as Record<string, unknown>).ports = 'not-a-list';
    expect(schemaErrors(config)).toContain('/services/proxy/ports must be array');
  });

  it('rejects an unknown service key and a wrong depends_on condition', () => {
    const config = valid() as unknown as ComposeFile;
    (config.services.redis as Record<string, unknown>).imagee = 'redis:7';
    config.services.proxy!.depends_on = { app1: { condition: 'healthy' } };
    const errors = schemaErrors(config);
    expect(errors).toContainEqual(
      expect.stringMatching(/^\/services\/redis must NOT have additional/),
    );
    expect(errors).toContainEqual(
      expect.stringMatching(
        /^\/services\/proxy\/depends_on\/app1\/condition must be equal to one of/,
      ),
    );
  });
});

/** `docker compose` (v2) or `docker-compose`, whichever runs here; undefined when neither. */
function findCompose(): string[] | undefined {
  for (const command of [['docker', 'compose'], ['docker-compose']]) {
    const [bin = '', ...args] = command;
    const probe = spawnSync(bin, [...args, 'version'], { encoding: 'utf8' });
    if (probe.status === 0) return command;
  }
  return undefined;
}

const composeCommand = findCompose();

function runCompose(args: string[], input?: string) {
  const [bin = '', ...pre] = composeCommand ?? [];
  // Only PATH from this process: the file's variables come from the env file alone.
  return spawnSync(bin, [...pre, ...args], {
    cwd: root,
    input,
    encoding: 'utf8',
    env: { PATH: process.env.PATH },
  });
}

describe.skipIf(!composeCommand)(`${(composeCommand ?? ['compose']).join(' ')} config`, () => {
  it('accepts docker-compose.yml with deploy/.env.example and prints what this file reads', () => {
    const result = runCompose([
      '--env-file',
      'deploy/.env.example',
      '-f',
      'docker-compose.yml',
      'config',
    ]);
    expect(result.stderr).not.toMatch(/invalid|error/i);
    expect(result.status).toBe(0);
    const printed = parse(result.stdout) as ComposeFile;
    const ours = loadCompose(exampleEnv).services;
    expect(Object.keys(printed.services).sort()).toEqual(Object.keys(ours).sort());
    for (const [name, service] of Object.entries(printed.services)) {
      expect(service.image, name).toBe(ours[name]?.image);
      expect(service.command, name).toEqual(ours[name]?.command);
      // Compose prints every value as a string; our interpolation keeps YAML's numbers.
      const env = Object.fromEntries(
        Object.entries(ours[name]?.environment ?? {}).map(([k, v]) => [k, String(v)]),
      );
      expect(service.environment ?? {}, name).toEqual(env);
    }
  });

  it('refuses it without a required variable, naming it', () => {
    const result = runCompose(['-f', 'docker-compose.yml', 'config', '-q']);
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(/set POSTGRES_PASSWORD|set METRICS_TOKEN|set TURN_/);
  });

  it('refuses a misspelt key and a wrong type, as the schema check does', () => {
    const typo = runCompose(['-f', '-', 'config', '-q'], 'services:\n  a:\n    imagee: x\n');
    expect(typo.status).not.toBe(0);
    expect(typo.stderr).toContain('imagee');
    const ports = runCompose(
      ['-f', '-', 'config', '-q'],
      'services:\n  a:\n    image: x\n    ports: nope\n',
    );
    expect(ports.status).not.toBe(0);
    expect(ports.stderr).toContain('ports');
  });
});
