import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import ignore from '@balena/dockerignore';
import {
  DockerfileParser,
  type Cmd,
  type Copy,
  type Env,
  type From,
  type Instruction,
} from 'dockerfile-ast';

/**
 * Builds the Dockerfile's image without Docker (no daemon or registry here) and runs it.
 *
 * Each stage is a folder that stands for the image's root. RUN and CMD run in it through
 * `unshare -m` and `chroot`, in a private mount namespace, with this machine's /usr and /etc
 * bound in as the base image. The base (node:20-bookworm-slim) is Debian 12 with Node 20, and so
 * is this machine, so npm, the build and the server run on the same system they would in the
 * image. They see only what the COPY lines put there (filtered by .dockerignore, with Docker's
 * own matching), as root during the build and as the image's USER (`node`, uid 1000) at run time.
 *
 * What it cannot show: anything the base image lacks that this machine has (this machine has
 * more tools), and the registry pull itself. Needs root (mount namespaces, chroot).
 */

export interface BuiltImage {
  /** The final stage's root folder; `/app` in the image is `<root>/app`. */
  root: string;
  workdir: string;
  env: Record<string, string>;
  user: string | null;
  cmd: string[];
  healthcheck: string[] | null;
  exposed: string[];
}

interface Stage extends BuiltImage {
  name: string;
}

/** The image's `node` user (uid and gid 1000 in the official Node images). */
const NODE_UID = 1000;
const BASE_PATH = '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin';

export function canBuildRootless(): boolean {
  if (process.getuid?.() !== 0) return false;
  return spawnSync('unshare', ['-m', 'true']).status === 0;
}

/**
 * A shell script (for `sh -c`, the stage root as $1) that makes the stage root a small system:
 * this machine's /usr (with Debian's merged-usr links), /etc with a `node` user added, /dev,
 * /proc, a fresh /tmp, and npm's cache as root's. The mounts live and die with the namespace.
 */
function mountScript(): string {
  return [
    'set -e',
    'R="$1"; shift',
    'mkdir -p "$R/usr" "$R/etc" "$R/dev" "$R/proc" "$R/tmp" "$R/root/.npm" "$R/home/node"',
    'for l in bin lib lib64 sbin; do [ -L "$R/$l" ] || ln -s "usr/$l" "$R/$l"; done',
    'mount --rbind /usr "$R/usr"',
    'mount --rbind /etc "$R/etc"',
    'mount --rbind /dev "$R/dev"',
    'mount -t proc proc "$R/proc"',
    'mount -t tmpfs tmpfs "$R/tmp"',
    'chown 1000:1000 "$R/home/node"',
    'mount --bind "$NK_PASSWD" "$R/etc/passwd"',
    'mount --bind "$NK_GROUP" "$R/etc/group"',
    'mount --bind "$NK_NPM_CACHE" "$R/root/.npm"',
  ].join('\n');
}

/** /etc/passwd and /etc/group as this machine has them, plus the image's `node` user. */
function identityFiles(dir: string): Record<string, string> {
  const passwd = path.join(dir, 'passwd');
  const group = path.join(dir, 'group');
  const hostPasswd = readFileSync('/etc/passwd', 'utf8');
  const hostGroup = readFileSync('/etc/group', 'utf8');
  writeFileSync(
    passwd,
    /^node:/m.test(hostPasswd)
      ? hostPasswd
      : `${hostPasswd.trimEnd()}\nnode:x:${NODE_UID}:${NODE_UID}::/home/node:/bin/sh\n`,
  );
  writeFileSync(
    group,
    /^node:/m.test(hostGroup) ? hostGroup : `${hostGroup.trimEnd()}\nnode:x:${NODE_UID}:\n`,
  );
  const cache = path.join(homedir(), '.npm');
  mkdirSync(cache, { recursive: true });
  return { NK_PASSWD: passwd, NK_GROUP: group, NK_NPM_CACHE: cache };
}

interface RunOptions {
  stage: BuiltImage;
  script: string;
  identity: Record<string, string>;
  env?: Record<string, string>;
  asUser?: boolean;
  exec?: boolean;
}

/** Arguments for `unshare` that run `script` with sh inside the stage, at its WORKDIR. */
function chrootArgs({
  stage,
  script,
  identity,
  env = {},
  asUser = false,
  exec = false,
}: RunOptions) {
  const user = asUser && stage.user ? ['--userspec', `${NODE_UID}:${NODE_UID}`] : [];
  const home = user.length ? '/home/node' : '/root';
  const vars = { PATH: BASE_PATH, HOME: home, ...stage.env, ...env };
  // A RUN line is a shell script (`a && b`); a command (CMD, the health check) is exec'd, so
  // that signals reach it as they reach PID 1 in a container.
  const inner = `cd ${JSON.stringify(stage.workdir)} || exit 1\n${exec ? 'exec ' : ''}${script}`;
  return {
    args: [
      '-m',
      'sh',
      '-c',
      `${mountScript()}\nexec chroot "$@"`,
      'image',
      stage.root,
      ...user,
      stage.root,
      '/usr/bin/env',
      '-i',
      ...Object.entries(vars).map(([k, v]) => `${k}=${v}`),
      '/bin/sh',
      '-c',
      inner,
    ],
    env: { PATH: process.env.PATH ?? BASE_PATH, ...identity },
  };
}

function runInStage(options: RunOptions): void {
  const { args, env } = chrootArgs(options);
  const result = spawnSync('unshare', args, { env, encoding: 'utf8', maxBuffer: 64 << 20 });
  if (result.status !== 0) {
    throw new Error(
      `RUN ${options.script} failed (${result.status}):\n${result.stdout.slice(-4000)}\n${result.stderr.slice(-4000)}`,
    );
  }
}

/** Starts a command in the image as its USER (the CMD, or the health check); stdio is piped. */
export function startInImage(
  image: BuiltImage,
  identityDir: string,
  command: string[],
  env: Record<string, string> = {},
): ChildProcess {
  const script = command.map((a) => `'${a.replaceAll("'", "'\\''")}'`).join(' ');
  const { args, env: outer } = chrootArgs({
    stage: image,
    script,
    identity: identityFiles(identityDir),
    env,
    asUser: true,
    exec: true,
  });
  return spawn('unshare', args, { env: outer, stdio: ['ignore', 'pipe', 'pipe'] });
}

/** COPY from the build context, as Docker does: .dockerignore applies, directories by content. */
function copyFromContext(
  context: string,
  sources: string[],
  dest: string,
  ignored: (rel: string) => boolean,
) {
  for (const source of sources) {
    const from = path.join(context, source);
    const isDir = statSync(from).isDirectory();
    const to = isDir || !dest.endsWith('/') ? dest : path.join(dest, path.basename(source));
    cpSync(from, to, {
      recursive: true,
      verbatimSymlinks: true,
      filter: (src) => {
        const rel = path.relative(context, src);
        return rel === '' || !ignored(rel);
      },
    });
  }
}

/** `--chown=node:node` as uid:gid: the image's one named user is the only owner it knows. */
function ownerIds(owner: string): string {
  if (owner !== 'node:node' && owner !== 'node' && owner !== `${NODE_UID}:${NODE_UID}`)
    throw new Error(`--chown=${owner}: only the image's node user is supported`);
  return `${NODE_UID}:${NODE_UID}`;
}

/** COPY --from=stage: the other stage's files, links kept (cp -a), then --chown. */
function copyFromStage(from: Stage, sources: string[], dest: string, chown: string | null) {
  for (const source of sources) {
    const src = path.join(from.root, source);
    if (!existsSync(src)) throw new Error(`COPY --from=${from.name}: ${source} does not exist`);
    const into = dest.endsWith('/') ? path.join(dest, path.basename(source)) : dest;
    mkdirSync(path.dirname(into), { recursive: true });
    const cp = spawnSync('cp', ['-a', '-T', src, into]);
    if (cp.status !== 0) throw new Error(`COPY --from=${from.name} ${source}: ${cp.stderr}`);
    if (chown) spawnSync('chown', ['-R', ownerIds(chown), into]);
  }
}

function dockerignore(context: string): (rel: string) => boolean {
  const file = path.join(context, '.dockerignore');
  const patterns = existsSync(file) ? readFileSync(file, 'utf8').split('\n') : [];
  // A directory left out is not walked; a `!` exception inside it would need the walk.
  if (patterns.some((p) => p.trim().startsWith('!')))
    throw new Error('.dockerignore exceptions (!) are not supported by the rootless build');
  const ig = ignore().add(patterns);
  return (rel) => ig.ignores(rel);
}

const flag = (ins: Copy, name: string) =>
  ins
    .getFlags()
    .find((f) => f.getName() === name)
    ?.getValue() ?? null;

interface BuildState {
  context: string;
  out: string;
  stages: Stage[];
  current: Stage | null;
  ignored: (rel: string) => boolean;
  identity: Record<string, string>;
}

function startStage(state: BuildState, ins: From): Stage {
  const base = ins.getImage() ?? '';
  const name = ins.getBuildStage() ?? String(state.stages.length);
  const root = path.join(state.out, name);
  rmSync(root, { recursive: true, force: true });
  const parent = state.stages.find((s) => s.name === base);
  if (parent) {
    // FROM an earlier stage: a copy of it (links kept).
    const cp = spawnSync('cp', ['-a', '-T', parent.root, root]);
    if (cp.status !== 0) throw new Error(`FROM ${base}: ${cp.stderr}`);
    return { ...parent, env: { ...parent.env }, name, root };
  }
  if (!/^node:20(\.|-|$)/.test(base))
    throw new Error(`FROM ${base}: only a Node 20 base runs here`);
  mkdirSync(root, { recursive: true });
  chmodSync(root, 0o755);
  return { name, root, workdir: '/', env: {}, user: null, cmd: [], healthcheck: null, exposed: [] };
}

function stageFor(state: BuildState, name: string | null): Stage {
  const stage = state.stages.find((s) => s.name === name);
  if (!stage) throw new Error(`COPY --from=${name}: no such stage`);
  return stage;
}

function copy(state: BuildState, stage: Stage, ins: Copy) {
  const args = ins.getArguments().map((a) => a.getValue());
  const dest = args.pop() ?? '.';
  const absolute =
    path.posix.resolve(stage.workdir, dest) + (dest.endsWith('/') || dest === '.' ? '/' : '');
  const target = path.join(stage.root, absolute) + (absolute.endsWith('/') ? '/' : '');
  const from = flag(ins, 'from');
  if (from) copyFromStage(stageFor(state, from), args, target, flag(ins, 'chown'));
  else {
    mkdirSync(absolute.endsWith('/') ? target : path.dirname(target), { recursive: true });
    copyFromContext(state.context, args, target, state.ignored);
  }
}

function apply(state: BuildState, ins: Instruction) {
  const keyword = ins.getKeyword();
  if (keyword === 'FROM') {
    state.current = startStage(state, ins as From);
    state.stages.push(state.current);
    return;
  }
  const stage = state.current;
  if (!stage) throw new Error(`${keyword} before FROM`);
  const content = ins.getArgumentsContent() ?? '';
  switch (keyword) {
    case 'WORKDIR':
      stage.workdir = path.posix.resolve(stage.workdir, content);
      mkdirSync(path.join(stage.root, stage.workdir), { recursive: true });
      break;
    case 'ENV':
      for (const p of (ins as Env).getProperties()) stage.env[p.getName()] = p.getValue() ?? '';
      break;
    case 'COPY':
      copy(state, stage, ins as Copy);
      break;
    case 'RUN':
      runInStage({ stage, script: content, identity: state.identity, asUser: stage.user !== null });
      break;
    case 'USER':
      stage.user = content;
      break;
    case 'EXPOSE':
      stage.exposed.push(...content.split(/\s+/));
      break;
    case 'CMD':
      stage.cmd = (ins as Cmd).getJSONStrings().map((s) => s.getJSONValue());
      break;
    case 'HEALTHCHECK':
      // The arguments content leaves the --interval and other flags out: `CMD [...]`.
      stage.healthcheck = JSON.parse(content.replace(/^CMD\s+/, '')) as string[];
      break;
    default:
      throw new Error(`${keyword}: not supported by the rootless build`);
  }
}

/**
 * Builds the Dockerfile at `context` into folders under `out` (one per stage) and returns the
 * last stage, the image. Throws with the failing step's output.
 */
export function buildRootless(context: string, out: string): BuiltImage {
  mkdirSync(out, { recursive: true });
  const identityDir = path.join(out, '.identity');
  mkdirSync(identityDir, { recursive: true });
  const state: BuildState = {
    context,
    out,
    stages: [],
    current: null,
    ignored: dockerignore(context),
    identity: identityFiles(identityDir),
  };
  const dockerfile = DockerfileParser.parse(readFileSync(path.join(context, 'Dockerfile'), 'utf8'));
  for (const ins of dockerfile.getInstructions()) apply(state, ins);
  if (!state.current) throw new Error('Dockerfile has no FROM');
  const { name: _name, ...image } = state.current;
  return image;
}
